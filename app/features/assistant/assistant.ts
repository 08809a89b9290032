/** The assistant's JSON answer (POST /api/assistant), shared by the server and the widget. */
import type { AssistantAnswer } from "#formulation/browser";

export type AssistantReply = Omit<AssistantAnswer, "facts"> & { source: "engine" | "llm" };

/** What the widget offers before the first question; on a formulation page, scaling it first. */
export function suggestedQuestions(path: string): string[] {
  const base = [
    "What's the maximum phenoxyethanol in a leave-on cream?",
    "Which formulations use niacinamide?",
    "Is salicylic acid allowed in EU rinse-off products?",
  ];
  return path.startsWith("/formulation/") ? ["How do I scale this to 20 kg?", ...base.slice(0, 2)] : base;
}
