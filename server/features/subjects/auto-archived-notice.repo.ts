import { eq } from 'drizzle-orm';
import { people } from '../../db/schema/index.ts';
import type { Db } from './subjects.types.ts';

export interface NoticeFlags {
  instructorSubjectWasAutoArchivedOn: Date | null;
  optedOutOfAutoArchivedBanner: boolean;
}

const flagColumns = {
  instructorSubjectWasAutoArchivedOn: people.instructorSubjectWasAutoArchivedOn,
  optedOutOfAutoArchivedBanner: people.optedOutOfAutoArchivedBanner,
};

export async function findNoticeFlags(db: Db, principal: string): Promise<NoticeFlags | null> {
  const [row] = await db.select(flagColumns).from(people).where(eq(people.principal, principal));
  return row ?? null;
}

/** Clears the auto-archived flag, and with `optOut` hides the notice for good; returns the flags. */
export async function clearNoticeFlag(
  db: Db,
  principal: string,
  options: { optOut: boolean },
): Promise<NoticeFlags | null> {
  const [row] = await db
    .update(people)
    .set({
      instructorSubjectWasAutoArchivedOn: null,
      ...(options.optOut ? { optedOutOfAutoArchivedBanner: true } : {}),
      updatedOn: new Date(),
    })
    .where(eq(people.principal, principal))
    .returning(flagColumns);
  return row ?? null;
}
