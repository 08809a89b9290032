/**
 * Nothing lost across a server restart: mid-conversation the server stops and starts
 * again on the same state; a message the visitor sends while it is down waits in the widget and
 * arrives once it is back, exactly once, and the conversation goes on both ways. Runs in the
 * server-restart project, after every other test (playwright.config.ts); to run it alone:
 * `npx playwright test e2e/chat-restart.spec.ts --no-deps`.
 */
import { openChat, openInInbox, say, startChat, visitorPage } from "./chat-support";
import { expect, test } from "./fixtures";
import { restartServer } from "./server";

test("the server restarts mid-conversation; the widget reconnects and sends again with nothing lost", async ({
  adminPage,
  browser,
  baseURL,
  allowConsoleError,
}) => {
  test.setTimeout(120_000);
  // While the server is down the browser reports the refused connections; that is the scenario.
  allowConsoleError(/WebSocket connection to .* failed|Failed to load resource|ERR_CONNECTION_REFUSED/);
  const name = `Rita ${Math.random().toString(36).slice(2, 7)}`;
  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto("/");
  const chat = await startChat(visitor, name);
  await say(chat, "Before the restart");
  const thread = await openInInbox(adminPage, name);
  await expect(thread.getByText("Before the restart")).toBeVisible();

  await restartServer(async () => {
    await expect(chat.getByText("Connection lost. Trying to reconnect...")).toBeVisible();
    await say(chat, "Sent while the server was down");
    await expect(chat.getByTestId("chat-pending")).toContainText("Sent while the server was down");
  });

  await expect(chat.getByText("Online")).toBeVisible({ timeout: 30_000 });
  await expect(chat.getByTestId("chat-pending")).toHaveCount(0, { timeout: 15_000 });
  await expect(thread.getByText("Sent while the server was down")).toBeVisible({ timeout: 15_000 });
  await expect(thread.getByText("Live")).toBeVisible({ timeout: 15_000 });
  await thread.getByPlaceholder(`Answer ${name}...`).fill("Got it after the restart.");
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByText("Got it after the restart.")).toBeVisible();

  await visitor.reload();
  const again = await openChat(visitor);
  for (const text of ["Before the restart", "Sent while the server was down", "Got it after the restart."]) {
    await expect(again.getByText(text, { exact: true })).toHaveCount(1);
  }
  await visitor.context().close();
});
