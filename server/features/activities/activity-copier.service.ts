import { registerSubjectCopier } from '../subjects/index.ts';
import { copyActivities } from './activities.repo.ts';

/**
 * Subject duplication (spec 4) copies the subject's lessons and their questions, never students'
 * answers; the copies start as drafts without due dates (the copy is for another class, another term).
 */
registerSubjectCopier('activities', async (tx, ids) => {
  await copyActivities(tx, {
    sourceActivityIds: null,
    sourceSubjectId: ids.sourceId,
    targetSubjectId: ids.copyId,
    createdBy: null,
    keepDueDates: false,
  });
});
