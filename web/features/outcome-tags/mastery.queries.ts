import { useQuery } from '@tanstack/react-query';
import { getScopeAndSequence, getSubjectMastery } from '../../../common/outcome-tags/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';

/**
 * What a subject's outcome tags add up to. A page that changes levels or tags (marking, the lesson
 * editor) invalidates `masteryKeys.subject(subjectId)`, which holds both.
 */
export const masteryKeys = {
  all: ['outcomeMastery'] as const,
  subject: (subjectId: number) => [...masteryKeys.all, subjectId] as const,
  mastery: (subjectId: number) => [...masteryKeys.subject(subjectId), 'mastery'] as const,
  scopeAndSequence: (subjectId: number) => [...masteryKeys.subject(subjectId), 'scopeAndSequence'] as const,
};

/** Each student's level in each of the subject's outcomes: every student for a teacher, oneself for a student. */
export function useSubjectMastery(subjectId: number) {
  return useQuery({
    queryKey: masteryKeys.mastery(subjectId),
    queryFn: ({ signal }) => callEndpoint(getSubjectMastery, { params: { subjectId } }, { signal }),
  });
}

/** The subject's lessons in order, each with the outcomes it puts in the scope and sequence. */
export function useScopeAndSequence(subjectId: number) {
  return useQuery({
    queryKey: masteryKeys.scopeAndSequence(subjectId),
    queryFn: ({ signal }) => callEndpoint(getScopeAndSequence, { params: { subjectId } }, { signal }),
  });
}
