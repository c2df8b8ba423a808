import '../school-admin-i18n.ts';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffInvitation, StaffResponse } from '../../../../common/staff/schema.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import {
  filterStaff,
  isAcceptedAdmin,
  isLastAdmin,
  isLastSubscriptionOwner,
  staffEntries,
  STAFF_ROLE_TAGS,
  type StaffFilter,
} from '../staff-rules.ts';
import { useResendInvitation, useWithdrawInvitation } from '../staff.queries.ts';
import { downloadText } from '../../../ui/csv.ts';
import { schoolDay, staffCsv } from '../staff-csv.ts';
import { StaffCard } from './staff-card.tsx';
import { StaffRemoveDialog } from './staff-remove-dialog.tsx';
import { StaffRolesDialog } from './staff-roles-dialog.tsx';
import classes from './staff.module.css';

const TITLE_ID = 'staff-list-title';

type Dialog = { kind: 'roles' | 'remove'; principal: string } | null;

/**
 * Everyone with a staff role at the school, filtered by role and status and searched by name or
 * e-mail, as a list of cards (which reads the same at 390 px as at 1280 px).
 *
 * Your own card offers no Remove: leaving the school is not something to do by accident from a
 * list of other people, so another admin removes you. Your own roles can be changed, with an
 * extra confirmation for giving up your admin seat (StaffRolesDialog).
 */
export function StaffDirectory({
  institutionId,
  schoolName,
  school,
  data,
}: {
  institutionId: number;
  schoolName: string;
  school: { code: string; timeZone: string };
  data: StaffResponse;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StaffFilter>({ role: 'all', status: 'all', search: '' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const resend = useResendInvitation(institutionId);
  const withdraw = useWithdrawInvitation(institutionId);
  const entries = useMemo(() => staffEntries(data), [data]);
  const shown = filterStaff(entries, filter);
  const canChangeRoles = Object.values(data.viewer.canGrant).some(Boolean);
  const dialogMember = dialog ? data.staff.find((m) => m.principal === dialog.principal) : undefined;
  const viewerMember = data.staff.find((m) => m.principal === data.viewer.principal) ?? null;
  const busyCode = resend.isPending
    ? (resend.variables?.code ?? null)
    : withdraw.isPending
      ? (withdraw.variables ?? null)
      : null;

  function download() {
    const csv = staffCsv(
      entries,
      {
        headings: [
          t('schoolAdmin.staff.csv.name'),
          t('schoolAdmin.staff.csv.email'),
          t('schoolAdmin.staff.rolesLabel'),
          t('schoolAdmin.staff.csv.status'),
          t('schoolAdmin.staff.subjectsLabel'),
          t('schoolAdmin.staff.lastActiveLabel'),
        ],
        role: (tag) => t(`schoolAdmin.staff.role.${tag}`),
        status: (status) => t(`schoolAdmin.staff.status.${status}`),
      },
      school.timeZone,
    );
    downloadText(csv, `staff-${school.code}-${schoolDay(new Date().toISOString(), school.timeZone)}.csv`);
  }

  function onResend(invitation: StaffInvitation) {
    resend.mutate(invitation, {
      onSuccess: () =>
        showNotification({
          tone: 'success',
          message: t('schoolAdmin.staff.resent', { email: invitation.emailAddress }),
        }),
      onError: (error) => handleError(error, 'schoolAdmin.staff.resendFailed'),
    });
  }
  function onWithdraw(invitation: StaffInvitation) {
    withdraw.mutate(invitation.code, {
      onSuccess: () =>
        showNotification({
          tone: 'success',
          message: t('schoolAdmin.staff.withdrawn', { email: invitation.emailAddress }),
        }),
      onError: (error) => handleError(error, 'schoolAdmin.staff.withdrawFailed'),
    });
  }

  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={TITLE_ID}>
            {t('schoolAdmin.staff.listTitle')}
          </Title>
          <Button variant="light" onClick={download}>
            {t('schoolAdmin.staff.download')}
          </Button>
        </Group>
        <div className={classes.filters} role="search" aria-label={t('schoolAdmin.staff.filtersLabel')}>
          <TextInput
            type="search"
            label={t('schoolAdmin.staff.search')}
            value={filter.search}
            onChange={(event) => {
              const search = event.currentTarget.value;
              setFilter((f) => ({ ...f, search }));
            }}
          />
          <NativeSelect
            label={t('schoolAdmin.staff.roleFilter')}
            value={filter.role}
            onChange={(event) => {
              const role = event.currentTarget.value as StaffFilter['role'];
              setFilter((f) => ({ ...f, role }));
            }}
            data={[
              { value: 'all', label: t('schoolAdmin.staff.allRoles') },
              ...STAFF_ROLE_TAGS.map((tag) => ({ value: tag, label: t(`schoolAdmin.staff.role.${tag}`) })),
            ]}
          />
          <NativeSelect
            label={t('schoolAdmin.staff.statusFilter')}
            value={filter.status}
            onChange={(event) => {
              const status = event.currentTarget.value as StaffFilter['status'];
              setFilter((f) => ({ ...f, status }));
            }}
            data={[
              { value: 'all', label: t('schoolAdmin.staff.allStatuses') },
              { value: 'accepted', label: t('schoolAdmin.staff.status.accepted') },
              { value: 'pending', label: t('schoolAdmin.staff.status.pending') },
            ]}
          />
        </div>
        <Text size="sm" role="status" aria-live="polite">
          {t('schoolAdmin.staff.showing', { count: shown.length, total: entries.length })}
        </Text>
        {entries.length === 0 ? (
          <Text c="dimmed">{t('schoolAdmin.staff.empty')}</Text>
        ) : shown.length === 0 ? (
          <Text c="dimmed">{t('schoolAdmin.staff.noMatches')}</Text>
        ) : (
          <ul className={classes.list} aria-labelledby={TITLE_ID}>
            {shown.map((entry) => {
              const member = entry.member;
              const isViewer = member?.principal === data.viewer.principal;
              return (
                <StaffCard
                  key={entry.key}
                  entry={entry}
                  isViewer={isViewer}
                  onChangeRoles={
                    member && canChangeRoles
                      ? () => setDialog({ kind: 'roles', principal: member.principal })
                      : null
                  }
                  onRemove={
                    member && !isViewer && canChangeRoles
                      ? () => setDialog({ kind: 'remove', principal: member.principal })
                      : null
                  }
                  onResend={onResend}
                  onWithdraw={onWithdraw}
                  busyCode={busyCode}
                />
              );
            })}
          </ul>
        )}
      </Stack>
      {dialog?.kind === 'roles' && dialogMember && (
        <StaffRolesDialog
          institutionId={institutionId}
          member={dialogMember}
          viewer={data.viewer}
          isLastSubscriptionOwner={isLastSubscriptionOwner(dialogMember, data.staff)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && dialogMember && (
        <StaffRemoveDialog
          institutionId={institutionId}
          schoolName={schoolName}
          member={dialogMember}
          isLastAdmin={isLastAdmin(dialogMember, data.staff)}
          movesToViewer={isAcceptedAdmin(viewerMember)}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
