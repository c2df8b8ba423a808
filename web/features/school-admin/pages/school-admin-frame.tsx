import '../school-admin-i18n.ts';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The frame of the school admin pages: back to the subjects page, title, school name, content.
 * A page for the admins only (staff, usage: read_admins, spec 2.3) shows anyone else who opens it
 * by its address that it is the admins', and fetches nothing of its content.
 */
export function SchoolAdminFrame({
  title,
  schoolName,
  backTo,
  isAllowed = true,
  children,
}: {
  title: string;
  schoolName: string;
  backTo: string;
  /** Whether the viewer may see the content: false for an admins' page without read_admins. */
  isAllowed?: boolean;
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
      {isAllowed ? (
        children
      ) : (
        <Alert role="note" color="gray" variant="light" title={t('schoolAdmin.adminsOnlyTitle')}>
          {t('schoolAdmin.adminsOnlyBody')}
        </Alert>
      )}
    </Stack>
  );
}
