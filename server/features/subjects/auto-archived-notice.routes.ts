import type * as subjectEndpoints from '../../../common/subjects/endpoints.ts';
import type { SomeEndpointHandlers } from '../../platform/http/serve-endpoints.ts';
import type { SubjectsService } from './subjects.service.ts';

/** The 'instructor subject was auto-archived' notice (spec 4) of a person (`me`). */
export function autoArchivedNoticeHandlers(
  subjects: SubjectsService,
): SomeEndpointHandlers<
  typeof subjectEndpoints,
  | 'getAutoArchivedNotice'
  | 'closeAutoArchivedNotice'
  | 'hideAutoArchivedNoticeForever'
  | 'clearAutoArchivedNotice'
> {
  const { notices } = subjects;
  return {
    getAutoArchivedNotice: ({ actor, params }) => notices.getNotice(actor, params.principal),
    closeAutoArchivedNotice: ({ actor, params }) => notices.clearNotice(actor, params.principal),
    hideAutoArchivedNoticeForever: ({ actor, params }) => notices.hideNoticeForever(actor, params.principal),
    clearAutoArchivedNotice: ({ actor, params }) => notices.clearNotice(actor, params.principal),
  };
}
