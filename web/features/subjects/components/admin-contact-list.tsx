import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineLoading } from '../../../ui/loading-state.tsx';
import { useInstitutionAdmins } from '../../institutions/institutions.queries.ts';

/** Whom to ask for access: the institution's admins, each with a mail link (spec 2.3). */
export function AdminContactList({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const admins = useInstitutionAdmins(institutionId);
  if (admins.isPending) return <InlineLoading size="xs" mt="xs" label={t('common.loading')} />;
  if (admins.isError) return <Text mt="xs">{t('subjects.notCreator.loadError')}</Text>;
  if (admins.data.length === 0) return <Text mt="xs">{t('subjects.notCreator.none')}</Text>;
  return (
    <List mt="xs" spacing={4} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {admins.data.map((admin) => (
        <List.Item key={admin.principal}>
          {admin.fullName} <Anchor href={`mailto:${admin.email}`}>{admin.email}</Anchor>
        </List.Item>
      ))}
    </List>
  );
}
