import '../school-admin-i18n.ts';
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
 * mean it, since this page then closes to you, and so does taking the school's last subscription
 * owner, since nobody could then accept its offers. While the school has no head of science, its
 * admins may appoint the first.
 */
export function StaffRolesDialog({
  institutionId,
  member,
  viewer,
  isLastSubscriptionOwner,
  onClose,
}: {
  institutionId: number;
  member: StaffMember;
  viewer: StaffViewer;
  /** Unticking it would leave the school with nobody to accept or decline its offers. */
  isLastSubscriptionOwner: boolean;
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
  const [leavesNoOwner, setLeavesNoOwner] = useState(false);
  const isSelf = member.principal === viewer.principal;
  const changes = grantChanges(member, wanted);
  const losesOwnSeat =
    isSelf &&
    changes.some((c) => c.action === 'revoke' && (c.grant === 'admins' || c.grant === 'headOfScience'));
  const dropsLastOwner =
    isLastSubscriptionOwner && changes.some((c) => c.action === 'revoke' && c.grant === 'subscriptionOwners');
  const isUnconfirmed = (losesOwnSeat && !meansIt) || (dropsLastOwner && !leavesNoOwner);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending || changes.length === 0 || isUnconfirmed) return;
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
            <ConfirmWarning
              title={t('schoolAdmin.staff.ownSeatTitle')}
              body={t('schoolAdmin.staff.ownSeatBody')}
              confirm={t('schoolAdmin.staff.ownSeatConfirm')}
              checked={meansIt}
              onChange={setMeansIt}
            />
          )}
          {dropsLastOwner && (
            <ConfirmWarning
              title={t('schoolAdmin.staff.lastOwnerTitle', { name: member.fullName })}
              body={t('schoolAdmin.staff.lastOwnerBody')}
              confirm={t('schoolAdmin.staff.lastOwnerConfirm')}
              checked={leavesNoOwner}
              onChange={setLeavesNoOwner}
            />
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
            <Button type="submit" loading={change.isPending} disabled={changes.length === 0 || isUnconfirmed}>
              {t('schoolAdmin.staff.saveRoles')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

/** What a change means, with a box to tick that the person means it. */
function ConfirmWarning(props: {
  title: string;
  body: string;
  confirm: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Alert color="orange" variant="light" title={props.title}>
      <Stack gap="xs">
        <Text size="sm">{props.body}</Text>
        <Checkbox
          label={props.confirm}
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}
