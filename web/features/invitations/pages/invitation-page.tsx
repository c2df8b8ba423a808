import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { SessionInfo } from '../../../../common/auth/schema.ts';
import type { InvitationRoleKind } from '../../../../common/invitations/constants.ts';
import { DEFAULT_ENDPOINT } from '../../../../common/institutions/schema.ts';
import { normaliseInvitationCode, validateInvitationCode } from '../../../../common/invitations/rules.ts';
import type { RoleInvitation } from '../../../../common/invitations/schema.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { accountSetupPath, signInPath } from '../../auth/return-to.ts';
import { CodeProblemPage } from '../components/code-problem.tsx';
import {
  acceptFailure,
  acceptRedirect,
  invitationSubjectPath,
  invitationView,
  type CodeProblem,
} from '../invite-code.ts';
import type { InvitationMessage } from '../invitation-messages.ts';
import { useAcceptInvitation, useInvitation } from '../invitations.queries.ts';
import { useInvitationMessage } from '../use-invitation-message.ts';
import classes from '../components/invite-pages.module.css';

/** The code of the URL as stored: any case, spaces and dashes are accepted in links too. */
function useCodeParam(): string {
  const { invitationCode = '' } = useParams();
  return normaliseInvitationCode(invitationCode);
}

/** `/invite/{invitationCode}`: what the invitation is for; signed in, the accept screen (spec 2.1). */
export function InvitationPage() {
  return <InvitationScreen code={useCodeParam()} />;
}

/**
 * `/{endpoint}/useInvitationCode/{invitationCode}` (spec 2.1): signed in, the accept screen;
 * signed out, `/invite/{invitationCode}`, in place of this entry in history.
 */
export function UseInvitationCodePage() {
  const code = useCodeParam();
  const { endpoint } = useParams();
  const me = useMe();
  if (!me.data) return <Navigate to={`/invite/${encodeURIComponent(code)}`} replace />;
  return <InvitationScreen code={code} endpoint={endpoint} />;
}

function InvitationScreen({ code, endpoint }: { code: string; endpoint?: string }) {
  const { t } = useTranslation();
  const isCodeShaped = validateInvitationCode(code) === null;
  const lookUp = useInvitation(code, { enabled: isCodeShaped });
  const me = useMe();
  const [problem, setProblem] = useState<CodeProblem | null>(null);

  if (!isCodeShaped) return <CodeProblemPage problem="wrong" />;
  if (problem) return <CodeProblemPage problem={problem} />;
  if (lookUp.isPending) return <LoadingState label={t('invitations.accept.loading')} isPageHeading />;
  const view = invitationView(lookUp.isError ? { error: lookUp.error } : { data: lookUp.data });
  switch (view.kind) {
    case 'problem':
      return <CodeProblemPage problem={view.problem} />;
    case 'unavailable':
      return (
        <Unavailable
          message={view.message}
          // Signed-out visitors share their school's address allowance; signed in, only their own counts.
          signInPath={view.isRateLimited && !me.data ? signInPath(`/invite/${code}`) : null}
          error={lookUp.error}
          onRetry={() => void lookUp.refetch()}
          isRetrying={lookUp.isFetching}
        />
      );
    case 'valid':
      return (
        <InvitationDetails
          code={code}
          invitation={view.invitation}
          roleKind={view.roleKind}
          isViewerInSubject={view.isViewerInSubject}
          endpoint={endpoint ?? view.invitation.institution?.endpoint ?? DEFAULT_ENDPOINT}
          onProblem={setProblem}
        />
      );
  }
}

function Unavailable({
  message,
  signInPath: signInTo,
  error,
  onRetry,
  isRetrying,
}: {
  message: InvitationMessage | null;
  signInPath: string | null;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  const messageText = useInvitationMessage();
  const title = t('invitations.accept.unavailableTitle');
  usePageTitle(title);
  return (
    <Paper withBorder shadow="sm" p="xl" className={classes.card}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{title}</Title>
        <Text>{message ? messageText(message) : describeError(error)}</Text>
        {signInTo && <Text>{t('invitations.accept.signInToCarryOn')}</Text>}
        <Group gap="sm">
          {signInTo && (
            <Button component={Link} to={signInTo}>
              {t('invitations.accept.signIn')}
            </Button>
          )}
          <Button variant={signInTo ? 'default' : 'filled'} onClick={onRetry} loading={isRetrying}>
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The heading and explanation of each kind of invitation (spec 2.9), with the names it unlocks. */
function useInvitationWording(invitation: RoleInvitation, roleKind: InvitationRoleKind) {
  const { t } = useTranslation();
  const names = {
    subject: invitation.subject?.namePlaintext ?? t('invitations.accept.unknownSubject'),
    institution: invitation.institution?.name ?? t('invitations.accept.unknownInstitution'),
  };
  return {
    names,
    heading: t(`invitations.accept.heading.${roleKind}`, names),
    explanation: t(`invitations.accept.explanation.${roleKind}`, names),
  };
}

/** Whether an invitation sent to one address is being looked at by someone signed in as another. */
const isSomeoneElses = (invitation: RoleInvitation, session: SessionInfo | null | undefined) =>
  !!session &&
  invitation.emailAddress !== null &&
  invitation.emailAddress.toLowerCase() !== session.person.email.toLowerCase();

function InvitationDetails({
  code,
  invitation,
  roleKind,
  isViewerInSubject,
  endpoint,
  onProblem,
}: {
  code: string;
  invitation: RoleInvitation;
  roleKind: InvitationRoleKind;
  isViewerInSubject: boolean;
  endpoint: string;
  onProblem: (problem: CodeProblem) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const accept = useAcceptInvitation(code);
  const messageText = useInvitationMessage();
  const [message, setMessage] = useState<InvitationMessage | null>(null);
  const { names, heading, explanation } = useInvitationWording(invitation, roleKind);
  usePageTitle(heading);
  const hasSubject = roleKind === 'student' || roleKind === 'instructor';
  const memberPath = me.data && isViewerInSubject ? invitationSubjectPath(invitation, endpoint) : null;
  const isBusy = accept.isPending || accept.isSuccess;

  function handleAccept() {
    if (isBusy) return;
    setMessage(null);
    accept.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => {
        // An account the invitation made has no name nor password yet: set them up first.
        const target = acceptRedirect(redirectUrl);
        const next = me.data?.person.needsAccountSetup ? accountSetupPath(target) : target;
        void navigate(next, { replace: true });
      },
      onError: (error) => {
        const failure = acceptFailure(error, invitation, endpoint);
        if (failure.kind === 'navigate') void navigate(failure.path, { replace: true });
        else if (failure.kind === 'problem') onProblem(failure.problem);
        else setMessage(failure.message);
      },
    });
  }

  return (
    <Paper withBorder shadow="sm" p="xl" className={classes.card}>
      <Stack gap="md">
        <Title order={1}>{heading}</Title>
        {/* What accepting would do means nothing to someone already in. */}
        {!memberPath && <Text>{explanation}</Text>}
        <dl className={classes.details}>
          {hasSubject && (
            <>
              <dt>{t('invitations.accept.subject')}</dt>
              <dd data-testid="invitation-subject">{names.subject}</dd>
            </>
          )}
          <dt>{t('invitations.accept.institution')}</dt>
          <dd data-testid="invitation-institution">{names.institution}</dd>
        </dl>
        {!me.data && (
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('invitations.accept.signInTitle')}
            </Title>
            <Text>{t('invitations.accept.signInBody')}</Text>
            <Button component={Link} to={signInPath(`/invite/${code}`)}>
              {t('invitations.accept.signIn')}
            </Button>
          </Stack>
        )}
        {me.data && isSomeoneElses(invitation, me.data) && (
          <Alert role="note" color="yellow" variant="light" title={t('invitations.accept.otherPersonTitle')}>
            {t('invitations.accept.otherPersonBody', {
              email: invitation.emailAddress,
              name: me.data.person.fullName,
            })}
          </Alert>
        )}
        {memberPath && (
          <Stack gap="xs" align="flex-start">
            <Alert role="status" color="teal" variant="light" title={t('invitations.accept.alreadyInTitle')}>
              {t('invitations.accept.alreadyInBody', names)}
            </Alert>
            <Button component={Link} to={memberPath}>
              {t('invitations.accept.openSubject')}
            </Button>
          </Stack>
        )}
        {me.data && !memberPath && !isSomeoneElses(invitation, me.data) && (
          <Stack gap="xs" align="flex-start">
            <Button onClick={handleAccept} loading={isBusy}>
              {t('invitations.accept.accept')}
            </Button>
            <Text role="alert" c="red.9" hidden={!message}>
              {message ? messageText(message) : ''}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
