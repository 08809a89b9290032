/**
 * The AI category suggestions panel (Settings tab): 'Generate New
 * Suggestions' asks the server for suggestions grounded in what the library lacks; each card has
 * 'Add Category'. Below, the open suggestions kept from category generation, each with 'Add
 * Category' and 'Dismiss' (a form posted to the Settings page's action).
 */
import { useId, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { type StoredSuggestion, SUGGESTIONS_FAILED, type SuggestedCategory } from "#app/features/category-ai/schema";
import { addCategory } from "./add-category";
import { SuggestionCard } from "./suggestion-card";

type Generated = { suggestions: SuggestedCategory[]; source: "engine" | "llm"; windowDays: number };

function DismissButton({ id }: { id: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="dismiss" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Dismissing..." : "Dismiss"}
      </Button>
    </fetcher.Form>
  );
}

export function CategorySuggestionsPanel({ open }: { open: readonly StoredSuggestion[] }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const titleId = useId();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Record<string, StoredSuggestion>>({});

  async function generate() {
    setLoading(true);
    try {
      const response = await fetch("/api/admin/suggest-categories", { method: "POST", credentials: "same-origin" });
      if (!response.ok) throw new Error(`${response.status}`);
      setGenerated((await response.json()) as Generated);
      setRecorded({});
    } catch {
      toast({ title: "Error", description: SUGGESTIONS_FAILED, variant: "destructive" });
    } finally {
      setLoading(false);
    }
  }

  async function add(key: string, suggestion: SuggestedCategory & { source?: "engine" | "llm" }, fromList: boolean) {
    setAdding(key);
    try {
      const record = await addCategory(suggestion);
      setRecorded((r) => ({ ...r, [key]: record }));
      toast({
        title: "Category recorded",
        description: record.matchedCategory
          ? `"${record.name}" fits ${record.matchedCategory.name}.`
          : `"${record.name}" is kept as an accepted suggestion.`,
        variant: "success",
      });
      if (fromList) void revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Failed to create category",
        description: error instanceof Error ? error.message : "Please try again",
        variant: "destructive",
      });
    } finally {
      setAdding(null);
    }
  }

  return (
    <section
      id="category-suggestions"
      aria-labelledby={titleId}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id={titleId} className="font-semibold">
            AI Category Suggestions
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Grounded in what the library lacks: thin categories, product types with no formulation yet, and what users
            ask the wizard for. The 22 categories are system-defined, so 'Add Category' records a suggestion as accepted
            — filed under the category it fits, when it fits one.
          </p>
        </div>
        <Button onClick={generate} disabled={loading}>
          {loading ? "Generating..." : "Generate New Suggestions"}
        </Button>
      </div>

      {generated ? (
        generated.suggestions.length ? (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="generated-suggestions">
            {generated.suggestions.map((s) => (
              <li key={s.name}>
                <SuggestionCard
                  suggestion={s}
                  recorded={recorded[`new:${s.name}`]}
                  busy={adding === `new:${s.name}`}
                  onAdd={() => add(`new:${s.name}`, { ...s, source: generated.source }, false)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600" role="status">
            Nothing to suggest: every gap found has already been accepted or dismissed.
          </p>
        )
      ) : null}

      <h3 className="mt-8 font-semibold">Open suggestions</h3>
      {open.length ? (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2" data-testid="open-suggestions">
          {open.map((s) => (
            <li key={s.id}>
              <SuggestionCard
                heading="h4"
                suggestion={s}
                requestText={s.requestText}
                recorded={recorded[`open:${s.id}`]}
                busy={adding === `open:${s.id}`}
                onAdd={() => add(`open:${s.id}`, s, true)}
              >
                <DismissButton id={s.id} />
              </SuggestionCard>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          No open suggestions. Descriptions from 'Bulk Category Generation' that fit none of the 22 categories appear
          here.
        </p>
      )}
    </section>
  );
}
