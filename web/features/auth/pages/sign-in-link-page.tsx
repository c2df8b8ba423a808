import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SIGN_IN_LINK_DAYS } from '../../../../common/invitations/constants.ts';
import { isApiError } from '../../../api/api-error.ts';
import { signInWithLink } from '../auth.queries.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import classes from './sign-in-page.module.css';

/**
 * Where a mailed one-time sign-in link leads. Mail scanners fetch every link in a message before
 * the person reads it, so the link is used only when the person presses Continue here. Signed in,
 * the invitation page is loaded afresh: nothing of a previous session stays in memory.
 */
export function SignInLinkPage() {
  const { t } = useTranslation();
  usePageTitle(t('signInLink.pageTitle'));
  const { token = '' } = useParams();
  const linkSignIn = useMutation({
    mutationFn: () => signInWithLink(token),
    onSuccess: (result) => {
      if (result.signedIn) window.location.assign(result.redirectUrl);
    },
  });
  const result = linkSignIn.data;
  const failure =
    linkSignIn.error &&
    (isApiError(linkSignIn.error) && linkSignIn.error.code === 'network'
      ? t('errors.network')
      : t('signIn.failed'));

  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <Stack gap="md">
          <Title order={1}>{t('signInLink.title')}</Title>
          {result && !result.signedIn ? (
            <>
              <Alert color="yellow" variant="light" role="alert" title={t('signInLink.usedTitle')}>
                {t('signInLink.usedBody', { days: SIGN_IN_LINK_DAYS })}
              </Alert>
              <Button component={Link} to={result.redirectUrl} fullWidth>
                {t('signInLink.toInvitation')}
              </Button>
            </>
          ) : (
            <>
              <Text>{t('signInLink.intro')}</Text>
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
              <Button
                onClick={() => linkSignIn.mutate()}
                loading={linkSignIn.isPending || result?.signedIn}
                fullWidth
              >
                {t('signInLink.continue')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
