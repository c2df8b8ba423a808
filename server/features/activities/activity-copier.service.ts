import { registerSubjectCopier } from '../subjects/index.ts';
import { copyLessons } from './activity-copiers.service.ts';

/**
 * Subject duplication (spec 4) copies the subject's lessons and their questions, never students'
 * answers; the copies start as drafts without due dates (the copy is for another class, another term).
 */
registerSubjectCopier('activities', async (tx, ids) => {
  await copyLessons(tx, {
    sourceActivityIds: null,
    sourceSubjectId: ids.sourceId,
    targetSubjectId: ids.copyId,
    createdBy: null,
    keepDueDates: false,
  });
});
