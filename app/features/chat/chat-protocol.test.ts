import { describe, expect, test } from "vitest";
import {
  CHAT_PAGE_MESSAGE,
  ChatMessageInputSchema,
  ChatSessionIdSchema,
  ClientFrameSchema,
  isReservedSenderName,
  newChatSessionId,
  RESERVED_NAME_MESSAGE,
} from "./chat-protocol";

describe("chat session ids", () => {
  test("carry 128 random bits and never repeat", () => {
    const ids = Array.from({ length: 2000 }, newChatSessionId);
    for (const id of ids) expect(ChatSessionIdSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Every hex digit position varies (a timestamp or counter prefix would not).
    const hex = ids.map((id) => id.slice(5));
    for (let i = 0; i < 32; i++) expect(new Set(hex.map((h) => h[i])).size).toBeGreaterThan(8);
  });

  test("the old widget format is not a session id", () => {
    expect(ChatSessionIdSchema.safeParse("chat_1732441234567_k3j9x0ab").success).toBe(false);
  });
});

describe("reserved sender names", () => {
  test.each(["Support", " formulab  TEAM ", "Admin", "\u0405upport", "Formulab Experts", "ad-min", "ＡＤＭＩＮ"])(
    "%j is the team's",
    (name) => expect(isReservedSenderName(name)).toBe(true),
  );
  test.each(["Ana", "Zoë", "李雷", "Adminah Okafor", "Sam from Support Street"])("%j is a visitor's", (name) =>
    expect(isReservedSenderName(name)).toBe(false),
  );
});

test("a frame and an HTTP body share one schema and one message", () => {
  const body = { sessionId: newChatSessionId(), message: "hi", senderType: "user", senderName: "Support" };
  const viaBody = ChatMessageInputSchema.safeParse(body);
  const viaFrame = ClientFrameSchema.safeParse({ type: "chat_message", ...body });
  expect(viaBody.error?.issues[0]?.message).toBe(RESERVED_NAME_MESSAGE);
  expect(viaFrame.error?.issues[0]?.message).toBe(RESERVED_NAME_MESSAGE);
  expect(
    ClientFrameSchema.safeParse({ type: "chat_message", ...body, senderType: "admin", senderName: "Ana" }).success,
  ).toBe(false);
});

test("the page a visitor reports is a same-site path, by the redirect rule, kept normalised", () => {
  const join = (page: string) =>
    ClientFrameSchema.safeParse({ type: "join_session", sessionId: newChatSessionId(), page });
  for (const page of [
    "//evil.example/x",
    "/.//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
  ]) {
    expect(join(page).error?.issues[0]?.message, page).toBe(CHAT_PAGE_MESSAGE);
  }
  expect(join("/formulation/gentle-cream?tab=notes").data).toMatchObject({
    page: "/formulation/gentle-cream?tab=notes",
  });
  expect(join("/a/./b/../about").data).toMatchObject({ page: "/a/about" });
  expect(ClientFrameSchema.safeParse({ type: "join_session", sessionId: newChatSessionId() }).success).toBe(true);
});
