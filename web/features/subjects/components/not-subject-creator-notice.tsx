import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminContactList } from './admin-contact-list.tsx';

/**
 * For a teacher who can update a subject but may not create one (spec 2.3): whom to ask, the
 * institution's admins, each with a mail link.
 */
export function NotSubjectCreatorNotice({ institution }: { institution: { id: number; name: string } }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('subjects.notCreator.title')}>
      <Alert
        role="note"
        color="gray"
        variant="light"
        radius="lg"
        title={t('subjects.notCreator.title')}
        data-testid="not-subject-creator-notice"
      >
        <Text size="sm">{t('subjects.notCreator.body', { school: institution.name })}</Text>
        <AdminContactList institutionId={institution.id} />
      </Alert>
    </section>
  );
}
