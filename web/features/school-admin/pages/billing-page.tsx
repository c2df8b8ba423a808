import '../school-admin-i18n.ts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isExpiredInstitution } from '../../../../common/institutions/picker.ts';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { isTeacher } from '../../../../common/roles/rules.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { InstitutionRoute } from '../../institutions/components/institution-route.tsx';
import { mayReadBilling } from '../../institutions/school-admin-links.ts';
import { BillingDetails, ExpiredNotice, Section } from '../components/billing-details.tsx';
import { BillingHistory } from '../components/billing-history.tsx';
import { BillingOffers } from '../components/billing-offers.tsx';
import { useBilling, useSubscriptionOwners } from '../school-admin.queries.ts';
import { AdminContacts } from './admin-contacts.tsx';
import { SchoolAdminFrame } from './school-admin-frame.tsx';

/**
 * The billing page, `{institution subjects path}/billing`: the school's subscription for its
 * admins and subscription owners (the server decides; the page asks only when the viewer's role
 * says they may), and for everyone else whom to ask.
 */
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
          <SchoolBilling institution={institution} />
        </SchoolAdminFrame>
      )}
    </InstitutionRoute>
  );
}

function SchoolBilling({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const { longDate } = useFormatters();
  const isAllowed = mayReadBilling(institution);
  const billing = useBilling(institution.id, { enabled: isAllowed });
  const isExpired = isExpiredInstitution(institution);
  const refused = isApiError(billing.error) && billing.error.status === 403;
  return (
    <Stack gap="lg">
      {isExpired && institution.expiresOn && <ExpiredNotice date={longDate(institution.expiresOn)} />}
      {!isAllowed || refused ? (
        <WhoToAsk institution={institution} />
      ) : billing.isPending ? (
        <LoadingState label={t('schoolAdmin.billing.loading')} />
      ) : billing.error || !billing.data ? (
        <ErrorState
          title={t('schoolAdmin.billing.loadError')}
          error={billing.error}
          headingOrder={2}
          onRetry={() => void billing.refetch()}
        />
      ) : (
        <>
          <BillingDetails
            billing={billing.data}
            timeZone={institution.timezone}
            owners={
              <AdminContacts
                people={billing.data.owners}
                isPending={false}
                error={null}
                emptyText={t('schoolAdmin.billing.noOwners')}
                onRetry={() => {}}
              />
            }
          />
          <BillingOffers
            institutionId={institution.id}
            offers={billing.data.offers}
            canDecide={billing.data.canDecideOffers}
          />
          <BillingHistory history={billing.data.history} timeZone={institution.timezone} />
        </>
      )}
    </Stack>
  );
}

/** For those who may not read the subscription: its owners (for staff, who may read roles), or ask staff. */
function WhoToAsk({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const isStaff = isTeacher(institution.role);
  const owners = useSubscriptionOwners(institution.id, { enabled: isStaff });
  return (
    <Section id="billing-ask-title" title={t('schoolAdmin.billing.askTitle')}>
      <Text mb="sm">{t('schoolAdmin.billing.askIntro')}</Text>
      {isStaff ? (
        <AdminContacts
          people={owners.data?.flatMap((role) => (role.person ? [role.person] : []))}
          isPending={owners.isPending}
          error={owners.error}
          emptyText={t('schoolAdmin.billing.noOwnersAskAdmin')}
          onRetry={() => void owners.refetch()}
        />
      ) : (
        <Text>{t('schoolAdmin.billing.askStaff')}</Text>
      )}
    </Section>
  );
}
