import { AsyncLocalStorage } from 'node:async_hooks';

/** Counts the SQL statements run inside one request (or any other unit of work). */
const store = new AsyncLocalStorage<{ count: number }>();

export function countQuery(): void {
  const current = store.getStore();
  if (current) current.count += 1;
}

export function runCountingQueries<T>(fn: () => T): { result: T; counter: { count: number } } {
  const counter = { count: 0 };
  return { result: store.run(counter, fn), counter };
}

/** Starts counting for the rest of the current async context (used by the request hook). */
export function enterQueryCounter(): { count: number } {
  const counter = { count: 0 };
  store.enterWith(counter);
  return counter;
}

export function currentQueryCount(): number {
  return store.getStore()?.count ?? 0;
}
