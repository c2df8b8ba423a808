import { Alert, Anchor, List, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInstitutionAdmins } from '../../institutions/institutions.queries.ts';

/**
 * For a teacher who can update a subject but may not create one (spec 2.3): whom to ask, the
 * institution's admins, each with a mail link.
 */
export function NotSubjectCreatorNotice({ institution }: { institution: { id: number; name: string } }) {
  const { t } = useTranslation();
  const admins = useInstitutionAdmins(institution.id);
  return (
    <section aria-label={t('subjects.notCreator.title')}>
      <Alert
        role="note"
        color="gray"
        variant="light"
        title={t('subjects.notCreator.title')}
        data-testid="not-subject-creator-notice"
      >
        <Text>{t('subjects.notCreator.body', { school: institution.name })}</Text>
        {admins.isPending && <Loader size="xs" mt="xs" aria-label={t('common.loading')} />}
        {admins.isError && <Text mt="xs">{t('subjects.notCreator.loadError')}</Text>}
        {admins.data?.length === 0 && <Text mt="xs">{t('subjects.notCreator.none')}</Text>}
        {!!admins.data?.length && (
          <List mt="xs" spacing={4}>
            {admins.data.map((admin) => (
              <List.Item key={admin.principal}>
                {admin.fullName} <Anchor href={`mailto:${admin.email}`}>{admin.email}</Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Alert>
    </section>
  );
}
