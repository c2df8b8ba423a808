import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { daysLeftToRestore, recentlyDeletedSubjects } from '../recently-deleted.ts';
import { useDeletedSubjectRoles, useRestoreSubject } from '../subjects.queries.ts';
import classes from './recently-deleted.module.css';

const TITLE_ID = 'recently-deleted-title';

/**
 * The archive page's 'Recently deleted' section: subjects the person deleted (or was in) within
 * the 30 days the server keeps them, each with Restore for those who may change it. Nothing shows
 * when there are none.
 */
export function RecentlyDeleted({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const roles = useDeletedSubjectRoles(institutionId);
  const restore = useRestoreSubject();
  const now = new Date();
  const deleted = roles.data ? recentlyDeletedSubjects(roles.data, institutionId, now) : [];
  if (deleted.length === 0) return null;

  function handleRestore(subject: Subject) {
    restore.mutate(subject, {
      onSuccess: (restored) =>
        showNotification({
          tone: 'success',
          message: t(restored.isArchived ? 'archive.deleted.restoredArchived' : 'archive.deleted.restored', {
            name: subject.namePlaintext,
          }),
        }),
      onError: (error) => handleError(error, 'archive.deleted.failed'),
    });
  }

  return (
    <section aria-labelledby={TITLE_ID} className={classes.section}>
      <Title order={2} size="h3" id={TITLE_ID}>
        {t('archive.deleted.title')}
      </Title>
      <Text c="dimmed" mb="sm">
        {t('archive.deleted.description')}
      </Text>
      <ul className={classes.list} aria-labelledby={TITLE_ID}>
        {deleted.map((subject) => (
          <li key={subject.id} className={classes.item} data-testid="deleted-subject">
            <Stack gap={2}>
              <Text fw={600}>{subject.namePlaintext}</Text>
              <Text size="sm" c="dimmed">
                {t('archive.deleted.when', {
                  date: format.date(subject.deletedOn!),
                  count: daysLeftToRestore(subject.deletedOn!, now),
                })}
              </Text>
            </Stack>
            {subject.permissions?.update && (
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('archive.deleted.restoreLabel', { name: subject.namePlaintext })}
                  loading={restore.isPending && restore.variables.id === subject.id}
                  onClick={() => handleRestore(subject)}
                >
                  {t('archive.deleted.restore')}
                </Button>
              </Group>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
