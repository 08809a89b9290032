import { act, fireEvent, render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import type { GeneratedBlogPost } from "#app/features/blog/ai-schema";
import { AiGenerateDialog } from "./ai-generate-dialog";

const SUGGESTIONS = Array.from({ length: 6 }, (_, i) => ({
  title: `How to Formulate Topic ${i + 1}`,
  description: `Evidence ${i + 1}.`,
  targetKeywords: [`kw${i + 1}`, "serum"],
}));

const POST: GeneratedBlogPost = {
  title: "Serum: A Formulator's Guide",
  slug: "serum-a-formulators-guide",
  excerpt: "x",
  content: "<p>x</p>",
  metaDescription: "x",
  keywords: "serum",
  authorName: "Formulab Team",
  isPublished: false,
  source: "engine",
  grounding: { formulations: [], ingredients: [] },
};

function stubFetch(generate: (body: unknown) => { status: number; body: unknown }) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/ai/trending-suggestions") return Response.json({ suggestions: SUGGESTIONS });
    const body = JSON.parse(String(init?.body));
    sent.push(body);
    const answer = generate(body);
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

function renderDialog() {
  const onPublished = vi.fn();
  const onDraft = vi.fn();
  render(
    <ToastProvider>
      <AiGenerateDialog onClose={() => {}} onPublished={onPublished} onDraft={onDraft} />
    </ToastProvider>,
  );
  return { onPublished, onDraft };
}

test("shows the first 4 suggestions; 'Use this topic' fills topic and keywords; copy says 'Copied' for 2 s", async () => {
  stubFetch(() => ({ status: 200, body: POST }));
  const writeText = vi.fn(async () => {});
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  renderDialog();
  const list = await screen.findByRole("list", { name: "Trending suggestions" });
  expect(list.querySelectorAll("li")).toHaveLength(4);
  fireEvent.click(screen.getAllByRole("button", { name: "Use this topic" })[1] as HTMLElement);
  expect((screen.getByLabelText("Topic") as HTMLInputElement).value).toBe("How to Formulate Topic 2");
  expect((screen.getByLabelText("Target keywords (optional)") as HTMLInputElement).value).toBe("kw2, serum");

  vi.useFakeTimers();
  const copy = screen.getByRole("button", { name: 'Copy "How to Formulate Topic 1"' });
  await act(async () => {
    fireEvent.click(copy);
  });
  expect(writeText).toHaveBeenCalledWith("How to Formulate Topic 1");
  expect(copy.textContent).toBe("Copied");
  act(() => vi.advanceTimersByTime(1900));
  expect(copy.textContent).toBe("Copied");
  act(() => vi.advanceTimersByTime(200));
  expect(copy.textContent).toBe("Copy");
});

test("a refused clipboard says 'Copy Failed - Unable to copy to clipboard.'", async () => {
  stubFetch(() => ({ status: 200, body: POST }));
  vi.stubGlobal("navigator", {
    ...navigator,
    clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
  });
  renderDialog();
  await screen.findByRole("list", { name: "Trending suggestions" });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: 'Copy "How to Formulate Topic 1"' }));
  });
  expect(await screen.findByText("Copy Failed")).toBeTruthy();
  expect(screen.getByText("Unable to copy to clipboard.")).toBeTruthy();
});

test("the topic is required; a draft goes to onDraft, a stored post to onPublished; failures toast", async () => {
  let answer: { status: number; body: unknown } = { status: 200, body: POST };
  const sent = stubFetch(() => answer);
  const { onDraft, onPublished } = renderDialog();
  await screen.findByRole("list", { name: "Trending suggestions" });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
  });
  expect(screen.getByText("Please enter a topic for AI generation")).toBeTruthy();
  expect(sent).toHaveLength(0);

  fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "Serum" } });
  fireEvent.change(screen.getByLabelText("Target keywords (optional)"), { target: { value: "glycerin, niacinamide" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
  });
  expect(sent[0]).toEqual({ topic: "Serum", targetKeywords: "glycerin, niacinamide", shouldPublish: false });
  expect(onDraft).toHaveBeenCalledWith(POST);

  answer = { status: 201, body: { ...POST, id: "4b1f4c1e-0000-4000-8000-000000000000", isPublished: true } };
  fireEvent.click(screen.getByRole("switch"));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
  });
  expect(sent[1]).toMatchObject({ shouldPublish: true });
  expect(onPublished).toHaveBeenCalledTimes(1);

  answer = { status: 422, body: { message: "Nothing in the library matches" } };
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Generate" }));
  });
  expect(await screen.findByText("Failed to generate AI blog post")).toBeTruthy();
  expect(screen.getByText("Nothing in the library matches")).toBeTruthy();
});
