import './outcome-tags-i18n.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInstitutionFeatureFlags } from '../../../common/feature-flags/endpoints.ts';
import type { LessonTagsResponse } from '../../../common/outcome-tags/contracts.ts';
import {
  getLessonOutcomeTags,
  getResponseOutcomeLevels,
  getSuggestedLearningOutcomes,
  putLessonOutcomeTags,
  putResponseOutcomeLevels,
  putWorksheetItemOutcomeTags,
} from '../../../common/outcome-tags/endpoints.ts';
import type { ActivityTag, WorksheetItemTag } from '../../../common/outcome-tags/schema.ts';
import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import { callEndpoint } from '../../api/client.ts';
import { masteryKeys } from './mastery.queries.ts';

export const outcomeTagKeys = {
  all: ['outcomeTags'] as const,
  lesson: (activityId: number) => [...outcomeTagKeys.all, 'lesson', activityId] as const,
  suggestions: (itemId: number) => [...outcomeTagKeys.all, 'suggestions', itemId] as const,
  levels: (responseId: number) => [...outcomeTagKeys.all, 'levels', responseId] as const,
  flags: (institutionId: number) => ['featureFlags', institutionId] as const,
};

/** A lesson's tags and its questions' tags. */
export function useLessonTags(activityId: number) {
  return useQuery({
    queryKey: outcomeTagKeys.lesson(activityId),
    queryFn: async ({ signal }) => callEndpoint(getLessonOutcomeTags, { params: { activityId } }, { signal }),
  });
}

/** A question's tags out of its lesson's. */
export const itemTagsOf = (lesson: LessonTagsResponse | undefined, itemId: number): WorksheetItemTag[] =>
  lesson?.worksheetItems.find((item) => item.worksheetItemId === itemId)?.tags ?? [];

/**
 * Saves a question's tags at once, shown before the server answers; a refusal puts back what was
 * there (the caller tells the teacher why).
 */
export function usePutItemTags(activityId: number, itemId: number) {
  const queryClient = useQueryClient();
  const key = outcomeTagKeys.lesson(activityId);
  return useMutation({
    mutationFn: (tags: WorksheetItemTag[]) =>
      callEndpoint(putWorksheetItemOutcomeTags, { params: { worksheetItemId: itemId }, body: { tags } }),
    onMutate: async (tags) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LessonTagsResponse>(key);
      if (before) {
        const others = before.worksheetItems.filter((item) => item.worksheetItemId !== itemId);
        queryClient.setQueryData<LessonTagsResponse>(key, {
          ...before,
          worksheetItems: [...others, { worksheetItemId: itemId, tags }],
        });
      }
      return { before };
    },
    onError: (_error, _tags, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outcomeTagKeys.suggestions(itemId) });
      // A tag changes which outcomes the subject's progress shows and what automatic marks count for.
      void queryClient.invalidateQueries({ queryKey: masteryKeys.all });
    },
  });
}

/** Saves a lesson's own tags, shown before the server answers, as for a question's. */
export function usePutLessonTags(activityId: number) {
  const queryClient = useQueryClient();
  const key = outcomeTagKeys.lesson(activityId);
  return useMutation({
    mutationFn: (tags: ActivityTag[]) =>
      callEndpoint(putLessonOutcomeTags, { params: { activityId }, body: { tags } }),
    onMutate: async (tags) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LessonTagsResponse>(key);
      if (before) queryClient.setQueryData<LessonTagsResponse>(key, { ...before, tags });
      return { before };
    },
    onError: (_error, _tags, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: masteryKeys.all }),
  });
}

/** The outcomes suggested for a question's words (its teachers only). */
export function useSuggestedOutcomes(itemId: number) {
  return useQuery({
    queryKey: outcomeTagKeys.suggestions(itemId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(getSuggestedLearningOutcomes, { params: { worksheetItemId: itemId } }, { signal }))
        .suggestedLearningOutcomes,
  });
}

/** A school's feature flags. */
export function useFeatureFlags(institutionId: number) {
  return useQuery({
    queryKey: outcomeTagKeys.flags(institutionId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(getInstitutionFeatureFlags, { params: { institutionId } }, { signal }))
        .featureFlags,
    staleTime: 5 * 60_000,
  });
}

/** The levels an answer was judged to show. */
export function useResponseLevels(responseId: number | null) {
  return useQuery({
    queryKey: outcomeTagKeys.levels(responseId ?? 0),
    queryFn: async ({ signal }) =>
      callEndpoint(getResponseOutcomeLevels, { params: { responseId: responseId ?? 0 } }, { signal }),
    enabled: responseId !== null,
  });
}

/** Judges the levels an answer shows; the subject's mastery grid and evidence change with them. */
export function usePutResponseLevels(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levels: { learningOutcomeUuid: string; level: ProficiencyLevel }[]) =>
      callEndpoint(putResponseOutcomeLevels, { params: { responseId }, body: { levels } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(outcomeTagKeys.levels(responseId), answer);
      void queryClient.invalidateQueries({ queryKey: masteryKeys.all });
    },
  });
}
