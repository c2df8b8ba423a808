import '../school-admin-i18n.ts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffInvitation } from '../../../../common/staff/schema.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import type { StaffEntry } from '../staff-rules.ts';
import classes from './staff.module.css';

/** One person on the Staff page: who they are, their roles and status, what they teach, what can be done. */
export function StaffCard({
  entry,
  isViewer,
  onChangeRoles,
  onRemove,
  onResend,
  onWithdraw,
  busyCode,
}: {
  entry: StaffEntry;
  isViewer: boolean;
  onChangeRoles: (() => void) | null;
  onRemove: (() => void) | null;
  onResend: (invitation: StaffInvitation) => void;
  onWithdraw: (invitation: StaffInvitation) => void;
  /** The invitation a resend or withdraw is under way for. */
  busyCode: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = entry.fullName ?? entry.email;
  const headingId = `staff-${entry.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const subjects = entry.member?.subjects ?? [];
  return (
    <Paper component="li" withBorder p="md" className={classes.card} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} className={classes.who}>
          <Title order={3} size="h4" id={headingId}>
            {name}
            {isViewer && (
              <Text span c="dimmed" fw={400}>
                {' '}
                {t('schoolAdmin.staff.you')}
              </Text>
            )}
          </Title>
          <Anchor href={`mailto:${entry.email}`} className={classes.email}>
            {entry.email}
          </Anchor>
        </Stack>
        <Badge color={entry.status === 'pending' ? 'dark.6' : 'teal.9'} variant="filled">
          {t(`schoolAdmin.staff.status.${entry.status}`)}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        <dt>{t('schoolAdmin.staff.rolesLabel')}</dt>
        <dd>
          <Group gap={6} component="span">
            {entry.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="dark" tt="none">
                {t(`schoolAdmin.staff.role.${tag}`)}
              </Badge>
            ))}
          </Group>
        </dd>
        <dt>{t('schoolAdmin.staff.subjectsLabel')}</dt>
        <dd>
          {subjects.length ? subjects.map((s) => s.name).join(', ') : t('schoolAdmin.staff.noSubjects')}
        </dd>
        <dt>{t('schoolAdmin.staff.lastActiveLabel')}</dt>
        <dd>
          {entry.member?.lastActiveOn
            ? format.date(entry.member.lastActiveOn)
            : t('schoolAdmin.staff.neverActive')}
        </dd>
      </dl>
      {entry.invitations.length > 0 && (
        <Stack gap="xs" mt="sm">
          {entry.invitations.map((invitation) => (
            <Group key={invitation.code} gap="xs" wrap="wrap" className={classes.invitation}>
              <Text size="sm" className={classes.invitationText}>
                {t(`schoolAdmin.staff.invitedAs.${invitation.kind}`, {
                  subject: invitation.subject?.name ?? '',
                  date: format.date(invitation.createdOn),
                })}
              </Text>
              <Button
                size="xs"
                variant="default"
                loading={busyCode === invitation.code}
                onClick={() => onResend(invitation)}
                aria-label={t('schoolAdmin.staff.resendFor', { email: invitation.emailAddress })}
              >
                {t('schoolAdmin.staff.resend')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={busyCode === invitation.code}
                onClick={() => onWithdraw(invitation)}
                aria-label={t('schoolAdmin.staff.withdrawFor', { email: invitation.emailAddress })}
              >
                {t('schoolAdmin.staff.withdraw')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {(onChangeRoles || onRemove) && (
        <Group gap="xs" mt="sm">
          {onChangeRoles && (
            <Button
              size="xs"
              variant="light"
              onClick={onChangeRoles}
              aria-label={t('schoolAdmin.staff.changeRolesFor', { name })}
            >
              {t('schoolAdmin.staff.changeRoles')}
            </Button>
          )}
          {onRemove && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onRemove}
              aria-label={t('schoolAdmin.staff.removeFor', { name })}
            >
              {t('schoolAdmin.staff.remove')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
