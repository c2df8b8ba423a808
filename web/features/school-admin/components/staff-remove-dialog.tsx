import '../school-admin-i18n.ts';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../../../../common/staff/schema.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useRemoveFromSchool } from '../staff.queries.ts';

/**
 * Confirms removing someone who has left (purgeUser), saying plainly what becomes of their
 * subjects and their students' work: nothing is lost. The school's last admin cannot be removed
 * (the server refuses it too); the dialog says why and offers no way to try.
 */
export function StaffRemoveDialog({
  institutionId,
  schoolName,
  member,
  isLastAdmin,
  movesToViewer,
  onClose,
}: {
  institutionId: number;
  schoolName: string;
  member: StaffMember;
  isLastAdmin: boolean;
  /** Whether subjects nobody else teaches move to the viewer (an admin there) or to another admin. */
  movesToViewer: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveFromSchool(institutionId);
  const name = member.fullName;

  function confirm() {
    if (remove.isPending) return;
    remove.mutate(member.principal, {
      onSuccess: () => {
        showNotification({
          tone: 'success',
          message: t('schoolAdmin.staff.removed', { name, school: schoolName }),
        });
        onClose();
      },
    });
  }

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('schoolAdmin.staff.removeTitle', { name, school: schoolName })}
    >
      <Stack gap="sm">
        {isLastAdmin ? (
          <Alert color="orange" variant="light" role="alert" title={t('schoolAdmin.staff.lastAdminTitle')}>
            {t('schoolAdmin.staff.lastAdminBody', { name })}
          </Alert>
        ) : (
          <>
            <Text>{t('schoolAdmin.staff.removeAccess', { name, school: schoolName })}</Text>
            {member.subjects.length > 0 ? (
              <>
                <Text fw={600}>{t('schoolAdmin.staff.removeSubjectsIntro')}</Text>
                <List spacing={4}>
                  {member.subjects.map((subject) => (
                    <List.Item key={subject.id}>
                      {subject.coTeachers > 0
                        ? t('schoolAdmin.staff.subjectStays', {
                            subject: subject.name,
                            count: subject.coTeachers,
                          })
                        : t(
                            movesToViewer
                              ? 'schoolAdmin.staff.subjectMoves'
                              : 'schoolAdmin.staff.subjectMovesToAdmin',
                            {
                              subject: subject.name,
                            },
                          )}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : (
              <Text>{t('schoolAdmin.staff.removeNoSubjects', { name })}</Text>
            )}
            <Text>{t('schoolAdmin.staff.removeWorkKept')}</Text>
          </>
        )}
        {remove.error && (
          <Alert color="red" variant="light" role="alert">
            {describeError(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {isLastAdmin ? t('common.close') : t('common.cancel')}
          </Button>
          {!isLastAdmin && (
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              {t('schoolAdmin.staff.removeConfirm', { name })}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
