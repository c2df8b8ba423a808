import '../students-i18n.ts';
import { useTranslation } from 'react-i18next';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { StudentsDirectory } from '../components/students-directory.tsx';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

/**
 * The admin students page, `{institution subjects path}/admin/students`: the school's students with
 * their subjects and licence standing; releasing a licence, removing a student, a CSV of them.
 */
export function StudentsPage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      suffix="/admin/students"
      pageTitle={(institution) => t('schoolStudents.pageTitle', { name: institution.name })}
    >
      {({ institution, basePath }) => (
        <SchoolAdminFrame
          title={t('schoolStudents.title')}
          schoolName={institution.name}
          backTo={basePath}
          isAllowed={!!institution.permissions?.includes('read_admins')}
        >
          <StudentsDirectory
            institutionId={institution.id}
            schoolName={institution.name}
            school={{ code: institution.code, timeZone: institution.timezone }}
          />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}
