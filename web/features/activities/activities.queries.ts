import './activities-i18n.ts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActivityWithParts } from '../../../common/activities/contracts.ts';
import {
  createActivity,
  createWorksheetItem,
  deleteActivity,
  deleteWorksheetItem,
  duplicateActivity,
  getActivity,
  listActivities,
  publishActivity,
  reorderActivities,
  reorderWorksheetItems,
  restoreActivity,
  unpublishActivity,
  updateActivity,
  updateWorksheetItem,
} from '../../../common/activities/endpoints.ts';
import type {
  Activity,
  CreateActivity,
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
