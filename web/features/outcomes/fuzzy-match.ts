/**
 * fuzzysort 2's match and score of one search string in many targets (`algorithm` in fuzzysort.js
 * 2.0.4), kept per target so that a longer search string continues from it instead of starting
 * again. In each target fuzzysort finds
 * - the simple match: each letter at its first place after the previous one (none: no match);
 * - the strict match: each letter at a word start (`fuzzy-target.ts`) or right after the previous
 *   letter, searched depth-first, giving up after 200 backtracks;
 * - where the search string first occurs whole (a substring);
 * and scores them. The search string extended by letters goes down exactly the same paths until it
 * reaches where the shorter one stopped, so each part continues from there: the simple match looks
 * for the new letters after its last one, a strict match that succeeded searches on from its last
 * letter with the backtracks it has made (one that failed fails again), and the substring can only
 * occur where the shorter one does or later. The score is fuzzysort's, computed with the same
 * operations in the same order, so it is equal to the last bit; `fuzzy-match.test.ts` checks the
 * scores against fuzzysort itself.
 */
import { nextBeginningWith, type FuzzyTarget } from './fuzzy-target.ts';

const BACKTRACK_LIMIT = 200;

/** Every target one search string matches, with fuzzysort's score: continued by a longer string. */
export interface FuzzyMatches {
  search: string;
  /**
   * The targets it was matched in, when not every target: '' for all of them; otherwise a key
   * naming the matches it was matched within (their scope and search string). A match continues
   * only a match of the same scope.
   */
  scope: string;
  count: number;
  /** The targets matched, in the order of the target list. */
  ids: Int32Array;
  /** Per target matched, STATE numbers: the simple match, the strict search's backtracks, the substring. */
  states: Int32Array;
  /** Per target matched, the strict match's places (search.length of them); -1 once it failed. */
  strict: Int32Array;
  /** By target: the score, NaN where the search string does not match. */
  scores: Float64Array;
  /** By target: the first place of the match scored (fuzzysort's `_indexes[0]`). */
  firsts: Int32Array;
}

// The state kept per target: the simple match's first and last place, the sum of the places that
// start a group of letters and the number of groups; the strict search's backtracks so far; where
// the search string first occurs (or -1).
const FIRST = 0;
const LAST = 1;
const GROUP_STARTS = 2;
const GROUPS = 3;
const BACKTRACKS = 4;
const SUBSTRING = 5;
const STATE = 6;

/**
 * Scratch for the strict search of one target: its places so far (a stack), the backtracks made
 * when the search of each letter began, and the searches that failed (by letter, and the place
 * after which it was searched) with the backtracks each took, marked by a generation number so the
 * table serves target after target.
 */
const scratch = {
  stack: new Int32Array(32),
  began: new Int32Array(32),
  backtracks: 0,
  generation: 0,
  width: 0,
  stamps: new Int32Array(0),
  failed: new Int32Array(0),
};

function startRecordingFailures(letters: number, places: number): void {
  const size = (letters + 1) * places;
  if (size > scratch.stamps.length || scratch.generation === 0x7fffffff) {
    scratch.stamps = new Int32Array(Math.max(size, 2 * scratch.stamps.length));
    scratch.failed = new Int32Array(scratch.stamps.length);
    scratch.generation = 0;
  }
  scratch.generation += 1;
  scratch.width = places;
}

/**
 * Continues fuzzysort's strict search of `search` from `depth` (at least 1) letters placed on the
 * scratch stack, with the backtracks in the scratch: answers search.length when it succeeds, -1
 * when it fails. The search of a letter after a place, once it has failed, fails again the same
 * way, with as many backtracks, whenever that place is reached again, so it is done once; only
 * searches begun here (from letter `known` on) are recorded.
 */
function searchStrictly(target: FuzzyTarget, search: string, depth: number): number {
  const { lower, nextBeginnings } = target;
  const { length } = lower;
  const { stack, began } = scratch;
  let backtracks = scratch.backtracks;
  let searchI = depth;
  let targetI = stack[depth - 1]! + 1;
  let known = searchI;
  let isRecording = false;
  began[searchI] = backtracks;
  for (;;) {
    if (targetI >= length) {
      if (searchI <= 0 || ++backtracks > BACKTRACK_LIMIT) return -1;
      const place = stack[searchI - 1]!;
      // The first letter's places are each tried once: only searches of later letters recur.
      if (searchI >= 2 && searchI >= known) {
        if (!isRecording) startRecordingFailures(search.length, length);
        isRecording = true;
        const key = searchI * scratch.width + place;
        scratch.stamps[key] = scratch.generation;
        scratch.failed[key] = backtracks - began[searchI]!;
      }
      searchI -= 1;
      targetI = nextBeginnings[place]!;
      continue;
    }
    const char = search.charCodeAt(searchI);
    if (lower.charCodeAt(targetI) !== char) {
      targetI = nextBeginningWith(target, char, targetI);
      continue;
    }
    stack[searchI] = targetI;
    if (searchI + 1 === search.length) {
      scratch.backtracks = backtracks;
      return search.length;
    }
    const key = (searchI + 1) * scratch.width + targetI;
    if (isRecording && searchI > 0 && scratch.stamps[key] === scratch.generation) {
      backtracks += scratch.failed[key]!;
      if (backtracks > BACKTRACK_LIMIT) return -1;
      targetI = nextBeginnings[targetI]!;
      continue;
    }
    searchI += 1;
    began[searchI] = backtracks;
    if (searchI < known) known = searchI;
    targetI += 1;
  }
}

/** fuzzysort's score (higher is better, 0 perfect) of the match in `states` at `at`. */
function scoreOf(
  target: FuzzyTarget,
  searchLength: number,
  states: Int32Array,
  at: number,
  isStrict: boolean,
): number {
  const { stack } = scratch;
  const substring = states[at + SUBSTRING]!;
  let first = states[at + FIRST]!;
  let last = states[at + LAST]!;
  let groupStarts = states[at + GROUP_STARTS]!;
  let groups = states[at + GROUPS]!;
  if (isStrict) {
    first = stack[0]!;
    last = stack[searchLength - 1]!;
    groupStarts = 0;
    groups = 0;
    for (let i = 1; i < searchLength; i += 1)
      if (stack[i]! - stack[i - 1]! !== 1) {
        groupStarts += stack[i]!;
        groups += 1;
      }
  } else if (substring >= 0) {
    first = substring;
    last = first + searchLength - 1;
    groupStarts = 0;
    groups = 0;
  }
  let score = 0;
  score -= groupStarts;
  score -= (12 + (last - first - (searchLength - 1))) * groups;
  if (first !== 0) score -= first * first * 0.2;
  score *= isStrict ? target.strictScale : 1000;
  if (substring >= 0) score /= 1 + searchLength * searchLength;
  if (substring > 0 && target.nextBeginnings[substring - 1] === substring)
    score /= 1 + searchLength * searchLength;
  score -= target.lower.length - searchLength;
  return score;
}

/** The scope of matches made within `within`'s targets (see FuzzyMatches.scope). */
export const scopeWithin = (within: FuzzyMatches | undefined): string =>
  within ? `${within.scope}\u0001${within.search}` : '';

/**
 * The targets a lower-case search string matches: continuing `from`, the matches of a string it
 * starts with (of the same scope), or from its first letter over every target, or over those
 * `within` holds (a later word of a query need only be matched where the earlier ones were).
 */
export function matchFuzzy(
  targets: readonly FuzzyTarget[],
  search: string,
  from?: FuzzyMatches,
  within?: FuzzyMatches,
): FuzzyMatches {
  const n = search.length;
  const start = from ? from.search.length : 0;
  const only = from ?? within;
  const capacity = only ? only.count : targets.length;
  const ids = new Int32Array(capacity);
  const states = new Int32Array(capacity * STATE);
  const strict = new Int32Array(capacity * n);
  const scores = new Float64Array(targets.length).fill(Number.NaN);
  const firsts = new Int32Array(targets.length);
  if (scratch.stack.length < n + 1) {
    scratch.stack = new Int32Array(2 * n);
    scratch.began = new Int32Array(2 * n);
  }
  const { stack } = scratch;
  const prefixes: string[] = [];
  for (let length = 0; length <= n; length += 1) prefixes.push(search.slice(0, length));
  let count = 0;
  for (let k = 0; k < capacity; k += 1) {
    const id = only ? only.ids[k]! : k;
    const target = targets[id]!;
    const { lower } = target;
    const at = count * STATE;
    let depth = 0;
    if (from) {
      for (let i = 0; i < STATE; i += 1) states[at + i] = from.states[k * STATE + i]!;
      for (let i = 0; i < start; i += 1) stack[i] = from.strict[k * start + i]!;
      depth = stack[0] === -1 ? -1 : start;
    }
    let isMatch = true;
    for (let length = start + 1; length <= n; length += 1) {
      const place = lower.indexOf(search[length - 1]!, length === 1 ? 0 : states[at + LAST]! + 1);
      if (place < 0) {
        isMatch = false;
        break;
      }
      if (length === 1) {
        states[at + FIRST] = place;
        states[at + GROUP_STARTS] = 0;
        states[at + GROUPS] = 0;
        states[at + BACKTRACKS] = 0;
        states[at + SUBSTRING] = place;
      } else {
        if (place - states[at + LAST]! !== 1) {
          states[at + GROUP_STARTS] = states[at + GROUP_STARTS]! + place;
          states[at + GROUPS] = states[at + GROUPS]! + 1;
        }
        // The search string first occurs where the shorter one does if the new letter follows;
        // otherwise later, and not ending before the simple match does.
        const before = states[at + SUBSTRING]!;
        if (before >= 0 && lower.charCodeAt(before + length - 1) !== search.charCodeAt(length - 1))
          states[at + SUBSTRING] = lower.indexOf(prefixes[length]!, Math.max(before + 1, place - length + 1));
      }
      states[at + LAST] = place;
    }
    if (!isMatch) continue;
    if (depth === 0) {
      // The first letter's strict place is the first word start holding it (all are after its first
      // place, where the search begins): the search goes on from there.
      const place = nextBeginningWith(target, search.charCodeAt(0), -1);
      stack[0] = place;
      depth = place < lower.length ? 1 : -1;
    }
    if (depth >= 0 && depth < n) {
      scratch.backtracks = states[at + BACKTRACKS]!;
      depth = searchStrictly(target, search, depth);
      states[at + BACKTRACKS] = scratch.backtracks;
    }
    const isStrict = depth >= 0;
    if (isStrict) for (let i = 0; i < n; i += 1) strict[count * n + i] = stack[i]!;
    else strict[count * n] = -1;
    scores[id] = scoreOf(target, n, states, at, isStrict);
    const substring = states[at + SUBSTRING]!;
    firsts[id] = isStrict ? stack[0]! : substring >= 0 ? substring : states[at + FIRST]!;
    ids[count] = id;
    count += 1;
  }
  const scope = from ? from.scope : scopeWithin(within);
  return { search, scope, count, ids, states, strict, scores, firsts };
}
