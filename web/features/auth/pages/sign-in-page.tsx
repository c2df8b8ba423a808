import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { zLoginBody } from '../../../../common/auth/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMe, useSignIn } from '../auth.queries.ts';
import { safeReturnTo } from '../return-to.ts';
import { retryAfterMessage, signInBody } from '../sign-in-form.ts';
import classes from './sign-in-page.module.css';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const me = useMe();
  const signIn = useSignIn();

  const [formError, setFormError] = useState<string | null>(null);
  const form = useApiForm({
    initialValues: { email: '', password: '' },
    schema: zLoginBody,
    toBody: signInBody,
    submit: (body) => signIn.mutateAsync(body),
    onSuccess: () => void navigate(returnTo, { replace: true }),
    onError: (error) => setFormError(describeFailure(error)),
  });

  if (me.data && !signIn.isPending) return <Navigate to={returnTo} replace />;

  function describeFailure(error: unknown): string {
    if (!isApiError(error)) return t('signIn.failed');
    if (error.code === 'invalid-credentials' || error.status === 401) return t('signIn.invalidCredentials');
    if (error.code === 'rate-limited' || error.status === 429) {
      const message = retryAfterMessage(error.retryAfterSeconds);
      return 'count' in message ? t(message.key, { count: message.count }) : t(message.key);
    }
    if (error.code === 'network') return t('errors.network');
    if (error.problems.length > 0) return t('signIn.fixProblems');
    return t('signIn.failed');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    form.handleSubmit(event);
  }

  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <form onSubmit={handleSubmit} noValidate aria-labelledby="sign-in-title">
          <Stack gap="md">
            <Title order={1} id="sign-in-title">
              {t('signIn.title')}
            </Title>
            <Text>{t('signIn.intro')}</Text>
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <TextInput
              {...form.getInputProps('email')}
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              aria-required
            />
            <PasswordInput
              {...form.getInputProps('password')}
              label={t('signIn.password')}
              autoComplete="current-password"
              aria-required
              aria-invalid={!!form.errors.password}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
            />
            <Button type="submit" loading={form.isSubmitting} fullWidth>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicLayout>
  );
}
