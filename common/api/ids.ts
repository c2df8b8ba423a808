import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** A decimal integer with no sign but minus, no leading zeros, no spaces, no exponent. */
const DECIMAL = /^(0|-?[1-9][0-9]*)$/;

/**
 * Reads an id as the API accepts it: a JSON number, or a path or query string spelling a decimal
 * integer (`12`). `0x1`, `1e0`, `1.0`, `+1`, `01`, ` 1` and `true` are not ids, whatever number
 * they might be taken for; zero and negatives pass on, so the range check names them.
 */
export function readId(value: unknown): unknown {
  if (typeof value === 'string') return DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (typeof value === 'number' || value === undefined || value === null) return value;
  return Number.NaN;
}

/** An id (of an institution, a subject, …): a canonical positive decimal integer, else a 400. */
export const zId = z
  .preprocess(
    readId,
    z
      .number({ error: 'is-not-a-number' })
      .int({ error: 'is-invalid' })
      .positive({ error: 'is-invalid' })
      .max(MAX_ID, { error: 'is-invalid' }),
  )
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });
