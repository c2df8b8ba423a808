/**
 * fuzzysort 2's `go` over scores already computed (fuzzysort.js 2.0.4): a query with spaces is
 * scored word by word (`algorithmSpaces`), and the results are kept in fuzzysort's own bounded
 * queue, so that outcomes with equal scores come out in the order fuzzysort gives them.
 */
import type { FuzzyMatches } from './fuzzy-match.ts';
import { bitflagsOf, type FuzzyTarget } from './fuzzy-target.ts';

/** A query as fuzzysort reads it: trimmed and lower-cased; with a space, also its distinct words. */
export interface FuzzyQuery {
  whole: string;
  words: string[] | null;
}

export function readFuzzyQuery(query: string): FuzzyQuery {
  const trimmed = query.trim();
  const whole = trimmed.toLowerCase();
  if (!whole.includes(' ')) return { whole, words: null };
  // Distinct before lower-casing, as fuzzysort does: 'Cell cell' counts 'cell' twice.
  return { whole, words: [...new Set(trimmed.split(/\s+/))].map((word) => word.toLowerCase()) };
}

interface Scored {
  id: number;
  score: number;
}

/** fuzzysort's result queue: the FastPriorityQueue it bundles, a min-heap on score. */
class ResultQueue {
  private items: Scored[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  peek(): Scored {
    return this.items[0]!;
  }

  add(item: Scored): void {
    const { items } = this;
    let at = this.size;
    this.size += 1;
    items[at] = item;
    for (let parent = (at - 1) >> 1; at > 0 && item.score < items[parent]!.score; parent = (at - 1) >> 1) {
      items[at] = items[parent]!;
      at = parent;
    }
    items[at] = item;
  }

  poll(): Scored {
    const top = this.items[0]!;
    this.size -= 1;
    this.items[0] = this.items[this.size]!;
    this.siftDown();
    return top;
  }

  replaceTop(item: Scored): void {
    this.items[0] = item;
    this.siftDown();
  }

  private siftDown(): void {
    const { items, size } = this;
    let at = 0;
    const moving = items[0]!;
    for (let child = 1; child < size; child = 1 + (at << 1)) {
      const right = child + 1;
      at = right < size && items[right]!.score < items[child]!.score ? right : child;
      items[(at - 1) >> 1] = items[at]!;
    }
    for (let parent = (at - 1) >> 1; at > 0 && moving.score < items[parent]!.score; parent = (at - 1) >> 1) {
      items[at] = items[parent]!;
      at = parent;
    }
    items[at] = moving;
  }
}

/**
 * The targets a query finds, best first, as `fuzzysort.go(query, targets, { threshold, limit })`
 * lists them, given the matches of each search string it needs (the whole query, and its words).
 * A query with spaces matches a target that holds each of its words (and every kind of character
 * it has); its score is the words' scores added up, unless the whole query, spaces and all, scores
 * better. With penalties, a target's score is lowered by its own after the threshold, as a
 * `scoreFn` of fuzzysort's lowers it.
 */
export function rankFuzzy(
  targets: readonly FuzzyTarget[],
  query: FuzzyQuery,
  /** A search string's matches, over every target or over those `within` holds. */
  matchesOf: (search: string, within?: FuzzyMatches) => FuzzyMatches,
  threshold: number,
  limit: number,
  /** By target, what its score is lowered by once it has passed the threshold (its rank). */
  penalties: Float64Array | null = null,
): number[] {
  const queue = new ResultQueue();
  const offer = (id: number, matched: number) => {
    if (matched < threshold) return;
    const score = penalties === null ? matched : matched - penalties[id]!;
    if (queue.length < limit) queue.add({ id, score });
    else if (score > queue.peek().score) queue.replaceTop({ id, score });
  };
  const whole = matchesOf(query.whole);
  if (query.words === null) {
    for (let k = 0; k < whole.count; k += 1) {
      const id = whole.ids[k]!;
      offer(id, whole.scores[id]!);
    }
  } else {
    // A target must hold every word, so each word after the first is matched only where the
    // words before it were: the last one's targets are the targets holding them all.
    const words: FuzzyMatches[] = [];
    for (const word of query.words) words.push(matchesOf(word, words.at(-1)));
    const fewest = words.at(-1)!;
    const bitflags = bitflagsOf(query.whole);
    for (let k = 0; k < fewest.count; k += 1) {
      const id = fewest.ids[k]!;
      if ((targets[id]!.bitflags & bitflags) !== bitflags) continue;
      let score = 0;
      let lastFirst = 0;
      let isMatch = true;
      for (const word of words) {
        const wordScore = word.scores[id]!;
        if (Number.isNaN(wordScore)) {
          isMatch = false;
          break;
        }
        score += wordScore;
        // fuzzysort docks words found before the one typed ahead of them.
        const first = word.firsts[id]!;
        if (first < lastFirst) score -= lastFirst - first;
        lastFirst = first;
      }
      if (!isMatch) continue;
      const wholeScore = whole.scores[id]!;
      offer(id, wholeScore > score ? wholeScore : score);
    }
  }
  const ranked = new Array<number>(queue.length);
  for (let i = queue.length - 1; i >= 0; i -= 1) ranked[i] = queue.poll().id;
  return ranked;
}
