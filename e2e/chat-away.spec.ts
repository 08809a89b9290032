/**
 * The chat's availability and its away mode (ADR 0058), with the real availability (no stand-in):
 * inside the support hours saved in Settings and with an administrator at the support inbox the
 * widget says Online and how soon a formulator answers; outside them it says Away and takes the
 * visitor's e-mail and question, which arrive in the support inbox with the e-mail beside them —
 * at 1280 px and 390 px. These tests change the support hours, so they run one after another.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { openInInbox, visitorPage } from "./chat-support";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });
test.use({ chatTeamIn: false });

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

/**
 * A fixed-offset time zone where it is about noon now, so hours written around noon mean the same
 * whenever the suite runs ("Etc/GMT-3" is three hours ahead of UTC).
 */
function zoneAtNoon(): string {
  const ahead = 12 - new Date().getUTCHours();
  return ahead === 0 ? "Etc/GMT" : `Etc/GMT${ahead > 0 ? "-" : "+"}${Math.abs(ahead)}`;
}

async function saveSupportHours(admin: Page, hours: { from: string; until: string; reply: string }) {
  await admin.goto("/admin/settings");
  const form = admin.getByRole("region", { name: "Support hours" });
  for (const day of ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) await form.getByLabel(day).check();
  await form.getByLabel("From").fill(hours.from);
  await form.getByLabel("Until").fill(hours.until);
  await form.getByLabel("Time zone").fill(zoneAtNoon());
  await form.getByLabel("Usual reply time (minutes)").fill(hours.reply);
  await form.getByRole("button", { name: "Save support hours" }).click();
  await expect(form.getByText("Support hours saved.")).toBeVisible();
}

test("Settings refuses hours that make no sense, with a message at the field", async ({ adminPage }) => {
  await adminPage.goto("/admin/settings");
  const form = adminPage.getByRole("region", { name: "Support hours" });
  await form.getByLabel("From").fill("17:00");
  await form.getByLabel("Until").fill("09:00");
  await form.getByLabel("Time zone").fill("Mars/Olympus");
  await form.getByRole("button", { name: "Save support hours" }).click();
  await expect(form.getByText("End must be after start")).toBeVisible();
  await expect(form.getByText("Unknown time zone")).toBeVisible();
  await expect(form.getByText("Support hours saved.")).toHaveCount(0);
});

test("inside the hours, with the inbox open, the chat is online and says how soon we answer", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  await saveSupportHours(adminPage, { from: "00:00", until: "23:59", reply: "7" });
  // An administrator at the support inbox: its page polls, and visitors see the team in.
  await adminPage.goto("/admin/support");
  const visitor = await visitorPage(browser, baseURL, false);
  await visitor.goto("/");
  await visitor.getByRole("button", { name: "Chat with our formulators" }).click();
  const chat = visitor.getByRole("region", { name: "Chat with our formulators" });
  await expect(chat.getByTestId("chat-status")).toHaveText("Online");
  await chat.getByPlaceholder("Your name").fill(unique("Hugo"));
  await chat.getByRole("button", { name: "Start Chat" }).click();
  const input = chat.getByPlaceholder("Type your message...");
  await input.fill("Hello");
  await input.press("Enter");
  await expect(chat.getByTestId("chat-ack")).toHaveText("A formulator usually answers within 7 minutes.");
  await visitor.context().close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`outside the hours the chat is away and the visitor's e-mail and question reach the inbox (${viewport.width} px)`, async ({
    adminPage,
    browser,
    baseURL,
  }, testInfo) => {
    await saveSupportHours(adminPage, { from: "00:00", until: "01:00", reply: "10" });
    const name = unique("Mara");
    const email = `${name.split(" ")[1]}.novak@example.si`;
    const visitor = await visitorPage(browser, baseURL, false);
    await visitor.setViewportSize(viewport);
    await visitor.goto("/faq");
    await visitor.getByRole("button", { name: "Chat with our formulators" }).click();
    const chat = visitor.getByRole("region", { name: "Chat with our formulators" });
    await expect(chat.getByTestId("chat-status")).toHaveText("Away");
    await expect(chat.getByText("Online")).toHaveCount(0);
    await expect(chat.getByTestId("chat-away-notice")).toContainText("Our formulators are away right now.");
    await expect(chat.getByTestId("chat-away-notice")).toContainText("00:00–01:00");

    const form = chat.getByRole("form", { name: "Leave a message" });
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Your e-mail").fill("mara@");
    await form.getByLabel("Your question").fill("Which preservative suits a pH 6 aloe gel?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByLabel("Your e-mail")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(visitor);
    const box = await chat.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await visitor.screenshot({ path: testInfo.outputPath(`chat-away-${viewport.width}.png`) });

    await form.getByLabel("Your e-mail").fill(email);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(chat.getByText("Which preservative suits a pH 6 aloe gel?")).toBeVisible();
    await expect(chat.getByTestId("chat-ack")).toHaveText(
      `Thanks! Our formulators are away right now; we'll reply to ${email} by e-mail.`,
    );
    await visitor.screenshot({ path: testInfo.outputPath(`chat-away-sent-${viewport.width}.png`) });

    await adminPage.setViewportSize(viewport);
    const thread = await openInInbox(adminPage, name);
    await expect(thread.getByText("Which preservative suits a pH 6 aloe gel?")).toBeVisible();
    const context = adminPage.getByRole("region", { name: "Visitor" });
    await expect(context.getByTestId("visitor-email")).toHaveAttribute("href", `mailto:${email}`);
    await expect(context.getByText("/faq")).toBeVisible();
    await adminPage.screenshot({ path: testInfo.outputPath(`inbox-away-${viewport.width}.png`), fullPage: true });
    await visitor.context().close();
  });
}
