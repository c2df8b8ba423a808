import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** One round trip to the database: throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
