import '../school-admin-i18n.ts';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { mayChangeSettings } from '../../institutions/school-admin-links.ts';
import { useCurricula } from '../../outcomes/outcomes.queries.ts';
import { SettingsForm } from '../components/settings-form.tsx';
import { useInstitutionSettings, useSaveInstitutionSettings } from '../school-admin.queries.ts';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

/**
 * The settings page, `{institution subjects path}/admin/settings`: the school's name, time zone,
 * terms and default curriculum, for its admins (the server decides: institutions' `update`).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      suffix="/admin/settings"
      pageTitle={(institution) => t('schoolAdmin.settings.pageTitle', { name: institution.name })}
    >
      {({ institution, basePath }) => (
        <SchoolAdminFrame
          title={t('schoolAdmin.settings.title')}
          schoolName={institution.name}
          backTo={basePath}
          isAllowed={mayChangeSettings(institution)}
        >
          <SchoolSettings institution={institution} />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

function SchoolSettings({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const settings = useInstitutionSettings(institution.id, { enabled: true });
  const curricula = useCurricula(institution.id);
  const save = useSaveInstitutionSettings(institution.id);
  if (settings.isPending || curricula.isPending)
    return <LoadingState label={t('schoolAdmin.settings.loading')} />;
  if (settings.error || curricula.error)
    return (
      <ErrorState
        title={t('schoolAdmin.settings.loadError')}
        error={settings.error ?? curricula.error}
        onRetry={() => void (settings.error ? settings.refetch() : curricula.refetch())}
      />
    );
  return (
    <SettingsForm
      key={settings.data.institutionId}
      settings={settings.data}
      locale={institution.locale}
      curricula={curricula.data}
      onSave={save.mutateAsync}
    />
  );
}
