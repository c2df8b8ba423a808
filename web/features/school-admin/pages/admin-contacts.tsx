import '../school-admin-i18n.ts';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../common/people/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';

/** A list of people with full name and a mail link, with its loading and error states. */
export function AdminContacts({
  people,
  isPending,
  error,
  emptyText,
  onRetry,
}: {
  people: readonly AdminUser[] | undefined;
  isPending: boolean;
  error: unknown;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isPending) return <LoadingState label={t('common.loading')} />;
  if (error)
    return <ErrorState title={t('schoolAdmin.loadError')} error={error} headingOrder={2} onRetry={onRetry} />;
  if (!people?.length) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <List spacing="xs">
      {people.map((person) => (
        <List.Item key={person.principal}>
          {person.fullName} <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>
        </List.Item>
      ))}
    </List>
  );
}
