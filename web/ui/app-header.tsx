import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

export const MAIN_ID = 'main';

/** The page header: a skip link, the product name linking home, and page-level actions. */
export function AppHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link to="/" className={classes.brand} aria-label={t('app.homeLink')}>
            {t('app.name')}
          </Link>
          {children}
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
