import type { Db } from './client.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared statement built once per database object and reused on every call: a named statement,
 * parsed and planned once per pooled connection, on PostgreSQL and PGlite alike (both go through
 * node-postgres). Keyed by the db object, so two databases in one process never share one.
 * `name` must be unique per shape: the same name must always build the same SQL text.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
