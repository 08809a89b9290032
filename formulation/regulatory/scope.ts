/**
 * Product-type scope: classify the free text of "Product Type, body parts" (and the prohibitions in
 * "Other" / "Wording of conditions") into scope tags, and decide whether a rule applies to a product.
 */
import {
  PRODUCT_KINDS,
  type ProductArea,
  type ProductContext,
  type ProductKind,
  type ProductScope,
  SCOPE_TAGS,
  type ScopeTag,
} from "./types";

const AREA_TAGS = ["hair", "oral", "nail", "eye", "lip", "face", "skin", "body", "hand", "foot"] as const;
type AreaTag = (typeof AREA_TAGS)[number];

function isArea(t: ScopeTag): t is AreaTag {
  return (AREA_TAGS as readonly string[]).includes(t);
}

function isKind(t: ScopeTag): t is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(t);
}

/** Product areas a positive area tag covers. "Skin products" include face, body, hand and foot products. */
const COVERS: Record<AreaTag, readonly ProductArea[]> = {
  hair: ["hair"],
  oral: ["oral"],
  nail: ["nail"],
  eye: ["eye"],
  lip: ["lip"],
  face: ["face"],
  skin: ["skin", "face", "body", "hand", "foot"],
  body: ["body"],
  hand: ["hand"],
  foot: ["foot"],
};

/** Areas with mucous membranes. */
const MUCOUS: readonly ProductArea[] = ["lip", "oral", "eye"];

/** Lower case, soft hyphens out, dashes/quotes unified, "leave on" → "leave-on", "anti- dandruff" → "anti-dandruff". */
function prep(text: string): string {
  return text
    .replace(/\u00ad/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/[’‘′`]/g, "'")
    .replace(/[“”„]/g, '"')
    .toLowerCase()
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\bleave[ -]+on\b/g, "leave-on")
    .replace(/\brinse[ -]+off\b/g, "rinse-off")
    .replace(/\bmake[ -]up\b/g, "makeup")
    .replace(/([a-z])- ([a-z])/g, "$1-$2");
}

/** Tags named by one fragment of text (no exception handling). */
export function tagsOf(fragment: string): Set<ScopeTag> {
  const t = prep(fragment);
  const tags = new Set<ScopeTag>();
  const eye = /\beye|mascara|eyeliner|\blash/.test(t);
  const lip = /\blip(?:s|sticks?)?\b/.test(t);
  if (/\brinse-off\b|shampoo|\bsoaps?\b|shower|\bbath\b|\bwash\b/.test(t)) tags.add("rinse-off");
  if (
    /\bleave-on\b|\blotions?\b|\bcreams?\b|deodorant|anti-?perspirant|\bpowder|fragrance|perfume|parfum|eau de toilette|hydroalcoholic|makeup(?! remover)|mascara|eyeliner|eye shadow|lipstick|foundation|concealer/.test(
      t,
    )
  )
    tags.add("leave-on");
  if (/\bhair|shampoo|scalp|\bhead\b|dandruff/.test(t)) tags.add("hair");
  if (/hair[- ]?d(?:ye|ay)|dyeing|oxidati|oxidising colouring|colouring agents? for hair/.test(t)) {
    tags.add("hair-dye");
    tags.add("hair");
  }
  if (/\boral\b|tooth|teeth|mouth|dentifrice|dental/.test(t)) tags.add("oral");
  if (/nail|cuticle/.test(t)) tags.add("nail");
  if (eye) tags.add("eye");
  if (lip) tags.add("lip");
  if (/\bface\b|\bfacial\b/.test(t) || (/makeup|foundation|concealer|blemish/.test(t) && !eye && !lip))
    tags.add("face");
  if (/\bskin\b/.test(t)) tags.add("skin");
  if (/\bhands?\b/.test(t)) tags.add("hand");
  if (/\bfoot\b|\bfeet\b/.test(t)) tags.add("foot");
  if (/\bbody\b|shower|\bbath\b|deodorant|anti-?perspirant/.test(t)) tags.add("body");
  // Kinds of product a rule may single out: "Deodorants (non-spray)" is no licence for body lotion.
  if (/deodorant|anti-?perspirant/.test(t)) tags.add("deodorant");
  if (/makeup(?! remover)|foundation|concealer|face powder|loose powder|\bblush/.test(t)) tags.add("makeup");
  if (/tooth ?pastes?|dentifrice/.test(t)) tags.add("toothpaste");
  if (/mouth ?(?:wash|rinse)/.test(t)) tags.add("mouthwash");
  if (/depilator/.test(t)) tags.add("depilatory");
  if (/straighten|hair waving|\bwaving\b/.test(t)) tags.add("straightener");
  // Product kinds that are skin products unless the text names a narrower area ("Self-tanning
  // products for the face", "Body soaps").
  if (/\bsoaps?\b|depilator|self-tanning|astringent/.test(t) && ![...tags].some(isArea)) tags.add("skin");
  // Calluses grow on feet and hands: a callosity softener's rule is no licence for a body cream
  // or a depilatory (Annex III 15a lets those reach pH 11 and 12.7 respectively).
  if (/callosit/.test(t) && ![...tags].some(isArea)) {
    tags.add("foot");
    tags.add("hand");
  }
  if (/spray|aerosol|propell[ae]nt/.test(t)) tags.add("spray");
  if (/professional/.test(t)) tags.add("professional");
  if (
    /(?:child(?:ren)?|person|people)\s+(?:\w+\s+){0,2}?under\s+(?:\d+|three|six|ten|eighteen)\b|\bbab(?:y|ies)\b|infant|nappy/.test(
      t,
    )
  )
    tags.add("children-under-3");
  if (/fragrance|perfume|parfum|eau de toilette|hydroalcoholic|aromatic composition/.test(t)) tags.add("fragrance");
  if (/^\W*others?\b|\bin others? (?:cosmetic )?(?:products|uses)\b/.test(t)) tags.add("other");
  return tags;
}

const EXCEPTION_MARKER =
  /\b(?:with the exception of|except(?: for| in)?|excluding|other than|not to be used (?:in|on)|not in (?:the )?form of|not intended for)\b/;

/** Footnotes and notes carry no scope ("(*) From 26 January 2022 hair dye … shall not be placed …"). */
function dropNotes(t: string): string {
  return t
    .split("\n")
    .filter((line) => !/^\s*(?:\(\*+\)|\*+|note\b|footnote\b)/.test(line))
    .join("\n");
}

/** Tags in the order of `SCOPE_TAGS`, without duplicates. */
function sortTags(tags: Iterable<ScopeTag>): ScopeTag[] {
  return [...new Set(tags)].sort((a, b) => SCOPE_TAGS.indexOf(a) - SCOPE_TAGS.indexOf(b));
}

interface ExclusionResult {
  except: ScopeTag[][];
  notMucous: boolean;
}

/** Items of an exclusion phrase ("oral and lip products", "body lotion, eye shadow, mascara"). */
function exclusionItems(phrase: string): ExclusionResult {
  const except: ScopeTag[][] = [];
  let notMucous = false;
  const cut = phrase.split(/\b(?:with the exception|except|other than|unless)\b/)[0] ?? "";
  if (/inhalation|lungs/.test(cut)) except.push(["spray"]);
  for (const item of cut.split(/,|\band\b|\bor\b|\bin\b|\//)) {
    if (/mucous/.test(item)) {
      notMucous = true;
      continue;
    }
    if (/inhalation|lungs/.test(item)) continue;
    const tags = tagsOf(item);
    tags.delete("other");
    tags.delete("all");
    if (tags.size) except.push(sortTags(tags));
  }
  return { except, notMucous };
}

function union(lists: readonly (readonly ScopeTag[])[]): ScopeTag[] {
  return sortTags(lists.flat());
}

function dedupeItems(items: ScopeTag[][]): ScopeTag[][] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = i.join(",");
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Classify a "Product Type, body parts" text. Empty text, "All cosmetic products" and texts that
 * name no product type ("Rust inhibitor", "Denaturant for ethanol") give `any: [["all"]]`.
 *
 * The text is read clause by clause (lines, ";", sentences). In each clause an exception marker
 * ("except", "with the exception of", "other than", "excluding", "Not to be used in") splits it
 * into the products named and the products excluded; parenthesised exceptions ("(except hand
 * wash)", "(non-spray)") are excluded too. Named products are split on ",", "and", "or" into
 * alternatives; "The following spray products: fine fragrances, hair sprays" gives the head's tags
 * to every item.
 */
export function classifyProductType(text: string): ProductScope {
  let t = dropNotes(prep(text));
  const any: ScopeTag[][] = [];
  const except: ScopeTag[][] = [];
  let notMucous = false;
  const exclude = (phrase: string) => {
    const r = exclusionItems(phrase);
    except.push(...r.except);
    notMucous ||= r.notMucous;
  };

  t = t.replace(/\(([^()]*)\)/g, (whole, inner: string) => {
    const m = EXCEPTION_MARKER.exec(inner);
    if (m && /^\s*$/.test(inner.slice(0, m.index))) {
      exclude(inner.slice(m.index + m[0].length));
      return " ";
    }
    if (/^\s*non-spray\s*$/.test(inner)) {
      except.push(["spray"]);
      return " ";
    }
    if (/^\s*(?:\*+|\d{1,2}|entry [^)]*)\s*$/.test(inner)) return " ";
    return whole;
  });
  t = t.replace(/\bnon-spray\b/g, () => {
    except.push(["spray"]);
    return " ";
  });

  for (const fullClause of t.split(/\n|;|\.(?:\s|$)/)) {
    // "Oral products, including mouth rinse, tooth paste …", "Body products, including propellant
    // and pump spray products": what follows "including" details the products already named.
    const clause = fullClause.replace(/,?\s*\bincluding\b.*$/, "");
    const m = EXCEPTION_MARKER.exec(clause);
    const positive = m ? clause.slice(0, m.index) : clause;
    if (m) exclude(clause.slice(m.index + m[0].length));
    const colon = positive.indexOf(":");
    const head = colon >= 0 ? tagsOf(positive.slice(0, colon)) : new Set<ScopeTag>();
    const body = colon >= 0 ? positive.slice(colon + 1) : positive;
    let added = false;
    for (const item of body.split(/,|\band\b|\bor\b/)) {
      const tags = tagsOf(item);
      if (tags.size === 0) continue;
      for (const h of head) tags.add(h);
      any.push(sortTags(tags));
      added = true;
    }
    if (!added && head.size) any.push(sortTags(head));
  }

  let items = dedupeItems(any);
  if (notMucous) items = items.length ? items.map((i) => sortTags([...i, "not-mucous"])) : [["not-mucous"]];
  if (items.length === 0) items = [["all"]];
  return { tags: union(items), any: items, except: dedupeItems(except) };
}

/**
 * Prohibitions stated in the "Other" or "Wording of conditions" text of a rule: sentences that
 * start with "Not to be used in/on …" ("Not to be used in oral products", "… in products for
 * children under 3 years of age", "… in applications that may lead to exposure of the end-user's
 * lungs by inhalation" → spray). Label warnings ("Not to be used for children under 3 years of
 * age") and phrases inside parentheses are not prohibitions and are ignored.
 */
export function prohibitionsFrom(text: string): ExclusionResult {
  const t = prep(text);
  const except: ScopeTag[][] = [];
  let notMucous = false;
  for (const m of t.matchAll(/(?:^|\n|\.\s|^\s*[-—•]\s*|\n\s*[-—•]\s*|\)\s+)not to be used (?:in|on)\b([^.;\n]*)/g)) {
    const r = exclusionItems(m[1] ?? "");
    except.push(...r.except);
    notMucous ||= r.notMucous;
  }
  return { except: dedupeItems(except), notMucous };
}

/** "Professional use" / "For professional use only" as a line of its own in the "Other" text. */
export function isProfessionalOnly(otherText: string): boolean {
  return /(?:^|\n)\s*(?:for )?professional use(?: only)?\s*\.?\s*(?:\n|$)/i.test(otherText.replace(/\r/g, ""));
}

/** Add tags to every alternative of a scope (e.g. "professional"), dropping "all". */
export function withTags(scope: ProductScope, extra: readonly ScopeTag[]): ProductScope {
  if (extra.length === 0) return scope;
  const any = dedupeItems(scope.any.map((i) => sortTags([...i.filter((t) => t !== "all"), ...extra])));
  return { tags: union(any), any, except: scope.except };
}

/**
 * Drop exclusions that the product context cannot tell apart from the products the rule names:
 * "Face makeup (except … makeup remover)" excludes {face} from {leave-on, face}, which would
 * void the rule for every face product; "Rinse-off skin products (except hand wash)" excludes
 * {rinse-off, skin} from {rinse-off, skin}. Keeping the rule applicable is the conservative
 * reading (the stricter sibling rule still applies as well).
 */
export function finaliseScope(scope: ProductScope): ProductScope {
  const except = scope.except.filter((x) => !scope.any.some((item) => x.every((tag) => item.includes(tag))));
  return except.length === scope.except.length ? scope : { ...scope, except };
}

/** Add exclusions (and "not-mucous") to a scope. */
export function withExclusions(scope: ProductScope, ex: ExclusionResult): ProductScope {
  const s = ex.notMucous ? withTags(scope, ["not-mucous"]) : scope;
  return { tags: s.tags, any: s.any, except: dedupeItems([...s.except, ...ex.except]) };
}

/**
 * Does one alternative (a set of tags) hold for a product? Area tags: the product's area must be
 * among them (with "skin" covering face and body, unless `exactAreas`, used for exclusions, so
 * that "except hand wash" does not exclude shower gels). "leave-on"/"rinse-off" alone constrain
 * the product type. "spray", "professional", "hair-dye", "fragrance", "children-under-3" need the
 * matching context flag, a product kind ("deodorant", "toothpaste", …) the context's `kind`.
 * "not-mucous" fails for lip, oral and eye products.
 */
export function alternativeMatches(item: readonly ScopeTag[], ctx: ProductContext, exactAreas = false): boolean {
  const areas = item.filter(isArea);
  if (areas.length > 0 && !areas.some((a) => (exactAreas ? a === ctx.area : COVERS[a].includes(ctx.area)))) {
    return false;
  }
  const leaveOn = item.includes("leave-on");
  const rinseOff = item.includes("rinse-off");
  if (leaveOn && !rinseOff && !ctx.leaveOn) return false;
  if (rinseOff && !leaveOn && ctx.leaveOn) return false;
  for (const tag of item) if (isKind(tag) && ctx.kind !== tag) return false;
  if (item.includes("spray") && !ctx.spray) return false;
  if (item.includes("professional") && !ctx.professional) return false;
  if (item.includes("hair-dye") && !ctx.hairDye) return false;
  if (item.includes("fragrance") && !ctx.fragrance) return false;
  if (item.includes("children-under-3") && !ctx.children) return false;
  if (item.includes("not-mucous") && MUCOUS.includes(ctx.area)) return false;
  return true;
}

export interface ScopeMatch {
  /** Excluded by an exception of its own. */
  excluded: boolean;
  /** Matches through an alternative that is not "other products". */
  direct: boolean;
  /** Would match through an "other products" alternative, if no sibling rule matches directly. */
  viaOther: boolean;
}

export function matchScope(scope: ProductScope, ctx: ProductContext): ScopeMatch {
  const excluded = scope.except.some((x) => alternativeMatches(x, ctx, true));
  let direct = false;
  let viaOther = false;
  for (const item of scope.any) {
    if (item.includes("other")) {
      if (alternativeMatches(item, ctx)) viaOther = true;
    } else if (alternativeMatches(item, ctx)) direct = true;
  }
  return { excluded, direct, viaOther };
}
