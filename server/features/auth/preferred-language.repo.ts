import { eq } from 'drizzle-orm';
import type { Language } from '../../../common/people/constants.ts';
import type { Db } from '../../db/client.ts';
import { people } from '../../db/schema/index.ts';

/** Remembers the person's interface language; null forgets it, so the browser's applies again. */
export async function updatePreferredLanguage(
  db: Db,
  principal: string,
  preferredLanguage: Language | null,
): Promise<void> {
  await db
    .update(people)
    .set({ preferredLanguage, updatedOn: new Date() })
    .where(eq(people.principal, principal));
}
