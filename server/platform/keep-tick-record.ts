import { executionAsyncResource } from 'node:async_hooks';

let keptTickRecord: object | undefined;

/**
 * Keeps one of Node's `process.nextTick` records alive for the life of the process, so that
 * `nextTick` (several calls in every HTTP request Node serves) stays fast.
 *
 * Node builds each record as an object literal with computed symbol keys. V8 holds the hidden
 * classes ("maps") such a literal passes through only weakly: when a full garbage collection runs
 * while no record is alive (an idle moment after start-up or between bursts of traffic), they are
 * collected, the next record makes new ones, and the literal's property stores see another map.
 * After a few such collections those stores go megamorphic for good. Measured under load, that
 * made `nextTick` cost 1.6 to 3 µs a request instead of 0.1, about a tenth of a small request's
 * CPU, in some processes and not others (docs/performance.md, "nextTick"). One record that
 * never dies keeps every map on its chain alive, and the stores stay monomorphic.
 *
 * Inside a `nextTick` callback the execution resource is the record itself. Resolves once it is
 * held; call it first thing at start-up, before the first full collection.
 */
export function keepTickRecordAlive(): Promise<void> {
  return new Promise((resolve) => {
    process.nextTick(() => {
      keptTickRecord = executionAsyncResource();
      resolve();
    });
  });
}

/** The record kept, for the test: undefined until keepTickRecordAlive has run. */
export const keptTickRecordForTest = (): object | undefined => keptTickRecord;
