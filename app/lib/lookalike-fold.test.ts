import { describe, expect, test } from "vitest";
import { foldLookalikes, lookalikeSkeletons, reservedNameCheck } from "./lookalike-fold";

describe("the look-alike fold", () => {
  test("names that look alike fold to one skeleton", () => {
    const support = foldLookalikes("support");
    for (const name of [
      "Support",
      "SUPPORT",
      "S u p p o r t",
      "S.u.p.p.o.r.t",
      "Su\u200bpport", // zero-width space
      "\uff33\uff55\uff50\uff50\uff4f\uff52\uff54", // full-width
      "\u0455u\u0440\u0440\u043er\u0442", // Cyrillic ѕ, р, р, о, т
      "\u054fu\u0440\u0440\u0585rt", // Armenian Տ and օ, Cyrillic р
      "\u0405\u057dpp\u0585rt", // Cyrillic Ѕ, Armenian ս and օ
      "Supp0rt",
      "5upp0r7",
      "$upport",
      "Sùppórt",
    ]) {
      expect(foldLookalikes(name), name).toBe(support);
    }
    for (const name of ["Admin", "Adm1n", "ADMlN", "@dmin", "4dm!n", "\u0391dmin", "\u0430dm\u0456n", "adm|n"]) {
      expect(foldLookalikes(name), name).toBe(foldLookalikes("admin"));
    }
    // Greek capital eta is an H, small eta an n.
    expect(foldLookalikes("\u0397elp")).toBe(foldLookalikes("help"));
    expect(foldLookalikes("Adm\u03b7in")).toBe(foldLookalikes("admnin"));
    expect(foldLookalikes("modern")).toBe(foldLookalikes("modem"));
  });

  test("digits and signs are read both as letters and as noise", () => {
    expect(lookalikeSkeletons("Support 1")).toEqual([foldLookalikes("supporti"), foldLookalikes("support")]);
    expect(lookalikeSkeletons("Ana")).toEqual(["ana"]);
  });
});

describe("reserved names", () => {
  const isReserved = reservedNameCheck({
    anywhere: ["formulab"],
    roles: ["support", "admin", "team", "agent", "care"],
    qualifiers: ["customer", "of", "head", "help"],
  });

  test.each([
    "Support",
    "Adm1n",
    "Support Agent",
    "support-agent",
    "SupportTeam",
    "Customer Care",
    "Head of Support",
    "Support 2024",
    "Support!",
    "\u0455u\u0440\u0440\u043er\u0442", // Cyrillic ѕ, р, р, о, т
    "\u054f\u057dpp\u0585rt Team", // Armenian Տ, ս and օ
    "\u0570\u0435\u04cf\u0440 T\u0435am", // "Help Team": Armenian հ, Cyrillic е, ӏ and р
    "F0rmu1ab",
    "The Formulab Experts",
  ])("%j is refused", (name) => expect(isReserved(name)).toBe(true));

  test.each(["Ana", "Zoë", "李雷", "Adminah Okafor", "Sam from Support Street", "Customer", "Teamster", "Carey", ""])(
    "%j is a visitor's own name",
    (name) => expect(isReserved(name)).toBe(false),
  );
});
