import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/app-modal.tsx';

/**
 * The 'joined another institution' dialog (spec 2.7): the subject just joined belongs to another
 * school. The title names both; the body says it worked (or that they were already in it) and how
 * to find the school again with the switcher. Confirm goes to the subject; Cancel stays here.
 */
export function JoinedAnotherInstitutionModal({
  destination,
  onCancel,
  onConfirm,
}: {
  destination: { path: string; subjectName: string; institutionName: string; wasMember: boolean } | null;
  onCancel: () => void;
  onConfirm: (path: string) => void;
}) {
  const { t } = useTranslation();
  const names = destination
    ? { subject: destination.subjectName, institution: destination.institutionName }
    : { subject: '', institution: '' };
  return (
    <AppModal
      opened={destination !== null}
      onClose={onCancel}
      title={t('invitations.joinedElsewhere.title', names)}
    >
      {destination && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t(
              destination.wasMember
                ? 'invitations.joinedElsewhere.alreadyIn'
                : 'invitations.joinedElsewhere.heading',
            )}
          </Title>
          <Text>{t('invitations.joinedElsewhere.body', names)}</Text>
          <Text>{t('invitations.joinedElsewhere.hint', names)}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => onConfirm(destination.path)}>
              {t('invitations.joinedElsewhere.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
