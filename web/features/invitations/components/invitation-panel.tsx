import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useEnsureClassCode, useSubjectInvitations } from '../invitations.queries.ts';
import { currentClassCode, needsClassCode, pendingEmailInvitations } from '../panel-rules.ts';
import { ClassCodeCard } from './class-code-card.tsx';
import { EmailInvites } from './email-invites.tsx';
import { JoinedList } from './joined-list.tsx';

const TITLE_ID = 'invitation-panel-title';

/**
 * The teacher's invitation panel on the subject page (for those who may update the subject): the
 * class code with its link, QR code and projector view; who joined and when; invitations by
 * e-mail. A subject without a class code gets one when the panel first opens.
 */
export function InvitationPanel({ subject }: { subject: SubjectDetails }) {
  const { t } = useTranslation();
  const invitations = useSubjectInvitations(subject.id);
  const ensure = useEnsureClassCode(subject.id);
  const classCode = invitations.data ? currentClassCode(invitations.data.roleInvitations) : null;
  const shouldEnsure = invitations.isSuccess && needsClassCode(classCode);
  const hasEnsured = useRef(false);
  const { mutate: ensureCode } = ensure;

  useEffect(() => {
    if (!shouldEnsure || hasEnsured.current) return;
    hasEnsured.current = true;
    ensureCode();
  }, [shouldEnsure, ensureCode]);

  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID} data-testid="invitation-panel">
      <Stack gap="lg">
        <Title order={2} size="h3" id={TITLE_ID}>
          {t('invitations.panel.title')}
        </Title>
        {invitations.isPending && <LoadingState label={t('invitations.panel.loading')} />}
        {invitations.isError && (
          <ErrorState
            title={t('invitations.panel.loadError')}
            error={invitations.error}
            headingOrder={2}
            onRetry={() => void invitations.refetch()}
          />
        )}
        {classCode && !needsClassCode(classCode) && <ClassCodeCard subject={subject} classCode={classCode} />}
        {shouldEnsure && ensure.isPending && <LoadingState label={t('invitations.panel.making')} />}
        {shouldEnsure && ensure.isError && (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text>
              {t('invitations.panel.ensureFailed')} {describeError(ensure.error)}
            </Text>
            <Button variant="default" onClick={() => ensureCode()}>
              {t('common.retry')}
            </Button>
          </Stack>
        )}
        {invitations.data && (
          <>
            <Divider />
            <JoinedList acceptances={invitations.data.acceptances} />
            <Divider />
            <EmailInvites
              subject={subject}
              pending={pendingEmailInvitations(invitations.data.roleInvitations)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
