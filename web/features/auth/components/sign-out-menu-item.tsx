import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth.queries.ts';

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      {t('header.signOut')}
    </Button>
  );
}
