import { Avatar, Container, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import classes from './layout.module.css';
import type { SchoolMenu } from './school-menu-store.ts';

export const MAIN_ID = 'main';

/** Who is signed in, and what they can do with their account (the menu items, e.g. sign out). */
export interface HeaderAccount {
  fullName: string;
  email: string;
  /** The person's preferences (the language choice), above the account's actions. */
  preferences?: ReactNode;
  actions: ReactNode;
  /** The admin pages of the school on screen that the person may open (Staff, Usage, Billing, …). */
  school?: SchoolMenu | null;
}

/** Up to two initials of a name, for the account button's avatar. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}

function ChevronIcon() {
  return (
    <Icon>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/**
 * The account menu: one button (the avatar; the name too on wider screens) that opens everything
 * secondary, so the header stays one row on a phone.
 */
function AccountMenu({ account }: { account: HeaderAccount }) {
  return (
    // In the header (a landmark), not a portal; focus goes to the first item, with no placeholder
    // that a menu may not hold.
    <Menu position="bottom-end" width={260} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.accountButton}>
          <Avatar size={32} radius="xl" color="blue" variant="filled" aria-hidden>
            {initialsOf(account.fullName)}
          </Avatar>
          <span className={classes.accountName}>
            <Trans
              i18nKey="dashboard.header.signedInAs"
              values={{ name: account.fullName }}
              components={{ hidden: <VisuallyHidden component="span" />, name: <span /> }}
            />
          </span>
          <ChevronIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label className={classes.accountLabel}>
          <span className={classes.accountLabelName}>{account.fullName}</span>
          <span>{account.email}</span>
        </Menu.Label>
        {account.school && (
          <>
            <Menu.Divider />
            <Menu.Label>{account.school.schoolName}</Menu.Label>
            {account.school.links.map((link) => (
              <Menu.Item key={link.key} component={Link} to={link.to}>
                {link.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </>
        )}
        {account.preferences}
        <Menu.Divider />
        {account.actions}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The page header, always one row: a skip link, the product name linking home and, when someone
 * is signed in, their account menu.
 */
export function AppHeader({ account }: { account?: HeaderAccount }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link to="/" className={classes.brand} aria-label={t('app.homeLink')}>
            <img src="/favicon.svg" alt="" width={28} height={28} className={classes.brandMark} />
            <span className={classes.brandName}>{t('app.name')}</span>
          </Link>
          {account && <AccountMenu account={account} />}
        </Container>
      </header>
    </>
  );
}

/** The main landmark every page renders its content into. */
export function AppMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
      <Container size="lg">{children}</Container>
    </main>
  );
}

/** Header without account actions, for pages seen before signing in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <AppMain>{children}</AppMain>
    </>
  );
}
