import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { useInstitutionAdmins } from '../../institutions/institutions.queries.ts';
import { AdminContacts } from './admin-contacts.tsx';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

const TITLE_ID = 'staff-admins-title';

/** The admin staff page, `{institution subjects path}/admin/staff`: the school's admins. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      suffix="/admin/staff"
      pageTitle={(institution) => t('schoolAdmin.staff.pageTitle', { name: institution.name })}
    >
      {({ institution, basePath }) => (
        <SchoolAdminFrame
          title={t('schoolAdmin.staff.title')}
          schoolName={institution.name}
          backTo={basePath}
          isAllowed={!!institution.permissions?.includes('read_admins')}
        >
          <StaffAdmins institutionId={institution.id} />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

function StaffAdmins({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const admins = useInstitutionAdmins(institutionId);
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" id={TITLE_ID}>
        {t('schoolAdmin.staff.admins')}
      </Title>
      <Text mt="xs" mb="sm">
        {t('schoolAdmin.staff.intro')}
      </Text>
      <AdminContacts
        people={admins.data}
        isPending={admins.isPending}
        error={admins.error}
        emptyText={t('schoolAdmin.staff.none')}
        onRetry={() => void admins.refetch()}
      />
    </Paper>
  );
}
