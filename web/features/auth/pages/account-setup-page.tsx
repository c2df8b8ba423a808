import { Alert, Button, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { zAccountSetupBody, type AccountSetupBody } from '../../../../common/auth/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { NewPasswordInput } from '../components/new-password-input.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMe, useSetUpAccount } from '../auth.queries.ts';
import { safeReturnTo, signInPath } from '../return-to.ts';
import classes from './sign-in-page.module.css';

type SignInWith = AccountSetupBody['signInWith'];

/**
 * After accepting an e-mail invitation: the person chooses their name, and a password or sign-in
 * links by mail, so they can come back. Then on to where the invitation led.
 */
export function AccountSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('accountSetup.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const me = useMe();
  if (me.isPending) return null;
  if (!me.data)
    return <Navigate to={signInPath(`/account/setup?returnTo=${encodeURIComponent(returnTo)}`)} replace />;
  if (!me.data.person.needsAccountSetup) return <Navigate to={returnTo} replace />;
  return (
    <AccountSetupForm
      initialName={me.data.person.fullName}
      onDone={() => void navigate(returnTo, { replace: true })}
    />
  );
}

function AccountSetupForm({ initialName, onDone }: { initialName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const setUp = useSetUpAccount();
  const [signInWith, setSignInWith] = useState<SignInWith>('password');
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const form = useApiForm({
    initialValues: { fullName: initialName, password: '' },
    schema: zAccountSetupBody,
    toBody: (values): AccountSetupBody => ({
      fullName: values.fullName.trim(),
      signInWith,
      ...(signInWith === 'password' ? { password: values.password } : {}),
    }),
    submit: (body) => setUp.mutateAsync(body),
    // The person is on their way out of this page: the session now says it is set up.
    onSuccess: onDone,
    onError: (error, { hasFieldProblems }) => {
      if (hasFieldProblems) return;
      setFailure(
        isApiError(error) && error.code === 'network' ? t('errors.network') : t('accountSetup.failed'),
      );
    },
  });

  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <form
          noValidate
          aria-labelledby="account-setup-title"
          onSubmit={(event) => {
            setFailure(null);
            form.handleSubmit(event);
          }}
        >
          <Stack gap="md">
            <Title order={1} id="account-setup-title">
              {t('accountSetup.title')}
            </Title>
            <Text>{t('accountSetup.intro')}</Text>
            {failure && (
              <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
                {failure}
              </Alert>
            )}
            <TextInput
              {...form.getInputProps('fullName')}
              label={t('accountSetup.fullName')}
              autoComplete="name"
              aria-required
            />
            <Radio.Group
              value={signInWith}
              onChange={(value) => setSignInWith(value)}
              label={t('accountSetup.signInWith')}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="password" label={t('accountSetup.withPassword')} />
                <Radio value="links" label={t('accountSetup.withLinks')} />
              </Stack>
            </Radio.Group>
            {signInWith === 'password' ? (
              <NewPasswordInput
                label={t('accountSetup.password')}
                inputProps={form.getInputProps('password')}
              />
            ) : (
              <Text size="sm">{t('accountSetup.linksHint')}</Text>
            )}
            <Button type="submit" loading={form.isSubmitting} fullWidth>
              {t('accountSetup.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicLayout>
  );
}
