import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isExpiredInstitution } from '../../../../common/institutions/picker.ts';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { isTeacher } from '../../../../common/roles/rules.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { useSubscriptionOwners } from '../school-admin.queries.ts';
import { AdminContacts } from './admin-contacts.tsx';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

const STATUS_ID = 'billing-status-title';
const OWNERS_ID = 'billing-owners-title';

/** The billing page, `{institution subjects path}/billing`: the access status and who pays. */
export function BillingPage() {
  const { t } = useTranslation();
  return (
    <InstitutionRoute
      suffix="/billing"
      pageTitle={(institution) => t('schoolAdmin.billing.pageTitle', { name: institution.name })}
    >
      {({ institution, basePath }) => (
        <SchoolAdminFrame
          title={t('schoolAdmin.billing.title')}
          schoolName={institution.name}
          backTo={basePath}
        >
          <BillingStatus institution={institution} />
          <SubscriptionOwners institution={institution} />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

function BillingStatus({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const { longDate } = useFormatters();
  const date = institution.expiresOn ? longDate(institution.expiresOn) : null;
  const status = !date
    ? t('schoolAdmin.billing.active')
    : isExpiredInstitution(institution)
      ? t('schoolAdmin.billing.expiredOn', { date })
      : t('schoolAdmin.billing.activeUntil', { date });
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={STATUS_ID}>
      <Title order={2} size="h3" id={STATUS_ID}>
        {t('schoolAdmin.billing.status')}
      </Title>
      <Text mt="xs">{status}</Text>
    </Paper>
  );
}

function SubscriptionOwners({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  // The roles behind this list are for the school's staff; others are told whom to ask.
  const isStaff = isTeacher(institution.role);
  const owners = useSubscriptionOwners(institution.id, { enabled: isStaff });
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={OWNERS_ID}>
      <Title order={2} size="h3" id={OWNERS_ID} mb="xs">
        {t('schoolAdmin.billing.owners')}
      </Title>
      {isStaff ? (
        <AdminContacts
          people={owners.data?.flatMap((role) => (role.person ? [role.person] : []))}
          isPending={owners.isPending}
          error={owners.error}
          emptyText={t('schoolAdmin.billing.noOwners')}
          onRetry={() => void owners.refetch()}
        />
      ) : (
        <Text>{t('schoolAdmin.billing.askStaff')}</Text>
      )}
    </Paper>
  );
}
