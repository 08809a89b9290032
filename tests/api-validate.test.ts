import { expect, test } from "vitest";
import * as route from "#app/features/formulation/routes/api/formulations-validate";
import { call } from "./helpers";

function post(body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return new Request("http://localhost/api/formulations/validate", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const CREAM = {
  category: "skin-care-formulations",
  productType: "O/W face cream",
  leaveOn: true,
  phLevel: 5.5,
  ingredients: [
    { inci: "Aqua", percentage: "q.s." },
    { name: "Glycerin", percentage: "3%" },
    { inci: "Cetearyl Alcohol", percentage: "3%" },
    { inci: "Glyceryl Stearate SE", percentage: "4%" },
    { inci: "Caprylic/Capric Triglyceride", percentage: "8%" },
    { cas: "122-99-6", percentage: "0,9 %" },
    { inci: "Linalool", percentage: "0.01%" },
  ],
};

test("a valid formula gets its label and allergen declaration", async () => {
  const res = await call(route.action, post(CREAM));
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    isValid: boolean;
    total: number;
    label: string[];
    allergens: { name: string }[];
  };
  expect(body.isValid).toBe(true);
  expect(body.total).toBe(100);
  expect(body.label.slice(0, 3)).toEqual(["Aqua", "Caprylic/Capric Triglyceride", "Glyceryl Stearate SE"]);
  expect(body.allergens.map((a) => a.name)).toEqual(["Linalool"]);
});

test("an invalid formula lists its errors with citations", async () => {
  const res = await call(
    route.action,
    post({ ...CREAM, ingredients: [...CREAM.ingredients.slice(0, 5), { inci: "Phenoxyethanol", percentage: "1.5%" }] }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { isValid: boolean; findings: { code: string; citation?: string }[] };
  expect(body.isValid).toBe(false);
  expect(body.findings).toContainEqual(
    expect.objectContaining({ code: "annex-v-max", citation: "EU CosIng Annex V ref. 29, data of 28/08/2026" }),
  );
});

test("malformed input gets a 400 with a clear message", async () => {
  const notJson = await call(route.action, post("{nope"));
  expect(notJson.status).toBe(400);
  expect(await notJson.json()).toEqual({ message: "Request body is not valid JSON" });

  const empty = await call(route.action, post({ ingredients: [] }));
  expect(empty.status).toBe(400);
  expect(((await empty.json()) as { message: string }).message).toBe("Add at least one ingredient");

  const anonymous = await call(route.action, post({ ingredients: [{ percentage: "5%" }] }));
  expect(((await anonymous.json()) as { message: string }).message).toBe(
    "Each ingredient needs a name, an INCI name or a CAS number",
  );

  const badCategory = await call(route.action, post({ ...CREAM, category: "space-rockets" }));
  expect(badCategory.status).toBe(400);
  expect(((await badCategory.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.category).toEqual([
    "Unknown category",
  ]);

  const wrongType = await call(route.action, post(CREAM, { "Content-Type": "text/plain" }));
  expect(wrongType.status).toBe(415);

  const get = await call(route.loader, new Request("http://localhost/api/formulations/validate"));
  expect(get.status).toBe(405);
});

test("an oversized body is refused with 413", async () => {
  const big = { ...CREAM, productType: "x".repeat(40_000) };
  const res = await call(route.action, post(big));
  expect(res.status).toBe(413);
  expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
});

test("the body area changes the verdict: retinol at 0.2 % is fine on the face, over the limit in a body lotion", async () => {
  const formula = (bodyArea: string) => ({
    category: "skin-care-formulations",
    productType: "cream",
    leaveOn: true,
    bodyArea,
    ingredients: [
      { inci: "Aqua", percentage: "q.s." },
      { inci: "Retinol", percentage: "0.2%" },
    ],
  });
  const codes = async (bodyArea: string) => {
    const body = (await (await call(route.action, post(formula(bodyArea)))).json()) as {
      findings: { severity: string; code: string }[];
    };
    return body.findings.filter((f) => f.severity === "error").map((f) => f.code);
  };
  expect(await codes("face")).not.toContain("annex-iii-max");
  expect(await codes("body")).toContain("annex-iii-max");
  const bad = await call(route.action, post(formula("elbow")));
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toMatch(/bodyArea must be one of/);
});

test("the answer carries the formula's CLP classification beside its findings", async () => {
  const oven = {
    category: "cleaning-products-formulations",
    productType: "oven cleaner",
    ingredients: [
      { inci: "Aqua", percentage: "q.s." },
      { inci: "Sodium Hydroxide", percentage: "6%" },
      { inci: "Lauramine Oxide", percentage: "1%" },
    ],
  };
  const res = await call(route.action, post(oven));
  expect(res.status).toBe(200);
  const { hazard } = (await res.json()) as {
    hazard: {
      regime: string;
      classification: {
        label: string;
        hazardStatement: { code: string };
        drivers: { name: string; percent: number }[];
      }[];
      pictograms: string[];
      signalWord: string | null;
      hazardStatements: { code: string; text: string }[];
      precautionaryStatements: { code: string }[];
      detergentLabel?: { lines: string[] };
    };
  };
  expect(hazard.regime).toBe("clp");
  expect(hazard.classification[0]).toMatchObject({
    label: "Skin Corr. 1A",
    hazardStatement: { code: "H314" },
    drivers: [{ name: "Sodium Hydroxide", percent: 6 }],
  });
  expect(hazard.pictograms).toEqual(["GHS05"]);
  expect(hazard.signalWord).toBe("Danger");
  expect(hazard.hazardStatements).toContainEqual({ code: "H314", text: "Causes severe skin burns and eye damage." });
  expect(hazard.precautionaryStatements.length).toBeLessThanOrEqual(6);
  expect(hazard.detergentLabel?.lines).toEqual(["less than 5 %: non-ionic surfactants"]);

  // A cosmetic is outside CLP labelling: the cosmetic label applies instead.
  const cream = (await (await call(route.action, post(CREAM))).json()) as {
    hazard: { regime: string; summary: string; pictograms: string[]; signalWord: string | null };
  };
  expect(cream.hazard).toMatchObject({ regime: "cosmetic", pictograms: [], signalWord: null });
  expect(cream.hazard.summary).toContain("Article 1(5)(c)");
});
