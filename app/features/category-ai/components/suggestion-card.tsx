/**
 * One category suggestion (name, description, icon, reasoning) with its 'Add Category'
 * button; once recorded, the card says what became of it — filed under the system category it
 * fits (with a link to edit that category) or kept as an accepted suggestion.
 */
import { href, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { Badge, Card } from "#app/components/ui/card";
import { CategoryIcon } from "#app/components/ui/icon";
import type { StoredSuggestion, SuggestedCategory } from "#app/features/category-ai/schema";

type SuggestionCardProps = {
  suggestion: SuggestedCategory;
  recorded?: StoredSuggestion;
  busy: boolean;
  onAdd: () => void;
  /** Extra actions (Dismiss on the open list). */
  children?: React.ReactNode;
  /** The admin's own words, when the suggestion came from a description. */
  requestText?: string | null;
  /** The card's heading level under its section's heading. */
  heading?: "h3" | "h4";
};

export function SuggestionCard({
  suggestion,
  recorded,
  busy,
  onAdd,
  children,
  requestText,
  heading: Heading = "h3",
}: SuggestionCardProps) {
  return (
    <Card className="flex h-full flex-col p-4" data-testid="category-suggestion">
      <Heading className="flex items-start gap-2 font-semibold text-ink">
        <CategoryIcon icon={suggestion.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <span className="min-w-0 break-words">{suggestion.name}</span>
      </Heading>
      <p className="mt-1 text-xs text-slate-500">
        Icon: <code>{suggestion.icon}</code>
      </p>
      <p className="mt-2 text-sm text-slate-700">{suggestion.description}</p>
      {requestText ? <p className="mt-2 text-xs text-slate-600">Asked as: “{requestText}”</p> : null}
      <p className="mt-2 text-xs text-slate-600">
        <span className="font-semibold">Why: </span>
        {suggestion.reasoning}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {recorded ? (
          <p className="text-sm" role="status">
            <Badge tone="success">Recorded</Badge>{" "}
            {recorded.matchedCategory ? (
              <>
                Fits {recorded.matchedCategory.name}.{" "}
                <Link
                  to={`${href("/admin/categories")}?edit=${encodeURIComponent(recorded.matchedCategory.id)}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Edit {recorded.matchedCategory.name}
                </Link>
              </>
            ) : (
              "Kept as an accepted suggestion; the 22 system categories stay fixed."
            )}
          </p>
        ) : (
          <Button size="sm" onClick={onAdd} disabled={busy}>
            {busy ? "Adding..." : "Add Category"}
          </Button>
        )}
        {children}
      </div>
    </Card>
  );
}
