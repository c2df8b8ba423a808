import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../save-queue.ts';

/**
 * Says where the person's work stands, as a polite live region: saved, saving, or not saved (kept
 * here and tried again, with a button to try now). `kept` says where unsaved work waits: on this
 * device (answers) or on this page (the editor).
 */
export function SaveIndicator({
  status,
  kept,
  onRetry,
}: {
  status: SaveStatus;
  kept: 'device' | 'page';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group
      gap="xs"
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
      wrap="nowrap"
    >
      {status === 'saving' && <Loader size="xs" aria-hidden />}
      <Text size="sm" fw={status === 'failed' ? 600 : undefined} c={status === 'failed' ? 'red.9' : 'dimmed'}>
        {status === 'saved' && t('activities.save.saved')}
        {status === 'pending' && t('activities.save.pending')}
        {status === 'saving' && t('activities.save.saving')}
        {status === 'failed' &&
          t(kept === 'device' ? 'activities.save.failedDevice' : 'activities.save.failedPage')}
      </Text>
      {status === 'failed' && (
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('activities.save.retry')}
        </Button>
      )}
    </Group>
  );
}
