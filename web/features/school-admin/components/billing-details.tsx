import '../school-admin-i18n.ts';
import { Alert, Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Billing } from '../../../../common/subscriptions/schema.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { usePlanName } from './billing-format.ts';
import { useDayFormat } from './use-day-format.ts';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * The last day a school has access, in its own time zone: access ends at the start of the day
 * after (a term ending 31 December expires at midnight starting 1 January), so this is the date
 * people mean by "until", wherever the viewer is.
 */
function useLastDayOfAccess(timeZone: string) {
  const { i18n } = useTranslation();
  return (expiresOn: string) => {
    const options = { dateStyle: 'long', timeZone } as const;
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(i18n.language, options);
    } catch {
      format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
    }
    return format.format(new Date(new Date(expiresOn).getTime() - 1));
  };
}

/** The subscription, its licences, what happens at expiry and its owners. */
export function BillingDetails({
  billing,
  timeZone,
  owners,
}: {
  billing: Billing;
  timeZone: string;
  /** The owners' list, as the page shows contacts. */
  owners: ReactNode;
}) {
  const { t } = useTranslation();
  const { longDate } = useFormatters();
  const lastDay = useLastDayOfAccess(timeZone);
  const day = useDayFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const planName = usePlanName();
  const { subscription } = billing;
  const ends = billing.expiresOn ? lastDay(billing.expiresOn) : null;
  const expired = billing.expiresOn ? longDate(billing.expiresOn) : null;
  const used = billing.licencesUsed;
  const bought = subscription?.licences ?? 0;
  const over = used > bought;
  return (
    <Stack gap="lg">
      <Section id="billing-subscription-title" title={t('schoolAdmin.billing.subscription')}>
        {subscription ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Fact label={t('schoolAdmin.billing.planLabel')}>
                <Group gap="xs">
                  {planName(subscription.plan)}
                  <Badge variant="filled" color={subscription.isTrial ? 'orange.9' : 'teal.9'}>
                    {subscription.isTrial ? t('schoolAdmin.billing.trial') : t('schoolAdmin.billing.paid')}
                  </Badge>
                </Group>
              </Fact>
              <Fact
                label={billing.isCurrent ? t('schoolAdmin.billing.term') : t('schoolAdmin.billing.lastTerm')}
              >
                {t('schoolAdmin.billing.termDates', {
                  from: day(subscription.startsOn),
                  to: day(subscription.endsOn),
                })}
              </Fact>
              <Fact label={t('schoolAdmin.billing.licences')}>
                {t('schoolAdmin.billing.licencesUsed', { used, bought })}
              </Fact>
            </SimpleGrid>
            <Progress
              value={bought === 0 ? 100 : Math.min(100, (used / bought) * 100)}
              color={over ? 'red' : 'teal'}
              aria-label={t('schoolAdmin.billing.licencesBar', { used, bought })}
            />
            {over && <Text c="red.8">{t('schoolAdmin.billing.overLicences', { count: used - bought })}</Text>}
            <Text size="sm" c="dimmed">
              {t('schoolAdmin.billing.licencesHelp')}
            </Text>
          </Stack>
        ) : (
          <Text>{t('schoolAdmin.billing.noSubscription')}</Text>
        )}
      </Section>
      <Section id="billing-expiry-title" title={t('schoolAdmin.billing.atExpiry')}>
        <Text>
          {!ends
            ? t('schoolAdmin.billing.noExpiry')
            : billing.isExpired
              ? t('schoolAdmin.billing.expiredOn', { date: expired })
              : subscription?.isTrial && billing.isCurrent
                ? t('schoolAdmin.billing.trialEnds', { date: ends })
                : t('schoolAdmin.billing.accessEnds', { date: ends })}
        </Text>
        <List mt="xs" spacing={4}>
          <List.Item>{t('schoolAdmin.billing.expiryKeeps')}</List.Item>
          <List.Item>{t('schoolAdmin.billing.expiryStops')}</List.Item>
          <List.Item>{t('schoolAdmin.billing.expiryRenew')}</List.Item>
        </List>
      </Section>
      <Section id="billing-owners-title" title={t('schoolAdmin.billing.owners')}>
        {owners}
      </Section>
    </Stack>
  );
}

/** An expired school's notice: what it means, and that nothing is lost. */
export function ExpiredNotice({ date }: { date: string }) {
  const { t } = useTranslation();
  return (
    <Alert role="note" color="red" variant="light" title={t('schoolAdmin.billing.expiredTitle')}>
      {t('schoolAdmin.billing.expiredBody', { date })}
    </Alert>
  );
}
