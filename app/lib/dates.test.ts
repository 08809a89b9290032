import { expect, test } from "vitest";
import { formatDate, formatDateTime } from "./dates";
import { displayName } from "./display-name";

test("dates read like the spec's formats", () => {
  expect(formatDate("2025-01-05T10:00:00Z")).toBe("Jan 05, 2025");
  expect(formatDateTime("2025-01-05T14:30:00Z")).toBe("Jan 05, 2025 14:30");
});

test("names fall back from full name to first name to e-mail to 'User'", () => {
  expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "ada@x.io" })).toBe("Ada Lovelace");
  expect(displayName({ firstName: "Ada", email: "ada@x.io" })).toBe("Ada");
  expect(displayName({ email: "ada@x.io" })).toBe("ada");
  expect(displayName({})).toBe("User");
});
