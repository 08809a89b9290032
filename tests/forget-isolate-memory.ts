import { beforeEach } from "vitest";
import { forgetContentMemo } from "#app/server/content-memo.server";
import { forgetContentVersion } from "#app/server/content-version.server";
import { forgetRecentAnswers } from "../workers/recent-answers";

// Tests write the database directly, without the content-version bump every write path of the app
// makes, and each test sees its own copy of the storage. So each starts as a fresh isolate would:
// nothing remembered from the catalogue or the pages of an earlier test.
beforeEach(() => {
  forgetContentMemo();
  forgetContentVersion();
  forgetRecentAnswers();
});
