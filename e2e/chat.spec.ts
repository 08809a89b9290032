/**
 * The chat widget against the hardened room (security issue, item 10; ADR 0022): its room id, the
 * handshake's Origin, reserved names and the rate limit, as a visitor meets them — also at 390 px.
 */
import { expect, test } from "./fixtures";
import { E2E_ORIGIN } from "./server";

const SESSION_KEY = "formulab:chat-session";
const ROOM_ID = /^chat_[0-9a-f]{32}$/;
// What the visitor reads, spelled out here so a change of wording is a visible change of this test.
const RESERVED_NAME_MESSAGE = "That name is reserved for the Formulab team. Please use your own name.";
const RATE_LIMIT_MESSAGE = "You're sending messages too fast. Please wait a few seconds.";

async function openChat(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Chat with our formulators" }).click();
  const chat = page.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat.getByText("Online")).toBeVisible();
  return chat;
}

test("the widget's room id carries 128 random bits, and a guessable one kept from before is replaced", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate((key) => localStorage.setItem(key, "chat_1732441234567_k3j9x0ab"), SESSION_KEY);
  await page.reload();
  await openChat(page);
  const id = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(id).toMatch(ROOM_ID);
});

test("a page of another origin cannot open a chat socket in the visitor's browser", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/WebSocket connection to .* failed/);
  const attempt = () =>
    page.evaluate(
      (u) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(u);
          ws.onopen = () => {
            ws.close(1000);
            resolve("open");
          };
          ws.onclose = () => resolve("refused");
        }),
      `${E2E_ORIGIN.replace(/^http/, "ws")}/ws?sessionId=chat_${"0123456789abcdef".repeat(2)}`,
    );
  // The same server under another name is another origin (a browser would refuse a public site's
  // page talking to a local address on its own, which would hide whether the server checks). The
  // page there is a plain one without the site's CSP, so only the server's Origin check can refuse.
  const foreign = `${E2E_ORIGIN.replace("127.0.0.1", "localhost")}/foreign-page`;
  await page.route(foreign, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title>" }),
  );
  await page.goto(foreign);
  expect(await attempt()).toBe("refused");
  await page.goto("/about");
  expect(await attempt()).toBe("open");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a name reserved for the team is refused with a clear message", async ({ page }) => {
    await page.goto("/");
    const chat = await openChat(page);
    for (const name of ["Support", "  formulab team", "\u0410dmin"]) {
      await chat.getByPlaceholder("Your name").fill(name);
      await chat.getByRole("button", { name: "Start Chat" }).click();
      await expect(chat.getByRole("alert")).toHaveText(RESERVED_NAME_MESSAGE);
      await expect(chat.getByPlaceholder("Type your message...")).toHaveCount(0);
    }
    await chat.getByPlaceholder("Your name").fill("Ana");
    await expect(chat.getByRole("alert")).toHaveCount(0);
    await chat.getByRole("button", { name: "Start Chat" }).click();
    await expect(chat.getByText("No messages yet. Start the conversation!")).toBeVisible();
  });

  test("sending too fast is explained, the held messages go once allowed, and the panel fits the screen", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = await openChat(page);
    await chat.getByPlaceholder("Your name").fill("Ana");
    await chat.getByRole("button", { name: "Start Chat" }).click();
    const input = chat.getByPlaceholder("Type your message...");
    for (let i = 1; i <= 11; i++) {
      await input.fill(`message ${i}`);
      await input.press("Enter");
    }
    const alert = chat.getByRole("alert");
    await expect(alert).toHaveText(RATE_LIMIT_MESSAGE);
    // The join and messages 1–9 fill the room's window: 10 and 11 wait in the widget (ADR 0032).
    await expect(chat.getByText("message 9", { exact: true })).toBeVisible();
    await expect(chat.getByTestId("chat-pending")).toHaveCount(2);
    await expect(input).toHaveValue("");

    const panel = await chat.boundingBox();
    const note = await alert.boundingBox();
    if (!panel || !note) throw new Error("panel not laid out");
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    expect(note.x).toBeGreaterThanOrEqual(panel.x);
    expect(note.x + note.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
    expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);

    // Once the window has passed they are sent, each once, and the notice goes.
    await expect(chat.getByTestId("chat-pending")).toHaveCount(0, { timeout: 20_000 });
    await expect(chat.getByText("message 10", { exact: true })).toHaveCount(1);
    await expect(chat.getByText("message 11", { exact: true })).toHaveCount(1);
    await expect(alert).toHaveCount(0);
  });
});

test("a refusal that only the room makes is said in the panel too: a reserved name, then a 1008 close", async ({
  page,
}) => {
  // A stand-in room (no server), so the widget meets the refusals the real room would send.
  await page.routeWebSocket(/\/ws\?sessionId=/, (ws) => {
    ws.onMessage((raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; senderName?: string };
      if (frame.type === "join_session") ws.send(JSON.stringify({ type: "history", data: [] }));
      else if (frame.senderName === "Ana")
        ws.send(JSON.stringify({ type: "error", code: "reserved_name", message: RESERVED_NAME_MESSAGE }));
      else ws.close({ code: 1008, reason: "Too many messages" });
    });
  });
  await page.goto("/");
  const chat = await openChat(page);
  await chat.getByPlaceholder("Your name").fill("Ana");
  await chat.getByRole("button", { name: "Start Chat" }).click();
  await chat.getByPlaceholder("Type your message...").fill("hello");
  await chat.getByPlaceholder("Type your message...").press("Enter");
  await expect(chat.getByRole("alert")).toHaveText(RESERVED_NAME_MESSAGE);
  await chat.getByPlaceholder("Your name").fill("Bea");
  await chat.getByRole("button", { name: "Start Chat" }).click();
  const input = chat.getByPlaceholder("Type your message...");
  await expect(input).toHaveValue("hello");
  await input.press("Enter");
  await expect(chat.getByRole("alert")).toHaveText(RATE_LIMIT_MESSAGE);
  await expect(chat.getByText("Connection lost. Trying to reconnect...")).toBeVisible();
  await expect(input).toHaveValue("hello");
  await expect(chat.getByText("Online")).toBeVisible();
});
