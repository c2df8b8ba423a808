import '../school-admin-i18n.ts';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Billing } from '../../../../common/subscriptions/schema.ts';
import { Section } from './billing-details.tsx';
import { usePlanName, usePrice } from './billing-format.ts';
import { useDayFormat } from './use-day-format.ts';

/** A moment on the school's calendar: the date in the school's time zone, wherever the viewer is. */
function useSchoolDate(timeZone: string) {
  const { i18n } = useTranslation();
  return (at: string) => {
    try {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(new Date(at));
    } catch {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(at));
    }
  };
}

/** A table that scrolls sideways on a narrow screen, reachable by keyboard to do so (as the usage tables). */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', marginTop: 8 }}>
      {children}
    </div>
  );
}

/** The subscription's history: every term recorded, and every offer accepted or declined, by whom. */
export function BillingHistory({ history, timeZone }: { history: Billing['history']; timeZone: string }) {
  const { t } = useTranslation();
  const day = useDayFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const schoolDate = useSchoolDate(timeZone);
  const planName = usePlanName();
  const price = usePrice();
  return (
    <Section id="billing-history-title" title={t('schoolAdmin.billing.history')}>
      {history.subscriptions.length === 0 ? (
        <Text>{t('schoolAdmin.billing.noHistory')}</Text>
      ) : (
        <ScrollingTable label={t('schoolAdmin.billing.termsCaption')}>
          <Table captionSide="top" miw={480}>
            <Table.Caption style={{ textAlign: 'start' }}>
              {t('schoolAdmin.billing.termsCaption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('schoolAdmin.billing.term')}</Table.Th>
                <Table.Th scope="col">{t('schoolAdmin.billing.planLabel')}</Table.Th>
                <Table.Th scope="col">{t('schoolAdmin.billing.licences')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.subscriptions.map((term) => (
                <Table.Tr key={term.id}>
                  <Table.Th scope="row">
                    {t('schoolAdmin.billing.termDates', { from: day(term.startsOn), to: day(term.endsOn) })}
                  </Table.Th>
                  <Table.Td>
                    {planName(term.plan)}
                    {term.isTrial ? ` (${t('schoolAdmin.billing.trial')})` : ''}
                  </Table.Td>
                  <Table.Td>{term.licences}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
      {history.decisions.length > 0 && (
        <ScrollingTable label={t('schoolAdmin.billing.decisionsCaption')}>
          <Table captionSide="top" miw={480}>
            <Table.Caption style={{ textAlign: 'start' }}>
              {t('schoolAdmin.billing.decisionsCaption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('schoolAdmin.billing.decidedOn')}</Table.Th>
                <Table.Th scope="col">{t('schoolAdmin.billing.offerColumn')}</Table.Th>
                <Table.Th scope="col">{t('schoolAdmin.billing.decisionColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.decisions.map((offer) => (
                <Table.Tr key={offer.id}>
                  <Table.Th scope="row">{schoolDate(offer.decidedOn)}</Table.Th>
                  <Table.Td>
                    {t('schoolAdmin.billing.offerSummary', {
                      plan: planName(offer.plan),
                      count: offer.licences,
                      from: day(offer.startsOn),
                      to: day(offer.endsOn),
                      price: price(offer),
                    })}
                  </Table.Td>
                  <Table.Td>
                    {t(`schoolAdmin.billing.decision.${offer.status}`, {
                      name: offer.decidedBy ?? t('schoolAdmin.billing.someoneGone'),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Section>
  );
}
