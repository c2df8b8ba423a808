import type * as subjectEndpoints from '../../../common/subjects/endpoints.ts';
import type { SomeEndpointHandlers } from '../../platform/http/serve-endpoints.ts';
import type { SubjectsService } from './subjects.service.ts';

/** Changing a subject: rename, archive, delete and restore, duplicate. */
export function subjectActionHandlers(
  subjects: SubjectsService,
): SomeEndpointHandlers<
  typeof subjectEndpoints,
  | 'updateSubject'
  | 'archiveSubject'
  | 'unarchiveSubject'
  | 'deleteSubject'
  | 'restoreSubject'
  | 'duplicateSubject'
> {
  const { writes, duplication } = subjects;
  return {
    updateSubject: ({ actor, authorized, body }) => writes.updateSubject(actor, authorized, body),
    archiveSubject: ({ actor, authorized }) => writes.archiveSubject(actor, authorized),
    unarchiveSubject: ({ actor, authorized }) => writes.unarchiveSubject(actor, authorized),
    deleteSubject: ({ authorized }) => writes.deleteSubject(authorized),
    restoreSubject: ({ actor, authorized }) => writes.restoreSubject(actor, authorized),
    duplicateSubject: ({ actor, authorized, body }) => duplication.requestDuplicate(actor, authorized, body),
  };
}
