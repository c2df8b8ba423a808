import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember, StaffViewer } from '../../../../common/staff/schema.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { EDITABLE_GRANTS, grantChanges, holdsGrant, type EditableGrant } from '../staff-rules.ts';
import { useChangeGrants } from '../staff.queries.ts';

/**
 * The roles a member holds at the school, as checkboxes: subject creator, admin, subscription
 * owner, head of science (spec 6, Institution grants). Only the grants the viewer may make are
 * offered (head of science by a head of science: nobody hands out a rank above their own). Saving
 * makes the spec 7 calls for what changed; taking your own admin seat asks you to tick that you
 * mean it, since this page then closes to you.
 */
export function StaffRolesDialog({
  institutionId,
  member,
  viewer,
  onClose,
}: {
  institutionId: number;
  member: StaffMember;
  viewer: StaffViewer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeGrants(institutionId);
  const [wanted, setWanted] = useState(
    () =>
      Object.fromEntries(EDITABLE_GRANTS.map((g) => [g, holdsGrant(member, g)])) as Record<
        EditableGrant,
        boolean
      >,
  );
  const [meansIt, setMeansIt] = useState(false);
  const isSelf = member.principal === viewer.principal;
  const changes = grantChanges(member, wanted);
  const losesOwnSeat =
    isSelf &&
    changes.some((c) => c.action === 'revoke' && (c.grant === 'admins' || c.grant === 'headOfScience'));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending || changes.length === 0 || (losesOwnSeat && !meansIt)) return;
    change.mutate(
      { principal: member.principal, changes },
      {
        onSuccess: () => {
          showNotification({
            tone: 'success',
            message: t('schoolAdmin.staff.rolesSaved', { name: member.fullName }),
          });
          onClose();
        },
      },
    );
  }

  return (
    <AppModal opened onClose={onClose} title={t('schoolAdmin.staff.rolesTitle', { name: member.fullName })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('schoolAdmin.staff.rolesIntro')}</Text>
          {EDITABLE_GRANTS.map((grant) => (
            <Checkbox
              key={grant}
              label={t(`schoolAdmin.staff.grant.${grant}`)}
              description={t(`schoolAdmin.staff.grantHelp.${grant}`)}
              checked={wanted[grant]}
              disabled={!viewer.canGrant[grant]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setWanted((w) => ({ ...w, [grant]: checked }));
              }}
            />
          ))}
          {losesOwnSeat && (
            <Alert color="orange" variant="light" title={t('schoolAdmin.staff.ownSeatTitle')}>
              <Stack gap="xs">
                <Text size="sm">{t('schoolAdmin.staff.ownSeatBody')}</Text>
                <Checkbox
                  label={t('schoolAdmin.staff.ownSeatConfirm')}
                  checked={meansIt}
                  onChange={(event) => setMeansIt(event.currentTarget.checked)}
                />
              </Stack>
            </Alert>
          )}
          {change.error && (
            <Alert color="red" variant="light" role="alert">
              {describeError(change.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={change.isPending}
              disabled={changes.length === 0 || (losesOwnSeat && !meansIt)}
            >
              {t('schoolAdmin.staff.saveRoles')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
