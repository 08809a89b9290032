/**
 * The chemistry gate: what the ingredients of one pack do to each other. Reactive roles
 * (data/reactive-roles.json) say what each ingredient can do; rules over roles
 * (data/incompatibilities.json) say when that is dangerous (error) or only spoils the product
 * (warning), each with its source. The validator runs it on every formula, so the demo, the
 * wizard, bulk jobs, the admin editor and the library check all answer the same.
 */
import { z } from "zod";
import ruleData from "./data/incompatibilities.json";
import roleData from "./data/reactive-roles.json";

const RoleSchema = z
  .object({ label: z.string().min(3), ids: z.array(z.string()), pattern: z.string().min(2) })
  .strict();

const RuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    when: z.array(z.string()).min(1).max(2),
    water: z.number().min(0).max(100).optional(),
    min: z.record(z.string(), z.number().positive()).optional(),
    phBelow: z.number().min(0).max(14).optional(),
    phAbove: z.number().min(0).max(14).optional(),
    leaveOn: z.boolean().optional(),
    severity: z.enum(["error", "warning"]),
    message: z.string().min(10),
    instead: z.string().min(10),
    source: z.string().min(10),
  })
  .strict();

export type ReactiveRole = z.infer<typeof RoleSchema> & { id: string; regex: RegExp };
export type ChemistryRule = z.infer<typeof RuleSchema>;

const { $comment: _roleComment, ...roleEntries } = roleData as Record<string, unknown>;
export const REACTIVE_ROLES: readonly ReactiveRole[] = Object.entries(roleEntries).map(([id, value]) => {
  const role = RoleSchema.parse(value);
  return { ...role, id, regex: new RegExp(role.pattern, "i") };
});
export const CHEMISTRY_RULES: readonly ChemistryRule[] = z
  .object({ $comment: z.string(), rules: z.array(RuleSchema) })
  .parse(ruleData).rules;

const ROLE_BY_ID = new Map(REACTIVE_ROLES.map((r) => [r.id, r]));
for (const rule of CHEMISTRY_RULES) {
  for (const role of [...rule.when, ...Object.keys(rule.min ?? {})]) {
    if (!ROLE_BY_ID.has(role)) throw new Error(`chemistry rule ${rule.id}: unknown role "${role}"`);
  }
}

/** One row of a pack as the gate sees it: the knowledge-base id when known, the names as written. */
export type GateRow = {
  id?: string;
  label: string;
  /** Name, INCI name and the knowledge base's INCI name, each matched on its own. */
  names: readonly string[];
  /** % w/w as supplied. */
  percent: number;
  water?: boolean;
};

export type GateContext = {
  /** The formula's pH (the acid–base model's where it can tell, else the stated one). */
  ph?: number;
  leaveOn?: boolean;
};

export type ChemistryConflict = {
  rule: ChemistryRule;
  /** The rows that meet the rule, one per role of `when`. */
  rows: readonly GateRow[];
  message: string;
};

/** The reactive roles a row takes, by its id or its names. */
export function rolesOf(row: Pick<GateRow, "id" | "names">): Set<string> {
  const out = new Set<string>();
  for (const role of REACTIVE_ROLES) {
    if ((row.id && role.ids.includes(row.id)) || row.names.some((n) => n && role.regex.test(n.trim())))
      out.add(role.id);
  }
  return out;
}

export function roleLabel(id: string): string {
  return ROLE_BY_ID.get(id)?.label ?? id;
}

/** Every rule the pack meets, in the order of the rules file. */
export function chemistryConflicts(rows: readonly GateRow[], context: GateContext = {}): ChemistryConflict[] {
  const roles = rows.map((row) => rolesOf(row));
  const water = rows.filter((r) => r.water).reduce((s, r) => s + r.percent, 0);
  const holders = (role: string) => rows.filter((_, i) => roles[i]?.has(role));
  const level = (role: string) => holders(role).reduce((s, r) => s + r.percent, 0);
  const out: ChemistryConflict[] = [];
  for (const rule of CHEMISTRY_RULES) {
    if (rule.water !== undefined && water < rule.water) continue;
    if (rule.leaveOn !== undefined && context.leaveOn !== rule.leaveOn) continue;
    if (rule.phBelow !== undefined && (context.ph === undefined || context.ph >= rule.phBelow)) continue;
    if (rule.phAbove !== undefined && (context.ph === undefined || context.ph <= rule.phAbove)) continue;
    if (Object.entries(rule.min ?? {}).some(([role, least]) => level(role) < least)) continue;
    const [first, second] = rule.when as [string, string | undefined];
    const a = holders(first);
    if (!a.length) continue;
    if (second === undefined) {
      for (const row of a) out.push({ rule, rows: [row], message: fill(rule.message, row.label) });
      continue;
    }
    // Two different rows: one ingredient that carries both roles (a chlorinated isocyanuric
    // "acid") does not react with itself.
    const pair = a.flatMap((x) =>
      holders(second)
        .filter((y) => y !== x)
        .map((y) => [x, y] as const),
    )[0];
    if (pair) out.push({ rule, rows: pair, message: fill(rule.message, pair[0].label, pair[1].label) });
  }
  return out;
}

function fill(message: string, a: string, b?: string): string {
  const text = message.replace("{a}", a).replace("{b}", b ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
