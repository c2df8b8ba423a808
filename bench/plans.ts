import type pg from 'pg';

/**
 * How PostgreSQL planned the app's prepared statements on one connection. It plans a prepared
 * statement's first five calls for their values, then keeps one generic plan unless that looks
 * dearer; a statement planned afresh on every call pays for planning each time, which at a large
 * customer's scale can cost more than the statement (docs/performance.md).
 */
export interface StatementPlans {
  name: string;
  genericPlans: number;
  customPlans: number;
}

/** The statements PostgreSQL planned afresh on every call after its first five. */
export const plannedEveryCall = (plans: StatementPlans[]): StatementPlans[] =>
  plans.filter((p) => p.genericPlans === 0 && p.customPlans > 5);

/** The prepared statements of the pool's connection: use a pool of one, so it is the one that ran them. */
export async function readStatementPlans(pool: pg.Pool): Promise<StatementPlans[]> {
  const { rows } = await pool.query<{ name: string; generic: string; custom: string }>(
    `select name, generic_plans as generic, custom_plans as custom from pg_prepared_statements
     where name is not null order by name`,
  );
  return rows.map((r) => ({ name: r.name, genericPlans: Number(r.generic), customPlans: Number(r.custom) }));
}

/** One line for the bench's report. */
export function describePlans(plans: StatementPlans[]): string {
  const replanned = plannedEveryCall(plans);
  if (replanned.length === 0)
    return `Plans: each of the ${plans.length} prepared statements kept one generic plan after its first five calls`;
  const names = replanned.map((p) => `${p.name} (${p.customPlans} custom plans)`).join(', ');
  return `Plans: ** planned afresh on every call **: ${names}`;
}
