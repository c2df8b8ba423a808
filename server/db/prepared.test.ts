import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { prepared } from './prepared.ts';

// The helper only memoizes; any object stands in for a database.
const fakeDb = (): Db => ({}) as Db;

describe('prepared', () => {
  it('builds a statement once per database and name', () => {
    const db = fakeDb();
    let builds = 0;
    const build = () => ({ n: ++builds });
    const first = prepared(db, 'a', build);
    expect(prepared(db, 'a', build)).toBe(first);
    expect(builds).toBe(1);
    expect(prepared(db, 'b', build)).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('never shares a statement between two databases', () => {
    const one = fakeDb();
    const two = fakeDb();
    const seen: Db[] = [];
    const build = (db: Db) => {
      seen.push(db);
      return { db };
    };
    expect(prepared(one, 'a', build).db).toBe(one);
    expect(prepared(two, 'a', build).db).toBe(two);
    expect(seen).toEqual([one, two]);
  });
});
