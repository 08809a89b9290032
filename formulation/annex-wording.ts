/**
 * Words for annex findings: how the checks read the product ("leave-on body product, for children
 * under 3"), where an entry allows a substance, and the label text of a rule.
 */
import type { ProductContext, RegulatoryEntry, RegulatoryRule, ScopeTag } from "./regulatory";

const AREA_WORDS: Record<ProductContext["area"], string> = {
  skin: "skin",
  face: "face",
  body: "body",
  hand: "hand",
  foot: "foot",
  eye: "eye",
  lip: "lip",
  oral: "oral",
  hair: "hair",
  nail: "nail",
};

/** "leave-on body product for children under 3, sprayed" — how the checks read the product. */
export function describeProduct(ctx: ProductContext): string {
  const words = [ctx.leaveOn ? "leave-on" : "rinse-off", AREA_WORDS[ctx.area], ctx.kind ?? "product"];
  const extras = [
    ctx.hairDye ? "hair dye" : "",
    ctx.fragrance ? "fine fragrance" : "",
    ctx.spray ? "sprayed" : "",
    ctx.children ? "for children under 3" : "",
    ctx.professional ? "for professional use" : "",
  ].filter(Boolean);
  return [words.join(" "), ...extras].join(", ");
}

const TAG_WORDS: Partial<Record<ScopeTag, string>> = {
  "rinse-off": "rinse-off",
  "leave-on": "leave-on",
  "hair-dye": "hair dye",
  fragrance: "fragrance",
  spray: "spray",
  "children-under-3": "children's",
  ...Object.fromEntries(Object.entries(AREA_WORDS).map(([k, v]) => [k, v])),
  deodorant: "deodorant",
  makeup: "make-up",
  toothpaste: "toothpaste",
  mouthwash: "mouthwash",
  depilatory: "depilatory",
};

/** ["leave-on", "body"] → "leave-on body products"; used where the annex gives no product type text. */
function describeItem(item: readonly ScopeTag[]): string {
  if (item.includes("all")) return "all products";
  if (item.includes("other")) return "other products";
  const words = item.map((t) => TAG_WORDS[t]).filter(Boolean);
  const tail = [
    item.includes("professional") ? "for professional use" : "",
    item.includes("not-mucous") ? "not on mucous membranes" : "",
  ]
    .filter(Boolean)
    .join(", ");
  return `${words.join(" ")} products${tail ? ` ${tail}` : ""}`.trim();
}

/**
 * Where an entry allows the substance, in the annex's own words where it has them ("Face products
 * with the exception of propellent spray products"), and the prohibitions it states ("Not to be
 * used in products for children under 3 years of age").
 */
export function allowedUses(entry: RegulatoryEntry): string {
  const uses = entry.rules.map((r) => {
    const text = r.productType.trim();
    const professional =
      r.scope.tags.includes("professional") && !/professional/i.test(text) ? " (professional use)" : "";
    return text && !/^not to be used/i.test(text) ? `${text}${professional}` : r.scope.any.map(describeItem).join(", ");
  });
  const prohibitions = entry.rules.flatMap(
    (r) => `${r.productType}\n${r.other}\n${r.conditions}`.match(/not to be used (?:in|on)\b[^.\n]*/gi) ?? [],
  );
  const allowed = [...new Set(uses.filter(Boolean))].join("; ") || "other products";
  const notes = [...new Set(prohibitions.map((p) => p.trim()))];
  return `only in ${allowed}${notes.length ? ` (${notes.map((n) => `"${n}"`).join("; ")})` : ""}`;
}

/** Chemical names of colorants run long; their INCI name (a colour index number) says the same. */
export function displayName(entry: RegulatoryEntry): string {
  return entry.name.length > 60 && entry.inci[0] ? entry.inci[0] : entry.name;
}

/**
 * Lines of the wording column that are conditions of use or raw-material specifications, not label
 * text: "Not to be used in applications that may lead to … inhalation" (a prohibition; the label
 * warning form is "Not to be used for …"), "Only nanomaterials having the following
 * characteristics are allowed", "purity ≥ 96 %".
 */
const NOT_LABEL_TEXT =
  /^(?:not to be used (?:in|on)\b|only nanomaterials|purity|median|primary particle|particle|aspect ratio|specific surface|solubility|coat|photocatalytic|impurit|the following)/i;

/** Label text of a rule's "Wording of conditions of use and warnings", on one line. */
export function wording(rule: RegulatoryRule): string {
  return rule.conditions
    .split("\n")
    .map((l) => l.replace(/^\s*[-—–•]\s*/, "").trim())
    .filter((l) => l && !NOT_LABEL_TEXT.test(l))
    .join(" / ");
}
