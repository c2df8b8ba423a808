import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MasteryMethod } from '../../../common/outcome-tags/constants.ts';
import type { SubjectMastery } from '../../../common/outcome-tags/contracts.ts';
import {
  getMasteryEvidence,
  getScopeAndSequence,
  getSubjectMastery,
  putMasteryMethod,
} from '../../../common/outcome-tags/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';

/**
 * What a subject's outcome tags add up to. A page that changes levels or tags (marking, the lesson
 * editor) invalidates `masteryKeys.subject(subjectId)`, which holds them all.
 */
export const masteryKeys = {
  all: ['outcomeMastery'] as const,
  subject: (subjectId: number) => [...masteryKeys.all, subjectId] as const,
  mastery: (subjectId: number) => [...masteryKeys.subject(subjectId), 'mastery'] as const,
  scopeAndSequence: (subjectId: number) => [...masteryKeys.subject(subjectId), 'scopeAndSequence'] as const,
  evidence: (subjectId: number, principal: string, learningOutcomeUuid: string) =>
    [...masteryKeys.subject(subjectId), 'evidence', principal, learningOutcomeUuid.toLowerCase()] as const,
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

/** The answers behind one student's level in one outcome, oldest first (null: none asked for). */
export function useMasteryEvidence(
  subjectId: number,
  cell: { principal: string; learningOutcomeUuid: string } | null,
) {
  return useQuery({
    queryKey: masteryKeys.evidence(subjectId, cell?.principal ?? '', cell?.learningOutcomeUuid ?? ''),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          getMasteryEvidence,
          {
            params: { subjectId },
            query: { principal: cell?.principal ?? '', learningOutcomeUuid: cell?.learningOutcomeUuid ?? '' },
          },
          { signal },
        )
      ).evidence,
    enabled: cell !== null,
  });
}

/**
 * Chooses how the subject's levels add up. The grid names the new method at once; a refusal puts
 * the old one back (the caller says why), and either way the grid is read again.
 */
export function usePutMasteryMethod(subjectId: number) {
  const queryClient = useQueryClient();
  const key = masteryKeys.mastery(subjectId);
  return useMutation({
    mutationFn: (method: MasteryMethod) =>
      callEndpoint(putMasteryMethod, { params: { subjectId }, body: { method } }),
    onMutate: async (method) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SubjectMastery>(key);
      if (before) queryClient.setQueryData<SubjectMastery>(key, { ...before, method });
      return { before };
    },
    onError: (_error, _method, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: masteryKeys.subject(subjectId) }),
  });
}

/**
 * Marks a subject's progress out of date after its levels changed, so an open grid reads them
 * again; every subject's when the caller does not know which (no other grid is on screen).
 */
export function useInvalidateMastery() {
  const queryClient = useQueryClient();
  return (subjectId: number | undefined) =>
    queryClient.invalidateQueries({
      queryKey: subjectId === undefined ? masteryKeys.all : masteryKeys.subject(subjectId),
    });
}
