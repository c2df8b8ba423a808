import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActivityWithParts, ClassView } from '../../../common/activities/contracts.ts';
import {
  checkResponse,
  getClassView,
  getMyResponses,
  getResponseVersions,
  markResponse,
  returnSubmission,
  submitActivity,
} from '../../../common/activities/answer-endpoints.ts';
import { listDueDates, setStudentDueDate } from '../../../common/activities/endpoints.ts';
import type { Activity, MarkResponse, Response } from '../../../common/activities/schema.ts';
import { callEndpoint } from '../../api/client.ts';
import { activityKeys } from './activities.queries.ts';

/** Answers, submissions, marks, the class view and due dates: the queries of a lesson's answering and marking. */

export function useMyResponses(activityId: number) {
  return useQuery({
    queryKey: activityKeys.myResponses(activityId),
    queryFn: ({ signal }) => callEndpoint(getMyResponses, { params: { activityId } }, { signal }),
  });
}

/** Puts one of the student's answers (as a save or a check answered it) into the lesson's cache. */
export function putMyResponse(queryClient: QueryClient, activityId: number, response: Response): void {
  queryClient.setQueriesData<ActivityWithParts>({ queryKey: activityKeys.one(activityId) }, (old) =>
    old?.myResponses
      ? {
          ...old,
          myResponses: [
            ...old.myResponses.filter((r) => r.worksheetItemId !== response.worksheetItemId),
            response,
          ],
        }
      : old,
  );
}

/** Checks a saved answer (a lesson checked as you go): its automatic mark goes into the lesson's cache. */
export function useCheckResponse(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (worksheetItemId: number) => callEndpoint(checkResponse, { params: { worksheetItemId } }),
    onSuccess: ({ response }) => putMyResponse(queryClient, activityId, response),
  });
}

/**
 * Hands a lesson in: the lesson's cache holds the hand-in and the marks it brought at once (the
 * page reads them from there, so a later return shows as soon as the lesson is read again).
 */
export function useSubmitActivity(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(submitActivity, { params: { activityId } }),
    onSuccess: (mine) => {
      queryClient.setQueryData(activityKeys.myResponses(activityId), mine);
      queryClient.setQueriesData<ActivityWithParts>({ queryKey: activityKeys.one(activityId) }, (old) =>
        old ? { ...old, mySubmission: mine.submission, myResponses: mine.responses } : old,
      );
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

/**
 * Returns a student's handed-in lesson to them (a teacher): their row in the class view shows it
 * at once, and the answers' histories are read again.
 */
export function useReturnSubmission(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (studentPrincipal: string) =>
      (await callEndpoint(returnSubmission, { params: { activityId, studentPrincipal } })).submission,
    onSuccess: (submission, studentPrincipal) => {
      queryClient.setQueryData<ClassView>(activityKeys.classView(activityId), (old) =>
        old
          ? {
              ...old,
              students: old.students.map((s) =>
                s.principal === studentPrincipal ? { ...s, submission } : s,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: activityKeys.classView(activityId) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.histories() });
    },
  });
}

/** An answer's history (its saves, its lesson's hand-ins and returns), read when it is shown. */
export function useResponseHistory(responseId: number, isShown: boolean) {
  return useQuery({
    queryKey: activityKeys.history(responseId),
    enabled: isShown,
    queryFn: ({ signal }) => callEndpoint(getResponseVersions, { params: { responseId } }, { signal }),
  });
}

export function useClassView(activityId: number) {
  return useQuery({
    queryKey: activityKeys.classView(activityId),
    queryFn: ({ signal }) => callEndpoint(getClassView, { params: { activityId } }, { signal }),
  });
}

/** Marks one answer; the class view shows the new mark at once. */
export function useMarkResponse(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ responseId, body }: { responseId: number; body: MarkResponse }) =>
      (await callEndpoint(markResponse, { params: { responseId }, body })).response,
    onSuccess: (response) => {
      queryClient.setQueryData<ClassView>(activityKeys.classView(activityId), (old) =>
        old ? { ...old, responses: old.responses.map((r) => (r.id === response.id ? response : r)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: activityKeys.classView(activityId) });
    },
    // The mark changed meanwhile (409): the class view shows the new one; the form keeps what was typed.
    onError: () => void queryClient.invalidateQueries({ queryKey: activityKeys.classView(activityId) }),
  });
}

/** Gives one student their own due date for a lesson (null: the lesson's again); the class view and lists follow. */
export function useSetStudentDueDate(activity: Pick<Activity, 'id' | 'subjectId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ studentPrincipal, dueAt }: { studentPrincipal: string; dueAt: string | null }) =>
      (
        await callEndpoint(setStudentDueDate, {
          params: { activityId: activity.id, studentPrincipal },
          body: { dueAt },
        })
      ).studentDueDate,
    onSuccess: (changed) => {
      queryClient.setQueryData<ClassView>(activityKeys.classView(activity.id), (old) =>
        old
          ? {
              ...old,
              students: old.students.map((s) =>
                s.principal === changed.studentPrincipal ? { ...s, extendedDueAt: changed.extendedDueAt } : s,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: activityKeys.list(activity.subjectId) });
    },
  });
}

/** The lessons due across the person's subjects at a school (spec 2.3's due dates region). */
export function useDueDates(institutionId: number) {
  return useQuery({
    queryKey: activityKeys.dueDates(institutionId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(listDueDates, { params: { institutionId } }, { signal })).dueDates,
  });
}
