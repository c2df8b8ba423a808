import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of the school admin pages: back to the subjects page, title, school name, content. */
export function SchoolAdminFrame({
  title,
  schoolName,
  backTo,
  children,
}: {
  title: string;
  schoolName: string;
  backTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backTo}>
        {t('schoolAdmin.back')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text size="lg" fw={500}>
          {schoolName}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
