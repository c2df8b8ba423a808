import { useQuery } from '@tanstack/react-query';
import type { CurriculumCode } from '../../../common/outcomes/constants.ts';
import { listCurricula, listCurriculumOutcomes } from '../../../common/outcomes/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';

export const outcomeKeys = {
  all: ['outcomes'] as const,
  curricula: (institutionId: number) => [...outcomeKeys.all, 'curricula', institutionId] as const,
  curriculum: (code: CurriculumCode, institutionId: number) =>
    [...outcomeKeys.all, 'curriculum', code, institutionId] as const,
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
