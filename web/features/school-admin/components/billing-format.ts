import { useTranslation } from 'react-i18next';

/** The plan's name where the product knows it; the console's code otherwise. */
export function usePlanName() {
  const { t } = useTranslation();
  return (plan: string) => t(`schoolAdmin.billing.plan.${plan}`, { defaultValue: plan });
}

/**
 * A price with its currency's code (AUD 4,200.00, USD 3,000.00): a dollar sign alone does not say
 * which dollars, and offers to Australian and US schools are in different ones.
 */
export function usePrice() {
  const { i18n } = useTranslation();
  return ({ priceCents, currency }: { priceCents: number; currency: string }) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency, currencyDisplay: 'code' })
      .format(priceCents / 100)
      .replace(/\u00a0/g, ' ');
}
