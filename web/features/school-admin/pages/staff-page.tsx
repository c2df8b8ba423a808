import '../school-admin-i18n.ts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { StaffDirectory } from '../components/staff-directory.tsx';
import { StaffInviteForm } from '../components/staff-invite-form.tsx';
import { useStaff } from '../staff.queries.ts';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

/**
 * The admin staff page, `{institution subjects path}/admin/staff`: everyone with a staff role at
 * the school, invitations by e-mail, role changes and removing someone who has left.
 */
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
          <Staff
            institutionId={institution.id}
            schoolName={institution.name}
            school={{ code: institution.code, timeZone: institution.timezone }}
          />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

export function Staff({
  institutionId,
  schoolName,
  school,
}: {
  institutionId: number;
  schoolName: string;
  /** For the CSV download: its file's name, and the school's calendar its dates are on. */
  school: { code: string; timeZone: string };
}) {
  const { t } = useTranslation();
  const staff = useStaff(institutionId);
  if (staff.isPending) return <LoadingState label={t('common.loading')} />;
  if (staff.error)
    return (
      <ErrorState
        title={t('schoolAdmin.loadError')}
        error={staff.error}
        headingOrder={2}
        onRetry={() => void staff.refetch()}
      />
    );
  return (
    <Stack gap="lg">
      <StaffInviteForm
        institutionId={institutionId}
        viewer={staff.data.viewer}
        subjects={staff.data.schoolSubjects}
      />
      <StaffDirectory
        institutionId={institutionId}
        schoolName={schoolName}
        school={school}
        data={staff.data}
      />
    </Stack>
  );
}
