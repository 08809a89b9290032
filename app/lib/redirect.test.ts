import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { loginReturningTo, redirectToOf, sameSitePath } from "./redirect";

const SITE = "https://formulab.example";

/** Where a browser goes for `Location: <target>` sent from a page of the site (WHATWG URL resolution). */
const landsOn = (target: string) => new URL(target, `${SITE}/login?redirectTo=x`).origin;

/**
 * Known ways to smuggle another host past a "starts with /" check: dot segments that normalise to
 * `//`, backslashes browsers read as slashes, encoded slashes and backslashes, tabs and newlines
 * browsers drop, userinfo, scheme-relative and absolute URLs, and script or data schemes.
 */
const BYPASSES = [
  "/.//evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E//evil.example",
  "/a/../..//evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/%09/evil",
  "/%0A/evil",
  "/%00/evil",
  "@evil.example",
  "/@evil.example@evil.example\\",
  "https://evil.example",
  "https:/evil.example",
  "http:evil.example",
  "HTTPS://evil.example/x",
  "//evil.example@formulab.example",
  "data:text/html,<script>alert(1)</script>",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "/%ZZ",
  "evil.example",
  "?redirectTo=//evil.example",
  "#//evil.example",
  "",
];

describe("the redirect target rule", () => {
  test.each(BYPASSES)("%j is refused", (target) => {
    expect(sameSitePath(target)).toBeUndefined();
  });

  test("paths on this site pass, normalised as a browser would send them", () => {
    expect(sameSitePath("/formulation/aha-toner?download=1")).toBe("/formulation/aha-toner?download=1");
    expect(sameSitePath("/admin/user-activity?tab=users&q=ada%20l")).toBe("/admin/user-activity?tab=users&q=ada%20l");
    expect(sameSitePath("/a/./b/../c")).toBe("/a/c");
    expect(sameSitePath("/@evil.example")).toBe("/@evil.example");
    expect(sameSitePath("/browse?search=a%2Fb")).toBe("/browse?search=a%2Fb");
    expect(sameSitePath("/about#team")).toBe("/about");
    expect(sameSitePath("/crème")).toBe("/cr%C3%A8me");
    expect(sameSitePath("/")).toBe("/");
    for (const bad of [null, undefined, 42, {}, "x".repeat(3000), `/${"a".repeat(2000)}`]) {
      expect(sameSitePath(bad)).toBeUndefined();
    }
  });

  test("whatever passes stays on the site in a browser, and passes again unchanged", () => {
    const alphabet = [
      "/",
      "\\",
      ".",
      "%",
      "2",
      "F",
      "f",
      "5",
      "C",
      "e",
      "E",
      "@",
      ":",
      "?",
      "#",
      "\t",
      "\n",
      "a",
      "x",
      " ",
    ];
    const targets = fc.oneof(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((parts) => parts.join("")),
      fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((parts) => `/${parts.join("")}`),
      fc.string({ maxLength: 40 }),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(targets, (target) => {
        const path = sameSitePath(target);
        if (path === undefined) return;
        expect(landsOn(path)).toBe(SITE);
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        expect(sameSitePath(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  test("the log-in link carries only a same-site path back, and the page reads it with the same rule", () => {
    expect(loginReturningTo("/formulation/x?download=1")).toBe("/login?redirectTo=%2Fformulation%2Fx%3Fdownload%3D1");
    expect(loginReturningTo("//evil.example")).toBe("/login?redirectTo=%2F");
    const login = (target: string) => new Request(`${SITE}/login?${new URLSearchParams({ redirectTo: target })}`);
    expect(redirectToOf(login("/my-account"))).toBe("/my-account");
    expect(redirectToOf(login("/.//evil.example"))).toBeUndefined();
    expect(redirectToOf(new Request(`${SITE}/login`))).toBeUndefined();
  });
});
