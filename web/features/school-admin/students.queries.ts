import './students-i18n.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listStudents, releaseStudentLicence, removeStudent } from '../../../common/students/endpoints.ts';
import type { LicenceStanding } from '../../../common/students/schema.ts';
import { callEndpoint } from '../../api/client.ts';
import { schoolAdminKeys } from './school-admin.queries.ts';
import { subjectKeys } from '../subjects/subjects.queries.ts';

export interface StudentsFilter {
  q: string;
  standing: LicenceStanding | null;
  page: number;
}

export const STUDENTS_PAGE_SIZE = 50;

export const studentsKeys = {
  all: ['school-students'] as const,
  school: (institutionId: number) => [...studentsKeys.all, institutionId] as const,
  page: (institutionId: number, filter: StudentsFilter) =>
    [...studentsKeys.school(institutionId), filter.q, filter.standing, filter.page] as const,
};

const queryOf = (filter: StudentsFilter, pageSize: number) => ({
  q: filter.q,
  page: filter.page,
  pageSize,
  ...(filter.standing ? { standing: filter.standing } : {}),
});

/** A page of the school's students; a new search or page keeps the last one on screen until it comes. */
export function useStudents(institutionId: number, filter: StudentsFilter) {
  return useQuery({
    queryKey: studentsKeys.page(institutionId, filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        listStudents,
        { params: { institutionId }, query: queryOf(filter, STUDENTS_PAGE_SIZE) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every student matching the search and filter, page after page of the largest size (for the CSV). */
export async function fetchAllStudents(institutionId: number, filter: Omit<StudentsFilter, 'page'>) {
  const pageSize = 500;
  const first = await callEndpoint(listStudents, {
    params: { institutionId },
    query: queryOf({ ...filter, page: 1 }, pageSize),
  });
  const students = [...first.students];
  for (let page = 2; (page - 1) * pageSize < first.total; page++) {
    const next = await callEndpoint(listStudents, {
      params: { institutionId },
      query: queryOf({ ...filter, page }, pageSize),
    });
    students.push(...next.students);
  }
  return students;
}

/** After a release or removal: the students, Billing's licence count and the subjects' members. */
function useRefresh(institutionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: studentsKeys.school(institutionId) });
    void queryClient.invalidateQueries({ queryKey: schoolAdminKeys.billing(institutionId) });
    void queryClient.invalidateQueries({ queryKey: subjectKeys.all });
  };
}

export function useReleaseLicence(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({
    mutationFn: (principal: string) =>
      callEndpoint(releaseStudentLicence, { params: { institutionId, principal } }),
    onSuccess: refresh,
  });
}

export function useRemoveStudent(institutionId: number) {
  const refresh = useRefresh(institutionId);
  return useMutation({
    mutationFn: (principal: string) => callEndpoint(removeStudent, { params: { institutionId, principal } }),
    onSuccess: refresh,
  });
}
