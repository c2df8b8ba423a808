import { useQuery } from '@tanstack/react-query';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import {
  batchGetLearningOutcomes,
  listCurricula,
  listCurriculumOutcomes,
} from '../../../common/outcomes/endpoints.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { callEndpoint } from '../../api/client.ts';

export const outcomeKeys = {
  all: ['outcomes'] as const,
  curricula: (institutionId: number) => [...outcomeKeys.all, 'curricula', institutionId] as const,
  curriculum: (code: CurriculumCode, institutionId: number) =>
    [...outcomeKeys.all, 'curriculum', code, institutionId] as const,
  byUuids: (uuids: readonly string[]) => [...outcomeKeys.all, 'byUuids', ...uuids] as const,
};

/**
 * Curricula and their outcomes change only when an operator imports one again, so a page keeps
 * what it loaded for the session; the browser revalidates a curriculum with its ETag.
 */
const REFERENCE_DATA = { staleTime: Infinity } as const;

/** The curricula offered to a school (its feature-gated ones only where their flag is on). */
export function useCurricula(institutionId: number) {
  return useQuery({
    queryKey: outcomeKeys.curricula(institutionId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(listCurricula, { query: { institutionId } }, { signal })).curricula,
    ...REFERENCE_DATA,
  });
}

/** Every current outcome of a curriculum, with the curriculum (its licence and attribution). */
export function useCurriculumOutcomes(code: CurriculumCode | null, institutionId: number) {
  return useQuery({
    queryKey: outcomeKeys.curriculum(code ?? 'AU', institutionId),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        listCurriculumOutcomes,
        { params: { curriculumCode: code ?? 'AU' }, query: { institutionId } },
        { signal },
      );
      // The browser's cache answers a 304 with the body it kept, so fetch sees a 200 with it.
      if (!answer) throw new Error(`The curriculum ${code} came back without its outcomes`);
      return answer;
    },
    enabled: code !== null,
    ...REFERENCE_DATA,
  });
}

/**
 * Outcomes by uuid, from any curriculum (a lesson's tags, a subject's mastery), in one call; a uuid
 * no longer found is left out. The map is keyed by lower-case uuid.
 */
export function useOutcomesByUuids(uuids: readonly string[]) {
  const sorted = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))].sort();
  return useQuery({
    queryKey: outcomeKeys.byUuids(sorted),
    queryFn: async ({ signal }): Promise<Map<string, LearningOutcome>> => {
      if (sorted.length === 0) return new Map();
      const { getResponses } = await callEndpoint(
        batchGetLearningOutcomes,
        { body: { uuids: sorted, ignoreMissing: true } },
        { signal },
      );
      return new Map(
        getResponses.map(({ learningOutcome }) => [learningOutcome.uuid.toLowerCase(), learningOutcome]),
      );
    },
    placeholderData: (previous) => previous,
    ...REFERENCE_DATA,
  });
}
