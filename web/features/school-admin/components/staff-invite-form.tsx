import '../school-admin-i18n.ts';
import { Alert, Button, NativeSelect, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useLeaveGuard } from '../../../ui/forms/leave-guard.tsx';
import { useTranslation } from 'react-i18next';
import type { StaffResponse, StaffViewer } from '../../../../common/staff/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import type { StaffInviteRole } from '../staff.queries.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { checkEmailList, refusedEntries } from '../../invitations/panel-rules.ts';
import { useInviteStaff } from '../staff.queries.ts';

const TITLE_ID = 'staff-invite-title';
const ERROR_ID = 'staff-invite-error';

/**
 * Invite staff by e-mail (magicEnsureUser): as a teacher of one of the school's subjects, a
 * subject creator or an admin. The accept screen takes them from the mail. The addresses stay as
 * typed after a failure.
 */
export function StaffInviteForm({
  institutionId,
  viewer,
  subjects,
}: {
  institutionId: number;
  viewer: StaffViewer;
  subjects: StaffResponse['schoolSubjects'];
}) {
  const { t } = useTranslation();
  const invite = useInviteStaff(institutionId);
  const [text, setText] = useState('');
  useLeaveGuard(text.trim() !== '');
  const [role, setRole] = useState<StaffInviteRole>('instructor');
  const [subjectId, setSubjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const offered: StaffInviteRole[] = [
    'instructor',
    ...(viewer.canGrant.subjectCreator ? (['creator'] as const) : []),
    ...(viewer.canGrant.admins ? (['sudoadmin'] as const) : []),
  ];

  function fail(message: string, focus: 'text' | 'none' = 'text') {
    setError(message);
    if (focus === 'text') textRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    const check = checkEmailList(text);
    if (check.kind === 'empty') return fail(t('schoolAdmin.staff.invite.empty'));
    if (check.kind === 'too-many') return fail(t('invitations.panel.email.tooMany', check));
    if (check.kind === 'not-addresses')
      return fail(t('schoolAdmin.staff.invite.notAddresses', { entries: check.entries.join(', ') }));
    if (role === 'instructor' && !subjectId) return fail(t('schoolAdmin.staff.invite.chooseSubject'), 'none');
    setError(null);
    const addresses = check.addresses;
    invite.mutate(
      { emailAddresses: addresses, role, ...(role === 'instructor' ? { subjectId: Number(subjectId) } : {}) },
      {
        onSuccess: () => {
          setText('');
          showNotification({
            tone: 'success',
            message: t('schoolAdmin.staff.invite.sent', { count: addresses.length }),
          });
        },
        onError: (problem) => {
          if (isApiError(problem) && problem.code === 'validation-failed') {
            const refused = refusedEntries(problem.problems, addresses);
            return fail(
              refused.entries.length
                ? t('schoolAdmin.staff.invite.notAddresses', { entries: refused.entries.join(', ') })
                : t('schoolAdmin.staff.invite.refused'),
            );
          }
          handleError(problem, 'schoolAdmin.staff.invite.failed');
        },
      },
    );
  }

  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id={TITLE_ID}>
            {t('schoolAdmin.staff.invite.title')}
          </Title>
          <Text size="sm">{t('schoolAdmin.staff.invite.intro')}</Text>
          <Textarea
            ref={textRef}
            label={t('schoolAdmin.staff.invite.addresses')}
            description={t('schoolAdmin.staff.invite.addressesHelp')}
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error !== null}
            aria-describedby={error ? ERROR_ID : undefined}
          />
          <Radio.Group
            label={t('schoolAdmin.staff.invite.as')}
            value={role}
            onChange={(value) => setRole(value)}
          >
            <Stack gap={6} mt={4}>
              {offered.map((kind) => (
                <Radio key={kind} value={kind} label={t(`schoolAdmin.staff.invite.role.${kind}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {role === 'instructor' && (
            <NativeSelect
              label={t('schoolAdmin.staff.invite.subject')}
              description={t('schoolAdmin.staff.invite.subjectHelp')}
              value={subjectId}
              onChange={(event) => setSubjectId(event.currentTarget.value)}
              data={[
                {
                  value: '',
                  label: t('schoolAdmin.staff.invite.pickSubject'),
                },
                ...subjects.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
          )}
          {error && (
            <Alert id={ERROR_ID} color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('schoolAdmin.staff.invite.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
