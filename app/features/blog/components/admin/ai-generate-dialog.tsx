/**
 * 'Generate with AI': topic (required), comma-separated
 * keywords and a publish-now switch, posted to /api/ai-blog/generate. Trending suggestions load
 * from /api/ai/trending-suggestions when the dialog opens; the first 4 are shown, each with
 * 'Use this topic' (fills topic and keywords) and a copy button ('Copied' for 2 s). An answer with
 * an id was stored and published; one without goes back to the page as a draft for the post form.
 */
import { useEffect, useRef, useState } from "react";
import { FormField } from "#app/components/forms/form-field";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import {
  AiBlogRequestSchema,
  COPY_FAILED,
  GENERATE_FAILED,
  type GeneratedBlogPost,
  SUGGESTIONS_SHOWN,
} from "#app/features/blog/ai-schema";
import type { TrendingSuggestion } from "#app/features/category-ai/schema";

const COPIED_MS = 2000;
const [COPY_FAILED_TITLE, COPY_FAILED_TEXT] = COPY_FAILED.split(" - ") as [string, string];

type Suggestions = { state: "loading" } | { state: "error" } | { state: "ready"; list: TrendingSuggestion[] };

function SuggestionItem({ suggestion, onUse }: { suggestion: TrendingSuggestion; onUse: () => void }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(suggestion.title);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: COPY_FAILED_TITLE, description: COPY_FAILED_TEXT, variant: "destructive" });
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-900">{suggestion.title}</p>
      <p className="mt-1 text-xs text-slate-600">{suggestion.description}</p>
      {suggestion.targetKeywords.length ? (
        <p className="mt-1 text-xs text-slate-500">Keywords: {suggestion.targetKeywords.join(", ")}</p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="secondary" onClick={onUse}>
          Use this topic
        </Button>
        <Button size="sm" variant="ghost" onClick={copy} aria-label={`Copy "${suggestion.title}"`}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </li>
  );
}

export function AiGenerateDialog({
  onClose,
  onPublished,
  onDraft,
}: {
  onClose: () => void;
  onPublished: (post: GeneratedBlogPost) => void;
  onDraft: (post: GeneratedBlogPost) => void;
}) {
  const { toast } = useToast();
  const [topic, setTopic] = useState("");
  const [keywords, setKeywords] = useState("");
  const [publish, setPublish] = useState(false);
  const [topicError, setTopicError] = useState<string | undefined>();
  const [generating, setGenerating] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestions>({ state: "loading" });

  useEffect(() => {
    let live = true;
    fetch("/api/ai/trending-suggestions", { method: "POST", credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { suggestions: TrendingSuggestion[] };
        if (live) setSuggestions({ state: "ready", list: body.suggestions.slice(0, SUGGESTIONS_SHOWN) });
      })
      .catch(() => {
        if (live) setSuggestions({ state: "error" });
      });
    return () => {
      live = false;
    };
  }, []);

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    const request = { topic, targetKeywords: keywords, shouldPublish: publish };
    const checked = AiBlogRequestSchema.safeParse(request);
    if (!checked.success) {
      setTopicError(checked.error.issues[0]?.message);
      return;
    }
    setTopicError(undefined);
    setGenerating(true);
    try {
      const response = await fetch("/api/ai-blog/generate", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<GeneratedBlogPost> & { message?: string };
      if (!response.ok) throw new Error(body.message ?? response.statusText);
      const post = body as GeneratedBlogPost;
      if (post.id) onPublished(post);
      else onDraft(post);
    } catch (error) {
      toast({
        title: GENERATE_FAILED,
        description: error instanceof Error && error.message ? error.message : "Please try again",
        variant: "destructive",
      });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title="Generate Blog Post with AI"
      description="An article of about 500 words built from the library's formulations and the ingredient knowledge base."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="ai-blog-form" disabled={generating}>
            {generating ? "Generating…" : "Generate"}
          </Button>
        </>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        <form id="ai-blog-form" noValidate onSubmit={generate} className="grid content-start gap-4">
          <FormField
            label="Topic"
            name="topic"
            value={topic}
            required
            onChange={(e) => setTopic(e.currentTarget.value)}
            placeholder="e.g. Hydrating face serum"
            error={topicError}
          />
          <FormField
            label="Target keywords (optional)"
            name="targetKeywords"
            value={keywords}
            onChange={(e) => setKeywords(e.currentTarget.value)}
            placeholder="comma, separated, keywords"
          />
          <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              role="switch"
              aria-checked={publish}
              name="shouldPublish"
              checked={publish}
              onChange={(e) => setPublish(e.currentTarget.checked)}
              className="h-5 w-5 rounded border-slate-300 accent-brand-700"
            />
            Publish now (otherwise the draft opens in the post form for review)
          </label>
        </form>
        <section aria-labelledby="trending-suggestions-title">
          <h3 id="trending-suggestions-title" className="text-sm font-semibold text-slate-900">
            Trending suggestions
          </h3>
          {suggestions.state === "loading" ? (
            <p className="mt-2 text-sm text-slate-600">Loading suggestions…</p>
          ) : suggestions.state === "error" ? (
            <p className="mt-2 text-sm text-danger-600">
              Suggestions could not be loaded; you can still enter a topic.
            </p>
          ) : suggestions.list.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No suggestions yet: the library and wizard requests have none to offer.
            </p>
          ) : (
            <ul className="mt-2 grid gap-2" aria-label="Trending suggestions">
              {suggestions.list.map((s) => (
                <SuggestionItem
                  key={s.title}
                  suggestion={s}
                  onUse={() => {
                    setTopic(s.title);
                    setKeywords(s.targetKeywords.join(", "));
                    setTopicError(undefined);
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
