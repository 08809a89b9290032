import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { AssistantReply } from "#app/features/assistant/assistant";
import { OPEN_CHAT_EVENT } from "#app/lib/events";
import AssistantPanel from "./assistant-panel";

const PHENOXYETHANOL: AssistantReply = {
  intent: "regulation",
  answered: true,
  text: "EU CosIng Annex V (preservatives) ref. 29, 2-Phenoxyethanol: allowed in a leave-on skin product up to 1 %.",
  citations: [
    {
      kind: "cosing",
      annex: "V",
      ref: "29",
      entry: "2-Phenoxyethanol",
      label: "EU CosIng Annex V ref. 29, data of 28/08/2026",
    },
  ],
  links: [],
  source: "engine",
};
const UNKNOWN: AssistantReply = {
  intent: "unknown",
  answered: false,
  text: "I don't know — ask a formulator.",
  citations: [],
  links: [],
  source: "engine",
};

let requests: { question: string; context: { path: string } }[] = [];
let reply: () => Response;

beforeEach(() => {
  requests = [];
  reply = () => Response.json(PHENOXYETHANOL);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(JSON.parse(String(init?.body)));
      return reply();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let closePanel = () => {};
function Page() {
  return <AssistantPanel onClose={() => closePanel()} />;
}
const Stub = createRoutesStub([{ path: "/*", Component: Page }]);

function renderAt(path: string, onClose = () => {}) {
  closePanel = onClose;
  render(<Stub initialEntries={[path]} />);
  return screen.getByRole("region", { name: "Formulation assistant" });
}

describe("the assistant panel", () => {
  test("sends the page's path with the question, and shows the answer with its sources", async () => {
    renderAt("/formulation/brightening-serum");
    fireEvent.click(screen.getByRole("button", { name: "How do I scale this to 20 kg?" }));
    await screen.findByText(/allowed in a leave-on skin product up to 1 %/);
    expect(requests).toEqual([
      { question: "How do I scale this to 20 kg?", context: { path: "/formulation/brightening-serum" } },
    ]);
    expect(screen.getByText("EU CosIng Annex V ref. 29, data of 28/08/2026 (2-Phenoxyethanol)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ask a formulator in the chat" })).toBeNull();
  });

  test("off a formulation page it offers other questions", () => {
    renderAt("/browse");
    expect(screen.queryByRole("button", { name: "How do I scale this to 20 kg?" })).toBeNull();
    expect(screen.getByRole("button", { name: "Which formulations use niacinamide?" })).toBeTruthy();
  });

  test("when it does not know, 'Ask a formulator in the chat' opens the human chat", async () => {
    reply = () => Response.json(UNKNOWN);
    const opened = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    renderAt("/");
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "What's the weather?" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    fireEvent.click(await screen.findByRole("button", { name: "Ask a formulator in the chat" }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
  });

  test("a refusal from the server (the rate limit) is shown, and the question is kept in the list", async () => {
    reply = () =>
      Response.json({ message: "Too many attempts. Please wait a few minutes and try again." }, { status: 429 });
    renderAt("/");
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "what is glycerin?" } });
    fireEvent.submit(screen.getByLabelText("Your question"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(screen.getByText("what is glycerin?")).toBeTruthy();
  });

  test("a blank question is not sent; Esc closes the panel", async () => {
    const onClose = vi.fn();
    renderAt("/", onClose);
    const ask = screen.getByRole("button", { name: "Ask" }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "   " } });
    expect(ask.disabled).toBe(true);
    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([]);
  });
});
