/**
 * A search text indexed for fuzzysort 2's matching (`fuzzy-match.ts`): its lower case, its
 * bitflags (which kinds of character it holds), and where its words start, as fuzzysort.js 2.0.4
 * finds them (`prepareBeginningIndexes`): a capital after a non-capital, any character after a
 * non-alphanumeric one, and every non-alphanumeric character.
 */

/** A search text indexed for matching: its lower case, its bitflags and where its words start. */
export interface FuzzyTarget {
  lower: string;
  bitflags: number;
  /** By place: the next word start after it (fuzzysort's `_nextBeginningIndexes`), or the length. */
  nextBeginnings: Uint16Array | Uint32Array;
  /** The word starts holding each lower-case character, in order: ASCII by code, the rest in a map. */
  asciiBeginnings: (Uint16Array | Uint32Array | undefined)[];
  otherBeginnings: Map<number, Uint16Array | Uint32Array>;
  /** What a strict match's score is multiplied by: fuzzysort's penalty for having many word starts. */
  strictScale: number;
}

/** fuzzysort's bitflags of a lower-case text: which letters, whether digits, other ASCII, other. */
export function bitflagsOf(lower: string): number {
  let flags = 0;
  for (let i = 0; i < lower.length; i += 1) {
    const code = lower.charCodeAt(i);
    if (code === 32) continue;
    flags |=
      1 << (code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 : code <= 127 ? 30 : 31);
  }
  return flags;
}

/**
 * Indexes a search text, or null when lower-casing changes its length (a dotted capital I), where
 * fuzzysort mixes positions of the two and only fuzzysort itself can say what it finds.
 */
export function indexFuzzyTarget(text: string): FuzzyTarget | null {
  const lower = text.toLowerCase();
  const { length } = text;
  if (lower.length !== length) return null;
  const places = (list: ArrayLike<number>) =>
    length < 0xffff ? Uint16Array.from(list) : Uint32Array.from(list);
  const beginnings: number[] = [];
  const byChar = new Map<number, number[]>();
  let wasUpper = false;
  let wasAlphanumeric = false;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    const isUpper = code >= 65 && code <= 90;
    const isAlphanumeric = isUpper || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if ((isUpper && !wasUpper) || !wasAlphanumeric || !isAlphanumeric) {
      beginnings.push(i);
      const char = lower.charCodeAt(i);
      const list = byChar.get(char);
      if (list) list.push(i);
      else byChar.set(char, [i]);
    }
    wasUpper = isUpper;
    wasAlphanumeric = isAlphanumeric;
  }
  const next = new Array<number>(length);
  for (let i = length - 1, b = beginnings.length - 1; i >= 0; i -= 1) {
    next[i] = b + 1 < beginnings.length ? beginnings[b + 1]! : length;
    if (beginnings[b] === i) b -= 1;
  }
  const asciiBeginnings = new Array<Uint16Array | Uint32Array | undefined>(128).fill(undefined);
  const otherBeginnings = new Map<number, Uint16Array | Uint32Array>();
  for (const [char, list] of byChar)
    if (char < 128) asciiBeginnings[char] = places(list);
    else otherBeginnings.set(char, places(list));
  return {
    lower,
    bitflags: bitflagsOf(lower),
    nextBeginnings: places(next),
    asciiBeginnings,
    otherBeginnings,
    strictScale: beginnings.length > 24 ? (beginnings.length - 24) * 10 : 1,
  };
}

/** The first word start after a place holding a character, or the text's length. */
export function nextBeginningWith(target: FuzzyTarget, char: number, after: number): number {
  const list = char < 128 ? target.asciiBeginnings[char] : target.otherBeginnings.get(char);
  if (list === undefined) return target.lower.length;
  if (after < list[0]!) return list[0]!;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! <= after) low = middle + 1;
    else high = middle;
  }
  return low < list.length ? list[low]! : target.lower.length;
}
