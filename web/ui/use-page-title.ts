import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page: '{page} · School Science'. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
