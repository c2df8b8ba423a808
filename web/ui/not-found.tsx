import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from './app-header.tsx';
import { usePageTitle } from './use-page-title.ts';

/** A clear not-found message with a way home; the title and text can be narrowed (a school). */
export function NotFoundContent({ title, body }: { title?: string; body?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{title ?? t('notFound.title')}</Title>
      <Text>{body ?? t('notFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}
