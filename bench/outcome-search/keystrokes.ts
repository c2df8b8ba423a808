/**
 * Outcome search per keystroke, measured the same way in Node and in Chromium: each query typed a
 * letter at a time over every imported outcome, ranked for a Year 7 class of the Australian
 * Curriculum (its curriculum and year level first), every keystroke timed, warmed up first. Each query
 * is typed into a new searcher, as into a search box just opened: a keystroke may continue the
 * one before it, as it does for a person typing, but nothing is kept from an earlier query or
 * round. The baseline, timed the same way in the same run, is the least any search of that text
 * can do: a case-insensitive substring scan of every outcome's search text.
 */
import type { LearningOutcome } from '../../common/outcomes/schema.ts';
import { searchTextOf } from '../../common/outcomes/search.ts';
import {
  createOutcomeSearcher,
  prepareOutcomeSearch,
  type SearchNearness,
} from '../../web/features/outcomes/outcome-search.ts';

/** The class the search box ranks for. */
const YEAR_7_CLASS: SearchNearness = { curriculum: 'AU_V9', years: { from: 7, to: 7 } };

/** What teachers type: codes, a word, words, from every curriculum. */
export const QUERIES = [
  'photosynthesis',
  'AC9S7U01',
  'MS-LS1',
  'energy transfer',
  'forces and motion',
  'cells',
  'ratio',
  'SC4-WS-01',
  'chemical reactions',
  'key stage 3',
] as const;

export interface KeystrokeFigures {
  outcomes: number;
  keystrokes: number;
  p50Ms: number;
  p95Ms: number;
  baselineP95Ms: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/** Times each keystroke of each query, typed into what `startTyping` gives (not timed). */
function timeKeystrokes(startTyping: () => (query: string) => unknown, rounds: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const query of QUERIES) {
      const search = startTyping();
      for (let length = 1; length <= query.length; length += 1) {
        const started = performance.now();
        search(query.slice(0, length));
        times.push(performance.now() - started);
      }
    }
  return times.sort((a, b) => a - b);
}

export function measureKeystrokes(outcomes: readonly LearningOutcome[], rounds = 5): KeystrokeFigures {
  const targets = prepareOutcomeSearch(outcomes);
  const texts = outcomes.flatMap((outcome) => searchTextOf(outcome)?.toLowerCase() ?? []);
  const startSearching = () => {
    const searcher = createOutcomeSearcher(targets, undefined, YEAR_7_CLASS);
    return (query: string) => searcher.search(query);
  };
  const scan = (query: string) => {
    const lower = query.toLowerCase();
    return texts.filter((text) => text.includes(lower)).length;
  };
  timeKeystrokes(startSearching, 2);
  timeKeystrokes(() => scan, 2);
  const searched = timeKeystrokes(startSearching, rounds);
  const scanned = timeKeystrokes(() => scan, rounds);
  return {
    outcomes: targets.length,
    keystrokes: searched.length,
    p50Ms: percentile(searched, 0.5),
    p95Ms: percentile(searched, 0.95),
    baselineP95Ms: percentile(scanned, 0.95),
  };
}
