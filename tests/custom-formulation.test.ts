/**
 * The wizard's generation in the worker: the PDF comes back with the engine's notices, every
 * request is stored for review (never told in the public activity feed), bad fields get their message, refusals
 * say why, and one client address cannot generate without bound.
 */
import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import * as activityRoute from "#app/features/favourites/routes/api/activity";
import {
  GENERATION_LIMIT,
  GENERATION_LIMIT_MESSAGE,
  generateCustomFormulation,
} from "#app/features/wizard/custom-formulation.server";
import * as customRoute from "#app/features/wizard/routes/api/ai-custom-formulation";
import * as batchRoute from "#app/features/wizard/routes/api/custom-formulation-batch-record";
import * as namesRoute from "#app/features/wizard/routes/api/product-names";
import * as generateRoute from "#app/features/wizard/routes/generate";
import { CustomFormulationSchema } from "#app/features/wizard/schema";
import { call, countRows, get, runSeed } from "./helpers";

function post(body: unknown, ip = "203.0.113.7") {
  return new Request("http://localhost/api/ai/custom-formulation", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, "User-Agent": "wizard-test" },
    body: JSON.stringify(body),
  });
}

const NIGHT_CREAM = {
  productName: "Rich Night Cream",
  productDescription: "with 4% niacinamide, fragrance-free",
  productType: "cream",
  phLevel: 9.5,
  costLevel: "expensive",
  viscosity: "High",
  specialRequirements: ["Moisturizing"],
  volume: "50ml",
  shelfLife: 18,
  storageTemperature: "Below 30°C",
  productionVolume: "Medium Batch (100-1,000 units)",
  regulatoryRequirements: ["eu-compliant", "cruelty-free"],
  logoSettings: { companyName: "Acme Labs", logoSize: 110 },
};

test("a wizard request returns the PDF with its notices and is stored for review", async () => {
  const res = await call(customRoute.action, post(NIGHT_CREAM));
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="Rich_Night_Cream_formulation.pdf"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  // pH 9.5 is not a night cream's pH: the answer says so rather than silently changing it.
  const notices = JSON.parse(decodeURIComponent(res.headers.get("X-Formulation-Notices") ?? "[]")) as {
    code: string;
  }[];
  expect(notices.map((n) => n.code)).toContain("ph-adjusted");

  const stored = await env.DB.prepare(
    "SELECT product_name, status, consistency_type, budget_category, regulatory_requirements, form_data, ip_address, user_agent FROM user_formulation_requests WHERE product_name = ?",
  )
    .bind("Rich Night Cream")
    .first<Record<string, string>>();
  expect(stored).toMatchObject({
    status: "pending",
    consistency_type: "cream",
    budget_category: "Premium",
    regulatory_requirements: '["eu-compliant","cruelty-free"]',
    ip_address: "203.0.113.7",
    user_agent: "wizard-test",
  });
  expect(JSON.parse(stored?.form_data ?? "{}")).toMatchObject({
    shelfLife: 18,
    productionVolume: NIGHT_CREAM.productionVolume,
  });
  expect(stored?.form_data).not.toContain("logoSettings");
  // What a visitor typed (the product name) never reaches the public activity feed.
  const feed = await (await call(activityRoute.loader, get("/api/activity"))).text();
  expect(feed).not.toContain("Rich Night Cream");
  expect(await countRows("activity_events")).toBe(0);
});

test("every field is checked with the form's limits, with a message and nothing stored", async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ productName: "  " }, "productName", "Product name is required"],
    [{ productName: "x".repeat(121) }, "productName", "Product name must be at most 120 characters"],
    [{ productType: "paste" }, "productType", "Consistency type must be one of: cream, liquid, gel, powder"],
    [{ phLevel: 15 }, "phLevel", "pH must be a number from 1 to 14"],
    [{ shelfLife: 61 }, "shelfLife", "Shelf life must be a whole number of months from 1 to 60"],
    [{ volume: "lots" }, "volume", "Volume must be a quantity such as 50ml or 1kg"],
    [{ storageTemperature: "Hot" }, "storageTemperature", "Storage temperature must be one of:"],
    [{ costLevel: "free" }, "costLevel", "Cost level must be one of:"],
    [{ regulatoryRequirements: ["halal"] }, "regulatoryRequirements.0", "A regulatory requirement must be one of:"],
  ];
  const before = await countRows("user_formulation_requests");
  for (const [patch, field, message] of cases) {
    const res = await call(customRoute.action, post({ ...NIGHT_CREAM, ...patch }, "203.0.113.8"));
    expect(res.status, field).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toContain(message);
    expect(body.fieldErrors[field]?.[0]).toContain(message);
  }
  expect(await countRows("user_formulation_requests")).toBe(before);
});

test("a request the engine must refuse says why, and is still kept for review", async () => {
  const res = await call(customRoute.action, post({ productName: "qwzx blorft", productType: "cream" }, "203.0.113.9"));
  expect(res.status).toBe(422);
  expect(((await res.json()) as { message: string }).message).toMatch(/could not tell which product/i);
  const stored = await env.DB.prepare("SELECT status FROM user_formulation_requests WHERE product_name = ?")
    .bind("qwzx blorft")
    .first();
  expect(stored).toEqual({ status: "pending" });
});

test("one client address is limited, with a clear 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= GENERATION_LIMIT.max; i++) {
    const res = await call(
      customRoute.action,
      post({ productName: "Body Lotion", productType: "cream" }, "198.51.100.4"),
    );
    statuses.push(res.status);
    if (res.status === 429) expect(((await res.json()) as { message: string }).message).toBe(GENERATION_LIMIT_MESSAGE);
  }
  expect(statuses.slice(0, GENERATION_LIMIT.max).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Another address is not affected.
  expect((await call(customRoute.action, post({ productName: "Body Lotion" }, "198.51.100.5"))).status).toBe(200);
});

test("product-name suggestions: substring in any case, the exact name left out, at most six", async () => {
  await runSeed();
  const names = (await (await call(namesRoute.loader, get("/api/product-names?q=CREAM"))).json()) as string[];
  expect(names.length).toBe(6);
  for (const n of names) expect(n.toLowerCase()).toContain("cream");
  const exact = names[0] ?? "";
  const again = (await (
    await call(namesRoute.loader, get(`/api/product-names?q=${encodeURIComponent(exact)}`))
  ).json()) as string[];
  expect(again).not.toContain(exact);
  // Characters LIKE would treat as patterns are plain text here, and long input is refused, not a 500.
  expect(await (await call(namesRoute.loader, get("/api/product-names?q=%25%25%25"))).json()).toEqual([]);
  expect((await call(namesRoute.loader, get(`/api/product-names?q=${"a".repeat(121)}`))).status).toBe(400);
});

test("a generated formulation's batch record is printable for any size, by its request id only", async () => {
  const res = await call(
    customRoute.action,
    post({ productName: "Daily Face Cream", productType: "cream" }, "203.0.113.20"),
  );
  expect(res.status).toBe(200);
  const requestId = res.headers.get("X-Formulation-Request") ?? "";
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const pdf = (query: string, id = requestId) =>
    call(batchRoute.loader, get(`/api/custom-formulations/${id}/batch-record.pdf?${query}`), { id });

  const ok = await pdf("size=2.5&unit=kg");
  expect(ok.status).toBe(200);
  expect(ok.headers.get("Content-Type")).toBe("application/pdf");
  expect(ok.headers.get("Content-Disposition")).toContain("Daily_Face_Cream_batch_record_2-5kg.pdf");
  expect(new TextDecoder().decode(new Uint8Array(await ok.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

  const tooSmall = await pdf("size=0.1&unit=g");
  expect(tooSmall.status).toBe(400);
  expect(((await tooSmall.json()) as { message: string }).message).toBe("Batch too small: enter at least 1 g");
  expect((await pdf("size=1&unit=kg", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  expect((await pdf("size=1&unit=kg", "not-an-id")).status).toBe(400);
});

test("the wizard's form posts the same fields to its own action, and they are stored as sent", async () => {
  // One schema: the form validates with the object the use case parses with.
  expect(generateCustomFormulation.input).toBe(CustomFormulationSchema);
  const form = new FormData();
  for (const [name, value] of [
    ["productName", "Calm Rose Toner"],
    ["productType", "liquid"],
    ["viscosity", "Low"],
    ["volume", "100ml"],
    ["specialRequirements", "Hydrating"],
    ["specialRequirements", "Soothing"],
    ["phLevel", "5"],
    ["shelfLife", "12"],
    ["costLevel", "medium"],
    ["regulatoryRequirements", "cruelty-free"],
    ["productDescription", "fragrance-free"],
    ["logoSettings.companyName", "Acme Labs"],
    ["logoSettings.logoSize", "110"],
  ]) {
    form.append(name as string, value as string);
  }
  const reply = (await (generateRoute.action as (args: unknown) => unknown)({
    request: new Request("http://localhost/wizard/generate", {
      method: "POST",
      headers: { "CF-Connecting-IP": "203.0.113.30", "User-Agent": "wizard-form-test" },
      body: form,
    }),
    params: {},
    context: {},
  })) as { status: string; report: { pdf: string; filename: string; requestId: string } };
  expect(reply.status).toBe("success");
  expect(reply.report.filename).toBe("Calm_Rose_Toner_formulation.pdf");
  expect(atob(reply.report.pdf).slice(0, 5)).toBe("%PDF-");

  const stored = await env.DB.prepare(
    "SELECT consistency_type, budget_category, special_properties, form_data FROM user_formulation_requests WHERE id = ?",
  )
    .bind(reply.report.requestId)
    .first<Record<string, string>>();
  expect(stored).toMatchObject({
    consistency_type: "liquid",
    budget_category: "Medium Quality",
    special_properties: '["Hydrating","Soothing"]',
  });
  expect(JSON.parse(stored?.form_data ?? "{}")).toMatchObject({
    productType: "liquid",
    costLevel: "medium",
    specialRequirements: ["Hydrating", "Soothing"],
    productDescription: "fragrance-free",
  });
  const note = await env.DB.prepare("SELECT additional_note FROM user_notes WHERE product_type = ?")
    .bind("Calm Rose Toner")
    .first();
  expect(note).toEqual({ additional_note: "fragrance-free" });
});

test("a form the server refuses comes back as the form's errors with the API's message", async () => {
  const form = new FormData();
  form.append("productName", "Calm Rose Toner");
  form.append("volume", "lots");
  const outcome = (await (generateRoute.action as (args: unknown) => unknown)({
    request: new Request("http://localhost/wizard/generate", {
      method: "POST",
      headers: { "CF-Connecting-IP": "203.0.113.31" },
      body: form,
    }),
    params: {},
    context: {},
  })) as { data: { status: string; error: Record<string, string[]> }; init: { status: number } };
  expect(outcome.init.status).toBe(400);
  expect(outcome.data.error.volume).toEqual(["Volume must be a quantity such as 50ml or 1kg"]);
});
