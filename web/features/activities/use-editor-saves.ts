import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { UpdateActivity, WorksheetItemInput } from '../../../common/activities/schema.ts';
import { saveActivity, saveWorksheetItem } from './activities.queries.ts';
import { SaveQueue } from './save-queue.ts';

/** One piece of the editor's unsaved work: the lesson's own fields, or one question. */
export type EditorSave =
  { kind: 'lesson'; body: UpdateActivity } | { kind: 'item'; id: number; body: WorksheetItemInput };

export const LESSON_KEY = 'lesson';
export const itemKey = (id: number) => `item:${id}`;

/**
 * The editor's saves: each change goes to a queue that sends it a moment later, keeps it when it
 * fails and sends it again (at once when back online), so a failed save loses nothing. Leaving the
 * page sends what is still waiting; closing the tab with unsaved work asks first.
 */
export function useEditorSaves(activityId: number) {
  const queryClient = useQueryClient();
  const queue = useMemo(
    () =>
      new SaveQueue<EditorSave>({
        save: async (_key, save) => {
          if (save.kind === 'lesson') {
            await saveActivity(queryClient, activityId, save.body);
          } else {
            await saveWorksheetItem(queryClient, save.id, save.body);
          }
        },
      }),
    [activityId, queryClient],
  );
  useEffect(() => queue.hold(), [queue]);
  const statuses = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const overall = queue.overall();
  const hasUnsaved = overall !== 'saved';
  useEffect(() => {
    if (!hasUnsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsaved]);

  return {
    queue,
    overall,
    statusOf: (key: string) => statuses.get(key) ?? 'saved',
    errorOf: (key: string) => queue.errorOf(key),
  };
}
