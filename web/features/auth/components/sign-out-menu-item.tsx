import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth.queries.ts';

/** 'Sign out' in the header's account menu; it stays open, saying so, until the page reloads. */
export function SignOutMenuItem() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu.Item closeMenuOnClick={false} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      {signOut.isPending ? t('header.signingOut') : t('header.signOut')}
    </Menu.Item>
  );
}
