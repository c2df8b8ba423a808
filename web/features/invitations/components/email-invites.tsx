import { Button, Group, Radio, Stack, Table, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useLeaveGuard } from '../../../ui/forms/leave-guard.tsx';
import { useTranslation } from 'react-i18next';
import { invitationRoleKind } from '../../../../common/invitations/rules.ts';
import type { RoleInvitation } from '../../../../common/invitations/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useInviteByEmail, useResendInvitations, useSetInvitationActive } from '../invitations.queries.ts';
import { checkEmailList, refusedEntries } from '../panel-rules.ts';

const TITLE_ID = 'email-invites-title';
const PENDING_TITLE_ID = 'email-pending-title';
const ERROR_ID = 'email-invites-error';

type InviteRole = 'student' | 'instructor';

/**
 * Invite by e-mail: a pasted list of addresses, as students or co-teachers. Every entry that is not
 * an address is named, here or from the API's problems, and nothing is sent until all are; the
 * list stays as typed after a failure. Below, the invitations still waiting, with resend and
 * deactivate.
 */
export function EmailInvites({
  subject,
  pending,
}: {
  subject: { id: number; institutionId: number };
  pending: readonly RoleInvitation[];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useLeaveGuard(text.trim() !== '');
  const [role, setRole] = useState<InviteRole>('student');
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const invite = useInviteByEmail(subject.id);

  function fail(message: string) {
    setError(message);
    textRef.current?.focus();
  }

  function describeEntries(entries: readonly string[]) {
    return t('invitations.panel.email.notAddresses', {
      count: entries.length,
      entries: entries.map((entry) => `“${entry}”`).join(', '),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const check = checkEmailList(text);
    if (check.kind === 'empty') return fail(t('invitations.panel.email.empty'));
    if (check.kind === 'too-many') return fail(t('invitations.panel.email.tooMany', check));
    if (check.kind === 'not-addresses') return fail(describeEntries(check.entries));
    setError(null);
    const sent = check.addresses;
    invite.mutate(
      { emailAddresses: sent, role, subjectId: subject.id, institutionId: subject.institutionId },
      {
        onSuccess: ({ invited }) => {
          setText('');
          showNotification({
            tone: 'success',
            message: t('invitations.panel.email.sent', { count: invited.length }),
          });
        },
        onError: (problem) => {
          if (isApiError(problem) && problem.code === 'validation-failed') {
            const refused = refusedEntries(problem.problems, sent);
            if (refused.entries.length > 0) return fail(describeEntries(refused.entries));
            return fail(t('invitations.panel.email.refused'));
          }
          handleError(problem, 'invitations.panel.email.failed');
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <section aria-labelledby={TITLE_ID}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Title order={3} size="h4" id={TITLE_ID}>
              {t('invitations.panel.email.title')}
            </Title>
            <Textarea
              ref={textRef}
              label={t('invitations.panel.email.addresses')}
              description={t('invitations.panel.email.addressesHint')}
              name="emailAddresses"
              autosize
              minRows={3}
              maxRows={10}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              // Marks the list invalid (Mantine sets aria-invalid from `error`, over any given); the
              // message is the live region below, which names the entries.
              error={error !== null}
            />
            <Radio.Group
              label={t('invitations.panel.email.role')}
              value={role}
              onChange={(value) => setRole(value === 'instructor' ? 'instructor' : 'student')}
              name="role"
            >
              <Group gap="lg" mt={4}>
                <Radio value="student" label={t('invitations.panel.email.asStudents')} />
                <Radio value="instructor" label={t('invitations.panel.email.asCoTeachers')} />
              </Group>
            </Radio.Group>
            <Text id={ERROR_ID} role="alert" c="red.9" hidden={!error} data-testid="email-invites-error">
              {error ?? ''}
            </Text>
            <Group>
              <Button type="submit" loading={invite.isPending}>
                {t('invitations.panel.email.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </section>
      <PendingEmailInvitations subject={subject} pending={pending} />
    </Stack>
  );
}

function PendingEmailInvitations({
  subject,
  pending,
}: {
  subject: { id: number; institutionId: number };
  pending: readonly RoleInvitation[];
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const resend = useResendInvitations(subject.institutionId, subject.id);
  const deactivate = useSetInvitationActive(subject.id);

  function resendTo(emailAddress?: string) {
    resend.mutate(emailAddress, {
      onSuccess: (count) =>
        showNotification({ tone: 'success', message: t('invitations.panel.email.resent', { count }) }),
      onError: (error) => handleError(error, 'invitations.panel.email.resendFailed'),
    });
  }

  function turnOff(invitation: RoleInvitation) {
    deactivate.mutate(
      { code: invitation.code, isActive: false },
      {
        onSuccess: () =>
          showNotification({
            tone: 'success',
            message: t('invitations.panel.email.deactivated', { email: invitation.emailAddress }),
          }),
        onError: (error) => handleError(error, 'invitations.panel.email.deactivateFailed'),
      },
    );
  }

  const roleLabel = (invitation: RoleInvitation) =>
    invitationRoleKind(invitation.role) === 'instructor'
      ? t('invitations.panel.email.roleInstructor')
      : t('invitations.panel.email.roleStudent');

  return (
    <section aria-labelledby={PENDING_TITLE_ID}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id={PENDING_TITLE_ID}>
          {t('invitations.panel.email.pending')}
        </Title>
        {pending.length > 0 && (
          <Button variant="default" size="sm" loading={resend.isPending} onClick={() => resendTo()}>
            {t('invitations.panel.email.resend')}
          </Button>
        )}
      </Group>
      {pending.length === 0 ? (
        <Text c="dimmed">{t('invitations.panel.email.pendingEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid="pending-email-invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('invitations.panel.email.address')}</Table.Th>
                <Table.Th scope="col">{t('invitations.panel.email.invitedAs')}</Table.Th>
                <Table.Th scope="col">{t('invitations.panel.email.expires')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('invitations.panel.email.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pending.map((invitation) => (
                <Table.Tr key={invitation.code}>
                  <Table.Td>{invitation.emailAddress}</Table.Td>
                  <Table.Td>{roleLabel(invitation)}</Table.Td>
                  <Table.Td>{invitation.expiresOn ? date(invitation.expiresOn) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="xs"
                      aria-label={t('invitations.panel.email.resendOneLabel', {
                        email: invitation.emailAddress,
                      })}
                      loading={resend.isPending && resend.variables === invitation.emailAddress}
                      onClick={() => resendTo(invitation.emailAddress ?? undefined)}
                    >
                      {t('invitations.panel.email.resendOne')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red.9"
                      // The subtle variant lightens its text to shade 6, below 4.5:1 on a striped row.
                      c="red.9"
                      size="xs"
                      aria-label={t('invitations.panel.email.deactivateLabel', {
                        email: invitation.emailAddress,
                      })}
                      loading={deactivate.isPending && deactivate.variables.code === invitation.code}
                      onClick={() => turnOff(invitation)}
                    >
                      {t('invitations.panel.email.deactivate')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
