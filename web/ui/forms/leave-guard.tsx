import { Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { AppModal } from '../app-modal.tsx';

/** The forms on the page that hold typed, unsaved text, each with what leaving would lose. */
const unsaved = new Map<string, string | undefined>();
const listeners = new Set<() => void>();
let snapshot: readonly (string | undefined)[] = [];

function publish(): void {
  snapshot = [...unsaved.values()];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Marks a form as holding unsaved text while `isDirty`, so leaving the page asks first (see
 * LeaveGuard). `message` says what would be lost; without it the dialog says it generally.
 * Returns `release`, for a form that navigates once saved: the move it makes is not asked about.
 */
export function useLeaveGuard(isDirty: boolean, message?: string): { release: () => void } {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return;
    unsaved.set(id, message);
    publish();
    return () => {
      unsaved.delete(id);
      publish();
    };
  }, [id, isDirty, message]);
  return {
    release: () => {
      if (unsaved.delete(id)) publish();
    },
  };
}

/**
 * Asks before leaving a page whose forms hold unsaved text: a dialog for a move within the app,
 * the browser's own prompt for a reload, a closed tab or a typed address. One per layout, because
 * React Router supports one navigation blocker at a time; forms take part with useLeaveGuard.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const messages = useSyncExternalStore(subscribe, () => snapshot);
  const isDirty = messages.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <AppModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('common.leave.title')}
    >
      <Text>{messages.find(Boolean) ?? t('common.leave.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('common.leave.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('common.leave.leave')}
        </Button>
      </Group>
    </AppModal>
  );
}
