import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSchoolLearningScale, putSchoolLearningScale } from '../../../common/outcomes/endpoints.ts';
import type { SchoolScaleBody } from '../../../common/outcomes/school-scales.ts';
import { callEndpoint } from '../../api/client.ts';
import { outcomeKeys } from './outcomes.queries.ts';

const scaleKey = (institutionId: number, uuid: string) =>
  [...outcomeKeys.all, 'school-scale', institutionId, uuid] as const;

/** The school's own learning scale for an outcome (empty while it has written none). */
export function useSchoolScale(institutionId: number, uuid: string) {
  return useQuery({
    queryKey: scaleKey(institutionId, uuid),
    queryFn: ({ signal }) =>
      callEndpoint(getSchoolLearningScale, { params: { institutionId, uuid } }, { signal }),
  });
}

/** Writes the school's own learning scale for an outcome; the answer replaces what was read. */
export function useSaveSchoolScale(institutionId: number, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolScaleBody) =>
      callEndpoint(putSchoolLearningScale, { params: { institutionId, uuid }, body }),
    onSuccess: (scale) => queryClient.setQueryData(scaleKey(institutionId, uuid), scale),
  });
}
