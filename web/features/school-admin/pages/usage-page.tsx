import { Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { useInstitutionAdmins } from '../../institutions/institutions.queries.ts';
import { useSubjects } from '../../subjects/subjects.queries.ts';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

/** The usage page, `/{endpoint}/institutions/{institutionId}/admin/usage`: counts we have today. */
export function UsagePage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      pageTitle={(institution) => t('schoolAdmin.usage.pageTitle', { name: institution.name })}
    >
      {({ institution, basePath }) => (
        <SchoolAdminFrame
          title={t('schoolAdmin.usage.title')}
          schoolName={institution.name}
          backTo={basePath}
          isAllowed={!!institution.permissions?.includes('read_admins')}
        >
          <UsageFigures institutionId={institution.id} />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

function Figure({
  label,
  value,
  isPending,
}: {
  label: string;
  value: number | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {isPending ? (
        <Loader size="sm" mt="xs" aria-label={t('common.loading')} />
      ) : (
        <Text size="xl" fw={700}>
          {value ?? t('schoolAdmin.usage.unavailable')}
        </Text>
      )}
    </Paper>
  );
}

function UsageFigures({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation();
  const subjects = useSubjects(institutionId);
  const admins = useInstitutionAdmins(institutionId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Figure
        label={t('schoolAdmin.usage.subjects')}
        value={subjects.data?.length}
        isPending={subjects.isPending}
      />
      <Figure
        label={t('schoolAdmin.usage.admins')}
        value={admins.data?.length}
        isPending={admins.isPending}
      />
    </SimpleGrid>
  );
}
