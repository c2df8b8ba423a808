import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { handleError } from '../../../ui/handle-error.ts';
import { useAutoArchivedNoticeAction } from '../subjects.queries.ts';

/**
 * 'Your subjects were archived at the end of the school year' (spec 4): Close clears the flag;
 * 'Hide forever' also opts out of it for good. The caller shows it while showAutoArchivedNotice.
 */
export function AutoArchivedNotice() {
  const { t } = useTranslation();
  const action = useAutoArchivedNoticeAction();
  const run = (kind: 'close' | 'hideForever') =>
    action.mutate(kind, { onError: (error) => handleError(error, 'subjects.notice.failed') });
  return (
    <Alert
      role="note"
      color="yellow"
      variant="light"
      radius="lg"
      title={t('subjects.notice.title')}
      data-testid="auto-archived-notice"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw="44rem">
          {t('subjects.notice.body')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={action.isPending && action.variables === 'close'}
            disabled={action.isPending}
            onClick={() => run('close')}
          >
            {t('subjects.notice.close')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="dark"
            loading={action.isPending && action.variables === 'hideForever'}
            disabled={action.isPending}
            onClick={() => run('hideForever')}
          >
            {t('subjects.notice.hideForever')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
