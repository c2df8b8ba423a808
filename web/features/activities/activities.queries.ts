import './activities-i18n.ts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActivityWithParts, ClassView } from '../../../common/activities/contracts.ts';
import {
  checkResponse,
  createActivity,
  createWorksheetItem,
  deleteActivity,
  deleteWorksheetItem,
  duplicateActivity,
  getActivity,
  getClassView,
  getMyResponses,
  getResponseVersions,
  listActivities,
  listDueDates,
  markResponse,
  publishActivity,
  reorderActivities,
  reorderWorksheetItems,
  restoreActivity,
  setStudentDueDate,
  returnSubmission,
  submitActivity,
  unpublishActivity,
  updateActivity,
  updateWorksheetItem,
} from '../../../common/activities/endpoints.ts';
import type {
  Activity,
  CreateActivity,
  MarkResponse,
  Response,
  UpdateActivity,
  WorksheetItem,
  WorksheetItemInput,
} from '../../../common/activities/schema.ts';
import { callEndpoint } from '../../api/client.ts';

export const activityKeys = {
  all: ['activities'] as const,
  list: (subjectId: number) => [...activityKeys.all, 'list', subjectId] as const,
  one: (activityId: number) => [...activityKeys.all, 'one', activityId] as const,
  myResponses: (activityId: number) => [...activityKeys.all, 'myResponses', activityId] as const,
  classView: (activityId: number) => [...activityKeys.all, 'classView', activityId] as const,
  histories: () => [...activityKeys.all, 'history'] as const,
  history: (responseId: number) => [...activityKeys.histories(), responseId] as const,
  dueDates: (institutionId: number) => [...activityKeys.all, 'dueDates', institutionId] as const,
};

type ListEntry = Awaited<ReturnType<typeof fetchList>>[number];

async function fetchList(subjectId: number, signal?: AbortSignal) {
  return (await callEndpoint(listActivities, { params: { subjectId }, query: {} }, { signal })).activities;
}

/** A subject's lessons in order: every one for its teachers, the published ones with progress for students. */
export function useActivities(subjectId: number) {
  return useQuery({
    queryKey: activityKeys.list(subjectId),
    queryFn: ({ signal }) => fetchList(subjectId, signal),
  });
}

/** One lesson with its questions and, for a student, their own answers and submission. */
export function useActivity(activityId: number | null, options: { withMyResponses?: boolean } = {}) {
  const withMyResponses = !!options.withMyResponses;
  return useQuery({
    queryKey: [...activityKeys.one(activityId ?? 0), { withMyResponses }],
    enabled: activityId !== null,
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          getActivity,
          {
            params: { activityId: activityId ?? 0 },
            query: { includeWorksheetItems: true, includeMyResponses: withMyResponses },
          },
          { signal },
        )
      ).activity,
  });
}

/** Puts a lesson's new state in every cache that shows it: its list and its own queries. */
export function storeActivity(queryClient: QueryClient, activity: Activity): void {
  queryClient.setQueryData<ListEntry[]>(activityKeys.list(activity.subjectId), (old) =>
    old?.map((a) => (a.id === activity.id ? { ...a, ...activity } : a)),
  );
  queryClient.setQueriesData<ActivityWithParts>({ queryKey: activityKeys.one(activity.id) }, (old) =>
    old ? { ...old, ...activity } : old,
  );
}

function invalidateDueDates(queryClient: QueryClient, activity: Pick<Activity, 'institutionId'>) {
  void queryClient.invalidateQueries({ queryKey: activityKeys.dueDates(activity.institutionId) });
}

export function useCreateActivity(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateActivity) =>
      (await callEndpoint(createActivity, { params: { subjectId }, body })).activity,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activityKeys.list(subjectId) }),
  });
}

/**
 * Saves some of a lesson's fields (the editor's save queue sends them): the answer, the whole
 * saved lesson, goes into every cache that shows it, and the school's due dates are read again (a
 * title or due date may have changed).
 */
export async function saveActivity(
  queryClient: QueryClient,
  activityId: number,
  body: UpdateActivity,
): Promise<Activity> {
  const { activity } = await callEndpoint(updateActivity, { params: { activityId }, body });
  storeActivity(queryClient, activity);
  invalidateDueDates(queryClient, activity);
  return activity;
}

/** Publishes or unpublishes a lesson. */
export function usePublishActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ activity, publish }: { activity: Activity; publish: boolean }) =>
      (
        await callEndpoint(publish ? publishActivity : unpublishActivity, {
          params: { activityId: activity.id },
        })
      ).activity,
    onSuccess: (activity) => {
      storeActivity(queryClient, activity);
      invalidateDueDates(queryClient, activity);
    },
  });
}

/** Copies a lesson (as a draft) into its own subject or into another the teacher teaches. */
export function useDuplicateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ activity, subjectId }: { activity: Activity; subjectId?: number }) =>
      (
        await callEndpoint(duplicateActivity, {
          params: { activityId: activity.id },
          body: subjectId === undefined ? {} : { subjectId },
        })
      ).activity,
    onSuccess: (copy) => void queryClient.invalidateQueries({ queryKey: activityKeys.list(copy.subjectId) }),
  });
}

/** Deletes a lesson (it can be restored); it leaves the list at once. */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: Activity) => callEndpoint(deleteActivity, { params: { activityId: activity.id } }),
    onSuccess: (_result, activity) => {
      queryClient.setQueryData<ListEntry[]>(activityKeys.list(activity.subjectId), (old) =>
        old?.filter((a) => a.id !== activity.id),
      );
      invalidateDueDates(queryClient, activity);
    },
  });
}

export function useRestoreActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activity: Activity) =>
      (await callEndpoint(restoreActivity, { params: { activityId: activity.id } })).activity,
    onSuccess: (activity) => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.list(activity.subjectId) });
      invalidateDueDates(queryClient, activity);
    },
  });
}

/** Saves a new order of a subject's lessons; the list shows it at once and goes back if refused. */
export function useReorderActivities(subjectId: number) {
  const queryClient = useQueryClient();
  const key = activityKeys.list(subjectId);
  return useMutation({
    mutationFn: async (activityIds: number[]) =>
      (await callEndpoint(reorderActivities, { params: { subjectId }, body: { activityIds } })).activities,
    onMutate: async (activityIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListEntry[]>(key);
      if (previous) {
        const byId = new Map(previous.map((a) => [a.id, a]));
        const reordered = activityIds.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(key, [...reordered, ...previous.filter((a) => !activityIds.includes(a.id))]);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (activities) => queryClient.setQueryData(key, activities),
  });
}

// Questions -------------------------------------------------------------------------------------

function storeItems(
  queryClient: QueryClient,
  activityId: number,
  update: (items: WorksheetItem[]) => WorksheetItem[],
) {
  queryClient.setQueriesData<ActivityWithParts>({ queryKey: activityKeys.one(activityId) }, (old) =>
    old?.worksheetItems ? { ...old, worksheetItems: update(old.worksheetItems) } : old,
  );
}

export function useCreateWorksheetItem(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WorksheetItemInput) =>
      (await callEndpoint(createWorksheetItem, { params: { activityId }, body })).worksheetItem,
    onSuccess: (item) => {
      storeItems(queryClient, activityId, (items) => [...items, item]);
      void queryClient.invalidateQueries({ queryKey: activityKeys.one(activityId) });
    },
  });
}

/** Saves a question (the editor's autosave calls it); the cache is refreshed with what was saved. */
export async function saveWorksheetItem(
  queryClient: QueryClient,
  worksheetItemId: number,
  body: WorksheetItemInput,
): Promise<WorksheetItem> {
  const { worksheetItem } = await callEndpoint(updateWorksheetItem, { params: { worksheetItemId }, body });
  storeItems(queryClient, worksheetItem.activityId, (items) =>
    items.map((i) => (i.id === worksheetItem.id ? worksheetItem : i)),
  );
  return worksheetItem;
}

export function useDeleteWorksheetItem(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (worksheetItemId: number) =>
      callEndpoint(deleteWorksheetItem, { params: { worksheetItemId } }),
    onSuccess: (_r, worksheetItemId) => {
      storeItems(queryClient, activityId, (items) => items.filter((i) => i.id !== worksheetItemId));
      void queryClient.invalidateQueries({ queryKey: activityKeys.one(activityId) });
    },
  });
}

export function useReorderWorksheetItems(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (worksheetItemIds: number[]) =>
      (await callEndpoint(reorderWorksheetItems, { params: { activityId }, body: { worksheetItemIds } }))
        .activity,
    onMutate: (worksheetItemIds) => {
      const order = new Map(worksheetItemIds.map((id, index) => [id, index]));
      storeItems(queryClient, activityId, (items) =>
        [...items].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: activityKeys.one(activityId) }),
  });
}

// Answers, marks, the class view, due dates -------------------------------------------------------

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
