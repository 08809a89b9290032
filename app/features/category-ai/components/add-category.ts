/**
 * 'Add Category' on a suggestion: `POST /api/admin/categories`. The server records the
 * suggestion as accepted — with the system category it fits, if any — and answers with the record.
 */
import type { StoredSuggestion, SuggestedCategory } from "#app/features/category-ai/schema";

export async function addCategory(
  suggestion: SuggestedCategory & { source?: "engine" | "llm" },
): Promise<StoredSuggestion> {
  const response = await fetch("/api/admin/categories", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: suggestion.name,
      description: suggestion.description,
      icon: suggestion.icon,
      reasoning: suggestion.reasoning,
      source: suggestion.source,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<StoredSuggestion> & { message?: string };
  if (!response.ok) throw new Error(body.message ?? "Please try again");
  return body as StoredSuggestion;
}
