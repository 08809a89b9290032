/**
 * Lettered sub-entries. Many annex entries give "(a) … (b) …" (also "a) … b)") in "Product Type,
 * body parts", and repeat the letters in the other condition columns, sometimes one per line,
 * sometimes grouped ("(a) (b) (c)", "For (a) and (b):", "(a) to (e):", "(a)(i) (b)").
 */

export interface LetterMarker {
  letter: string;
  start: number;
  end: number;
}

const MARKER = /\(\s*([a-z])\s*\)|(?<![A-Za-z0-9(])([a-z])\)/g;

/** Words after which "(g)" is a reference, not a sub-entry label: "point (g)", "of (k)". */
const REFERENCE_BEFORE = /(?:\bpoint|\bpoints|\bcolumn|\bletter|\bentry|\bunder|\bof|\bin|\bsee)\s*$/i;

/** All plausible letter markers in a text, in order. */
export function findLetterMarkers(text: string): LetterMarker[] {
  const out: LetterMarker[] = [];
  for (const m of text.matchAll(MARKER)) {
    const start = m.index ?? 0;
    const letter = m[1] ?? m[2];
    if (!letter) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    if (/[A-Za-z0-9]$/.test(before)) continue; // "19(1)g", "ab)"
    if (/\)$/.test(before) && !/\([a-z]{1,4}\)$/.test(before)) continue; // "19(1)(g)"
    if (REFERENCE_BEFORE.test(before)) continue;
    out.push({ letter, start, end: start + m[0].length });
  }
  return out;
}

/**
 * Letters that label sub-entries: markers read in order, accepting only the next letter of the
 * alphabet each time ("(a) (i) 8 % (ii) 11 % (b) …" gives a, b). Empty when the text is not lettered.
 */
export function sequentialLetters(text: string): string[] {
  const letters: string[] = [];
  let expected = "a";
  for (const m of findLetterMarkers(text)) {
    if (m.letter !== expected) continue;
    letters.push(m.letter);
    expected = String.fromCharCode(expected.charCodeAt(0) + 1);
  }
  return letters;
}

/** "(i)", "(v)", "(x)" are Roman numerals unless the entry really has that many letters. */
function isRomanNumeral(letter: string, letters: readonly string[]): boolean {
  if (letter === "i") return !letters.includes("h");
  if (letter === "v") return !letters.includes("u");
  if (letter === "x") return !letters.includes("w");
  return false;
}

/** Text between markers of one group label: spaces, "and", "to", commas, Roman sub-numbers. */
const LABEL_GAP = /^(?:\s|[,;:&+]|\band\b|\bor\b|\bto\b|\((?:i{1,3}|iv|vi{0,3}|ix)\)|\b(?:i{1,3}|iv|vi{0,3})\))*$/i;

export interface SegmentedColumn {
  /** False when the text carries none of the letters: then every letter gets the whole text. */
  lettered: boolean;
  byLetter: Map<string, string>;
}

/**
 * Split a column into the parts that apply to each letter. Text before the first label applies to
 * every letter; a group label ("(a) (c) (d)", "For (a) and (b):", "(a) to (e):") applies the text
 * that follows it, up to the next label, to each letter in the group.
 */
export function segmentByLetters(text: string, letters: readonly string[]): SegmentedColumn {
  const byLetter = new Map<string, string>();
  const markers = findLetterMarkers(text).filter(
    (m) => letters.includes(m.letter) && !isRomanNumeral(m.letter, letters),
  );
  if (markers.length === 0) {
    for (const l of letters) byLetter.set(l, text.trim());
    return { lettered: false, byLetter };
  }

  interface Group {
    letters: Set<string>;
    start: number;
    end: number;
  }
  const groups: Group[] = [];
  for (const m of markers) {
    const last = groups.at(-1);
    if (last) {
      const gap = text.slice(last.end, m.start);
      if (LABEL_GAP.test(gap)) {
        if (/\bto\b/i.test(gap)) {
          const from = [...last.letters].at(-1) ?? m.letter;
          for (let c = from.charCodeAt(0) + 1; c < m.letter.charCodeAt(0); c++) {
            last.letters.add(String.fromCharCode(c));
          }
        }
        last.letters.add(m.letter);
        last.end = m.end;
        continue;
      }
    }
    groups.push({ letters: new Set([m.letter]), start: m.start, end: m.end });
  }

  const tidy = (s: string) =>
    s
      .replace(/^[\s:.\-–—]+/, "")
      .replace(/\bfor\s*$/i, "")
      .trim();
  const first = groups[0];
  const preamble = first ? tidy(text.slice(0, first.start)) : "";
  const parts = new Map<string, string[]>(letters.map((l) => [l, preamble ? [preamble] : []]));
  groups.forEach((g, i) => {
    const content = tidy(text.slice(g.end, groups[i + 1]?.start ?? text.length));
    if (!content) return;
    for (const l of g.letters) parts.get(l)?.push(content);
  });
  for (const l of letters) byLetter.set(l, (parts.get(l) ?? []).join("\n"));
  return { lettered: true, byLetter };
}
