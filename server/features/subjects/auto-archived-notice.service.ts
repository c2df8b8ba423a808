import type { AutoArchivedNotice } from '../../../common/subjects/contracts.ts';
import { showAutoArchivedNotice } from '../../../common/subjects/rules.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { resolvePrincipalParam } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { clearNoticeFlag, findNoticeFlags, type NoticeFlags } from './auto-archived-notice.repo.ts';
import type { Db } from './subjects.types.ts';

function toNotice(flags: NoticeFlags | null): AutoArchivedNotice {
  if (!flags) throw AppError.notFound('Person not found');
  const notice = {
    instructorSubjectWasAutoArchivedOn: flags.instructorSubjectWasAutoArchivedOn?.toISOString() ?? null,
    optedOutOfAutoArchivedBanner: flags.optedOutOfAutoArchivedBanner,
  };
  return { ...notice, show: showAutoArchivedNotice(notice) };
}

/**
 * The auto-archived notice (spec 4): shown while the flag is set and the person has not opted
 * out. Close and visiting the archive page clear the flag; 'hide forever' also opts out.
 */
export function createAutoArchivedNoticeService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async getNotice(actor: Actor, principalParam: string) {
      return toNotice(await findNoticeFlags(db, resolvePrincipalParam(actor, principalParam)));
    },
    /** close and clear (the archive page's visit) do the same: the flag goes. */
    async clearNotice(actor: Actor, principalParam: string) {
      const principal = resolvePrincipalParam(actor, principalParam);
      return toNotice(await clearNoticeFlag(db, principal, { optOut: false }));
    },
    async hideNoticeForever(actor: Actor, principalParam: string) {
      const principal = resolvePrincipalParam(actor, principalParam);
      return toNotice(await clearNoticeFlag(db, principal, { optOut: true }));
    },
  };
}
