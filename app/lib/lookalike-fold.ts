/**
 * One look-alike fold for every check of a name against names reserved for someone else (today
 * the chat's names for the team). It reduces a text to a skeleton in which names that look alike
 * on screen are equal, in the spirit of Unicode's confusable skeletons (UTS #39):
 * - NFKC (full-width and stylised letters become plain ones), case folded, accents dropped;
 * - letters of other scripts that look like Latin ones read as those: Cyrillic `ѕuрроrt`, Greek
 *   `Αdmin`, Armenian `Տսppօrt` (upper and lower case are mapped apart where their shapes differ:
 *   Greek Η is an h, η an n);
 * - digits and signs used for letters (0 o, 1 l, 3 e, 4 a, 5 s, 7 t, 8 b, 9 g, @ a, $ s, ! i, | l)
 *   read as those letters — and, in a second skeleton, dropped, so "Support 1" is caught as well
 *   as "Supp0rt";
 * - letters told apart only by context made one: l, I and 1; rn and m; vv and w;
 * - everything else (spaces, punctuation, invisible characters, other scripts) dropped, so
 *   "S.u.p.p.o.r.t" and "Su\u200bpport" are "support".
 * Reserved words go through the same fold, so a list is written in plain English.
 * Isomorphic: the chat widget refuses a name with the rule the server applies.
 */

/** Look-alikes, as pairs of a character and the Latin letter it passes for. */
const LETTER_PAIRS = [
  // Greek capitals, then small letters (η looks like n and Η like H; μ like u and Μ like M).
  "ΑaΒbΕeΖzΗhΙiΚkΜmΝnΟoΡpΤtΥyΧxϹcͿj",
  "αaβbγyεeηnιiκkμuνvοoρpσoτtυuχxωwϲcϳj",
  // Cyrillic capitals, then small letters.
  "АaВbЕeЅsІiЈjКkМmНhОoРpСcТtУyХxҮyҺhԀdԚqԜwӀlЬb",
  "аaвbеeѕsіiјjкkмmнhоoрpсcтtуyхxүyһhԁdԛqԝwӏlпnгrьbѡw",
  // Armenian capitals, then small letters.
  "ՕoՍuՏsԼlՈn",
  "օoսuոnհhցgզqքpաwյjռn",
  // Latin letters outside a–z that pass for one.
  "ıiȷjɑaɡgꞮi",
].join("");

const LETTERS = new Map<string, string>();
for (let i = 0; i + 1 < LETTER_PAIRS.length; i += 2) {
  LETTERS.set(LETTER_PAIRS[i] as string, LETTER_PAIRS[i + 1] as string);
}

/** Digits and signs written for letters. */
const SIGNS = new Map(
  Object.entries({
    0: "o",
    1: "l",
    3: "e",
    4: "a",
    5: "s",
    7: "t",
    8: "b",
    9: "g",
    "@": "a",
    $: "s",
    "!": "i",
    "|": "l",
  }),
);

function skeleton(text: string, signsAsLetters: boolean): string {
  let out = "";
  for (const c of text.normalize("NFKC")) {
    const sign = SIGNS.get(c);
    if (sign !== undefined) {
      if (signsAsLetters) out += sign;
      continue;
    }
    const letter = LETTERS.get(c);
    if (letter !== undefined) {
      out += letter;
      continue;
    }
    // Case folded, then accents split off (and dropped below with everything else outside a–z).
    for (const d of c.toLowerCase().normalize("NFD")) out += LETTERS.get(d) ?? d;
  }
  return out
    .replace(/[^a-z]/g, "")
    .replace(/l/g, "i")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w");
}

/** The text's look-alike skeleton: what it looks like, reduced to plain letters. */
export function foldLookalikes(text: string): string {
  return skeleton(text, true);
}

/** Both readings of the text: digits and signs as the letters they stand for, and dropped. */
export function lookalikeSkeletons(text: string): string[] {
  const asLetters = skeleton(text, true);
  const dropped = skeleton(text, false);
  return asLetters === dropped ? [asLetters] : [asLetters, dropped];
}

export type ReservedNames = {
  /** Refused wherever they appear in a name (a brand: "Formulab Experts"). */
  anywhere: readonly string[];
  /** Words that name a role on their own ("Support", "Admin"). */
  roles: readonly string[];
  /** Words that only go with a role ("Customer" Support, Support "Lead"): a name of these alone is free. */
  qualifiers: readonly string[];
};

/**
 * A check for names that would pass for someone else's: one naming an `anywhere` word, or one
 * made of nothing but roles and qualifiers with a role among them ("Support Agent", "Adm1n",
 * "Head of Customer Care"), compared as look-alike skeletons. A real name that merely contains a
 * role ("Adminah Okafor", "Sam from Support Street") is a name, not a role.
 */
export function reservedNameCheck(names: ReservedNames): (name: string) => boolean {
  const anywhere = names.anywhere.map(foldLookalikes);
  const roles = new Set(names.roles.map(foldLookalikes));
  const words = [...new Set([...roles, ...names.qualifiers.map(foldLookalikes)])];
  /** Whether the skeleton splits into listed words, at least one of them a role. */
  const onlyRoles = (s: string) => {
    // reach[i]: position i is reachable (0), reachable with a role behind it (1), or not (-1).
    const reach = new Array<number>(s.length + 1).fill(-1);
    reach[0] = 0;
    for (let i = 0; i < s.length; i++) {
      const here = reach[i] ?? -1;
      if (here < 0) continue;
      for (const w of words) {
        if (!s.startsWith(w, i)) continue;
        const j = i + w.length;
        reach[j] = Math.max(reach[j] ?? -1, roles.has(w) ? 1 : here);
      }
    }
    return reach[s.length] === 1;
  };
  return (name) =>
    lookalikeSkeletons(name).some((s) => s !== "" && (anywhere.some((w) => s.includes(w)) || onlyRoles(s)));
}
