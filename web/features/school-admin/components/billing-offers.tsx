import '../school-admin-i18n.ts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferDecision, SubscriptionOffer } from '../../../../common/subscriptions/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { describeError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useDecideOffer } from '../school-admin.queries.ts';
import { Section } from './billing-details.tsx';
import { usePlanName, usePrice } from './billing-format.ts';
import { useDayFormat } from './use-day-format.ts';

/**
 * The open offers for the school, each with its price in its currency. A subscription owner
 * accepts (the term becomes the school's next subscription) or declines one, after confirming;
 * anyone else reading billing is told who can.
 */
export function BillingOffers({
  institutionId,
  offers,
  canDecide,
}: {
  institutionId: number;
  offers: readonly SubscriptionOffer[];
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const day = useDayFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const planName = usePlanName();
  const price = usePrice();
  const [asked, setAsked] = useState<{ offer: SubscriptionOffer; decision: OfferDecision } | null>(null);
  if (offers.length === 0) return null;
  return (
    <Section id="billing-offers-title" title={t('schoolAdmin.billing.offers')}>
      <Stack gap="sm">
        {!canDecide && <Text size="sm">{t('schoolAdmin.billing.offersOwnersDecide')}</Text>}
        {offers.map((offer) => {
          const headingId = `billing-offer-${offer.id}`;
          return (
            <Paper key={offer.id} withBorder p="md" component="article" aria-labelledby={headingId}>
              <Title order={3} size="h4" id={headingId}>
                {t('schoolAdmin.billing.offerTitle', { plan: planName(offer.plan), price: price(offer) })}
              </Title>
              <Text size="sm">
                {t('schoolAdmin.billing.offerTerms', {
                  count: offer.licences,
                  from: day(offer.startsOn),
                  to: day(offer.endsOn),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('schoolAdmin.billing.offerUntil', { until: day(offer.validUntil) })}
              </Text>
              {canDecide && (
                <Group gap="xs" mt="sm">
                  <Button onClick={() => setAsked({ offer, decision: 'accepted' })}>
                    {t('schoolAdmin.billing.accept')}
                  </Button>
                  <Button variant="default" onClick={() => setAsked({ offer, decision: 'declined' })}>
                    {t('schoolAdmin.billing.decline')}
                  </Button>
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
      {asked && (
        <DecideOfferDialog
          institutionId={institutionId}
          offer={asked.offer}
          decision={asked.decision}
          onClose={() => setAsked(null)}
        />
      )}
    </Section>
  );
}

function DecideOfferDialog({
  institutionId,
  offer,
  decision,
  onClose,
}: {
  institutionId: number;
  offer: SubscriptionOffer;
  decision: OfferDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const price = usePrice();
  const decide = useDecideOffer(institutionId);
  const isAccept = decision === 'accepted';
  const values = {
    price: price(offer),
    count: offer.licences,
    from: day(offer.startsOn),
    to: day(offer.endsOn),
  };
  return (
    <AppModal
      opened
      onClose={onClose}
      title={isAccept ? t('schoolAdmin.billing.acceptTitle') : t('schoolAdmin.billing.declineTitle')}
    >
      <Stack gap="sm">
        <Text size="sm">
          {isAccept
            ? t('schoolAdmin.billing.acceptBody', values)
            : t('schoolAdmin.billing.declineBody', values)}
        </Text>
        {decide.error && (
          <Alert color="red" variant="light" role="alert">
            {describeError(decide.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={isAccept ? undefined : 'red'}
            loading={decide.isPending}
            onClick={() =>
              decide.mutate(
                { offerId: offer.id, decision },
                {
                  onSuccess: () => {
                    showNotification({
                      tone: 'success',
                      message: isAccept
                        ? t('schoolAdmin.billing.accepted', values)
                        : t('schoolAdmin.billing.declined'),
                    });
                    onClose();
                  },
                },
              )
            }
          >
            {isAccept ? t('schoolAdmin.billing.acceptConfirm') : t('schoolAdmin.billing.declineConfirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
