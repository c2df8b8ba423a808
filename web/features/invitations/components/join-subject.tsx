import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subjectPath } from '../../../../common/subjects/rules.ts';
import type { Subject } from '../../../../common/subjects/schema.ts';
import { acceptInvitation, fetchInvitation } from '../invitations.queries.ts';
import { fetchSubject } from '../../subjects/subjects.queries.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { addJoinedSubject, refreshAfterJoining } from '../invitations.queries.ts';
import type { InvitationMessage } from '../invitation-messages.ts';
import { joinDestination, runJoin, type JoinDestination } from '../join-flow.ts';
import { useInvitationMessage } from '../use-invitation-message.ts';
import { CrossIcon, TickIcon } from './icons.tsx';
import { JoinedAnotherInstitutionModal } from './joined-another-institution-modal.tsx';

type Elsewhere = Extract<JoinDestination, { kind: 'elsewhere' }>;

/**
 * The 'join subject' region of the institution subjects page (spec 2.6): a button that opens an
 * inline form for a class code. Joining normalises and checks the code, fetches and accepts the
 * invitation, loads the subject (with retries), then adds it to the list and opens it, or, for a
 * subject of another school, shows the 'joined another institution' dialog (spec 2.7).
 *
 * isUserStaffAnywhere: a class code always makes the person a student, which a teacher may not
 * expect; staff get a line under the button saying so, and how to be added as a teacher instead.
 * The button keeps one label for everyone.
 */
export function JoinSubject({
  institution,
  endpoint,
  subjects,
  isUserStaffAnywhere,
}: {
  institution: { id: number; code: string };
  endpoint: string;
  subjects: readonly Subject[];
  isUserStaffAnywhere: boolean;
}) {
  const { t } = useTranslation();
  const messageText = useInvitationMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState<InvitationMessage | null>(null);
  const [elsewhere, setElsewhere] = useState<Elsewhere | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const isMounted = useRef(true);
  const formId = useId();
  const errorId = `${formId}-error`;
  const titleId = `${formId}-title`;

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // Focus follows the form: into the code when it opens, back to the button when it closes.
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // After a failure the input is enabled again; put the cursor back in it, next to the message.
  useEffect(() => {
    if (!isBusy && message) inputRef.current?.focus();
  }, [isBusy, message]);

  function close() {
    if (isBusy) return;
    setOpen(false);
    setMessage(null);
    setCode('');
  }

  async function join() {
    setBusy(true);
    setMessage(null);
    const result = await runJoin(code, {
      fetchInvitation: (c) => fetchInvitation(c),
      acceptInvitation: (c) => acceptInvitation(c),
      fetchSubject: (id) => fetchSubject(id),
      isListed: (id) => subjects.some((s) => s.id === id),
    });
    if (!isMounted.current) return;
    setCode(result.code);
    if (result.kind === 'failed') {
      setBusy(false);
      setMessage(result.message);
      return;
    }
    if (result.kind === 'listed') {
      const listed = subjects.find((s) => s.id === result.subjectId);
      if (listed)
        void navigate(subjectPath({ endpoint, code: institution.code, id: institution.id }, listed));
      else setBusy(false);
      return;
    }
    refreshAfterJoining(queryClient);
    const destination = joinDestination(result, { institutionId: institution.id, endpoint });
    if (destination.kind === 'here') {
      addJoinedSubject(queryClient, result.subject);
      showNotification({
        tone: 'success',
        message: t(result.wasMember ? 'invitations.join.alreadyIn' : 'invitations.join.joined', {
          subject: result.subject.namePlaintext,
        }),
      });
      void navigate(destination.path);
      return;
    }
    setBusy(false);
    setOpen(false);
    setCode('');
    setElsewhere(destination);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isBusy) void join();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  }

  return (
    <section aria-label={t('invitations.join.region')}>
      {isOpen ? (
        <Paper withBorder p="lg">
          <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate aria-labelledby={titleId}>
            <Stack gap="sm">
              <Title order={2} size="h3" id={titleId}>
                {t('invitations.join.title')}
              </Title>
              <Text>{t('invitations.join.intro')}</Text>
              <Group align="flex-end" gap="sm">
                <TextInput
                  ref={inputRef}
                  label={t('invitations.join.code')}
                  name="code"
                  placeholder={t('invitations.join.placeholder')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  disabled={isBusy}
                  // Marks the input invalid (Mantine sets aria-invalid from `error`, over any given);
                  // the message itself is the live region below, so the buttons stay level with it.
                  error={message !== null}
                />
                <Button type="submit" leftSection={<TickIcon />} loading={isBusy}>
                  {t('invitations.join.submit')}
                </Button>
                <Button variant="default" leftSection={<CrossIcon />} onClick={close} disabled={isBusy}>
                  {t('common.cancel')}
                </Button>
              </Group>
              <Text id={errorId} role="alert" c="red.9" hidden={!message} data-testid="join-subject-error">
                {message ? messageText(message) : ''}
              </Text>
            </Stack>
          </form>
        </Paper>
      ) : (
        <Stack gap={4} align="flex-start">
          <Button ref={openerRef} variant="light" aria-expanded={false} onClick={() => setOpen(true)}>
            {t('invitations.join.open')}
          </Button>
          {isUserStaffAnywhere && (
            <Text size="sm" c="dimmed">
              {t('invitations.join.staffHint')}
            </Text>
          )}
        </Stack>
      )}
      <JoinedAnotherInstitutionModal
        destination={elsewhere}
        onCancel={() => setElsewhere(null)}
        onConfirm={(path) => void navigate(path)}
      />
    </section>
  );
}
