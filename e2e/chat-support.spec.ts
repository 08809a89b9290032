/**
 * Live chat that someone answers: a visitor and an administrator in two browsers chat
 * both ways; the visitor's reload keeps the conversation; the inbox lists, searches, notifies and
 * closes; the widget acknowledges the first message, closes on Esc and stays above the activity
 * feed and toasts — at 1280 px and 390 px. The server restart is in chat-restart.spec.ts; the
 * support hours, Online and the away mode in chat-away.spec.ts.
 */
import { openChat, openInInbox, say, startChat, visitorPage } from "./chat-support";
import { expect, test } from "./fixtures";

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

test("a visitor and an administrator chat both ways, and the visitor's reload keeps the conversation", async ({
  adminPage,
  browser,
  baseURL,
  user,
  accounts,
}) => {
  const visitor = await visitorPage(browser, baseURL);
  await accounts.signIn(visitor.context(), user);
  const name = unique("Vera");
  await visitor.goto("/about");
  const chat = await startChat(visitor, name);
  await say(chat, "Is the gentle cream stable at pH 5.5?");
  await expect(chat.getByText("Is the gentle cream stable at pH 5.5?")).toBeVisible();
  await expect(chat.getByTestId("chat-ack")).toHaveText("A formulator usually answers within 15 minutes.");

  const thread = await openInInbox(adminPage, name);
  await expect(thread.getByText("Is the gentle cream stable at pH 5.5?")).toBeVisible();
  const context = adminPage.getByRole("region", { name: "Visitor" });
  await expect(context.getByText("/about")).toBeVisible();
  await expect(context.getByText(user.email)).toBeVisible();

  await thread.getByPlaceholder(`Answer ${name}...`).fill("Yes — keep it between pH 5 and 6.");
  await thread.getByRole("button", { name: "Send" }).click();
  // The visitor sees it at once, from the administrator by name (the server decided the sender).
  const answer = chat.getByRole("listitem").filter({ hasText: "Yes — keep it between pH 5 and 6." });
  await expect(answer).toContainText("Ada Lovelace");

  await say(chat, "Thank you!");
  await expect(thread.getByText("Thank you!")).toBeVisible();

  await visitor.reload();
  const again = await openChat(visitor);
  for (const text of ["Is the gentle cream stable at pH 5.5?", "Yes — keep it between pH 5 and 6.", "Thank you!"]) {
    await expect(again.getByText(text, { exact: true })).toHaveCount(1);
  }
  await visitor.context().close();
});

test("the inbox raises a notification and a title badge for a new chat, searches, and closes a chat", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  // Record what the page would show as desktop notifications (permission already granted).
  await page.addInitScript(`
    window.shownNotifications = [];
    window.Notification = class {
      static permission = "granted";
      static requestPermission = async () => "granted";
      constructor(title) { window.shownNotifications.push(title); }
    };
  `);
  await page.goto("/admin/support");
  await expect(page.getByRole("link", { name: "Support" })).toHaveAttribute("aria-current", "page");

  const name = unique("Nina");
  const visitor = await visitorPage(browser, baseURL);
  await visitor.goto("/");
  const chat = await startChat(visitor, name);
  await say(chat, "Do you have a vegan lip balm?");

  await expect(page).toHaveTitle(/^\(\d+\) Support – Admin Dashboard \| Formulab$/, { timeout: 10_000 });
  await expect
    .poll(() => page.evaluate<string[]>("window.shownNotifications"), { timeout: 10_000 })
    .toContain(`New chat from ${name}`);
  const item = page.getByTestId("inbox-item").filter({ hasText: name });
  await expect(item).toContainText("Do you have a vegan lip balm?");
  await expect(item).toContainText("Open");

  await page.getByPlaceholder("Search chats").fill("vegan lip balm");
  await page.getByRole("button", { name: "Search" }).click();
  // The search is a navigation: wait for it to land before typing the next one, or its answer
  // resets the box to this term.
  await expect(page.getByText("Showing matches for “vegan lip balm”.")).toBeVisible();
  await expect(page.getByTestId("inbox-item").filter({ hasText: name })).toBeVisible();
  await page.getByPlaceholder("Search chats").fill("no chat says this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No chats match “no chat says this”.")).toBeVisible();

  const thread = await openInInbox(page, name);
  await thread.getByRole("button", { name: "Mark as closed" }).click();
  await expect(thread.getByRole("button", { name: "Reopen chat" })).toBeVisible();
  await expect(page.getByTestId("inbox-item").filter({ hasText: name })).toContainText("Closed");
  await visitor.context().close();
});

test("when the socket cannot open, a message goes over the HTTP fallback and reaches the administrator", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const name = unique("Hana");
  const visitor = await visitorPage(browser, baseURL);
  // Every socket the widget opens is closed at once, as a proxy that drops WebSockets would.
  await visitor.routeWebSocket(/\/ws\?sessionId=/, (ws) => ws.close());
  await visitor.goto("/");
  await visitor.getByRole("button", { name: "Chat with our formulators" }).click();
  const chat = visitor.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat.getByText("Connection lost. Trying to reconnect...")).toBeVisible();
  await chat.getByPlaceholder("Your name").fill(name);
  await chat.getByRole("button", { name: "Start Chat" }).click();
  await say(chat, "Sent without a socket");
  await expect(chat.getByText("Sent without a socket", { exact: true })).toBeVisible();
  await expect(chat.getByTestId("chat-pending")).toHaveCount(0);
  const thread = await openInInbox(adminPage, name);
  await expect(thread.getByText("Sent without a socket")).toBeVisible();
  await visitor.context().close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, activityFeed: true });

    test("Esc closes the chat, and the activity feed never covers the panel", async ({ page }) => {
      await page.route("**/api/activity", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({
            kind: "favourited",
            message: `m-${Date.now()}`,
            userName: "Lena",
            country: "Norway",
            formulationName: "Gentle Cleanser",
            formulationSlug: "gentle-cleanser",
            timeAgo: "just now",
          }),
        }),
      );
      await page.goto("/");
      await expect(page.getByTestId("activity-feed")).toBeVisible();
      const chat = await startChat(page, unique("Mo"));
      const panel = await chat.boundingBox();
      const notifier = page.getByTestId("activity-feed");
      if (!panel) throw new Error("panel not laid out");
      if (await notifier.isVisible()) {
        const box = await notifier.boundingBox();
        if (!box) throw new Error("notifier not laid out");
        const overlaps =
          box.x < panel.x + panel.width &&
          panel.x < box.x + box.width &&
          box.y < panel.y + panel.height &&
          panel.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
      // The point in the middle of the send button belongs to the panel: nothing is drawn over it.
      const send = await chat.getByRole("button", { name: "Send" }).boundingBox();
      if (!send) throw new Error("send button not laid out");
      const onTop = await page.evaluate<boolean>(
        `!!document.elementFromPoint(${send.x + send.width / 2}, ${send.y + send.height / 2})?.closest("section[aria-label='Chat with our formulators']")`,
      );
      expect(onTop).toBe(true);
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(viewport.width);

      await page.keyboard.press("Escape");
      await expect(chat).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Chat with our formulators" })).toBeVisible();
    });

    test("the support inbox fits the screen with a chat open", async ({ adminPage: page, browser, baseURL }) => {
      const name = unique("Iris");
      const visitor = await visitorPage(browser, baseURL);
      await visitor.goto("/");
      await say(await startChat(visitor, name), "Hello from a phone");
      const thread = await openInInbox(page, name);
      await expect(thread.getByText("Hello from a phone")).toBeVisible();
      await expect(thread.getByPlaceholder(`Answer ${name}...`)).toBeInViewport();
      expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(viewport.width);
      await visitor.context().close();
    });
  });
}
