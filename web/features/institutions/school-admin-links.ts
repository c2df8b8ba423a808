import type { TFunction } from 'i18next';
import type { Institution } from '../../../common/institutions/schema.ts';
import type { SchoolMenuLink } from '../../ui/school-menu-store.ts';

const canReadAdmins = (institution: Institution): boolean =>
  !!institution.permissions?.includes('read_admins');

/**
 * Whether the viewer may read the school's subscription: its admins (read_admins, heads of
 * science and internal admins included) and its subscription owners once accepted. The server
 * decides (subscriptions.policy.ts); the page asks only when this says so.
 */
export const mayReadBilling = (institution: Institution): boolean =>
  canReadAdmins(institution) || (!!institution.role?.isSubscriptionOwner && !institution.role.isPending);

/**
 * Whether the viewer may change the school's settings: those who may read its admins' pages
 * (read_admins: its admins, heads of science and internal admins). The server decides
 * (institutions.policy.ts, `update`).
 */
export const mayChangeSettings = (institution: Institution): boolean => canReadAdmins(institution);

/** The school's admin pages the viewer may open, in the header menu's order. */
export function schoolAdminLinks(
  institution: Institution,
  paths: { endpoint: string; basePath: string },
  t: TFunction,
): SchoolMenuLink[] {
  const links: SchoolMenuLink[] = [];
  const admin = canReadAdmins(institution);
  if (admin)
    links.push(
      { key: 'staff', label: t('header.school.staff'), to: `${paths.basePath}/admin/staff` },
      { key: 'students', label: t('header.school.students'), to: `${paths.basePath}/admin/students` },
      {
        key: 'usage',
        label: t('header.school.usage'),
        to: `/${paths.endpoint}/institutions/${institution.id}/admin/usage`,
      },
    );
  if (mayReadBilling(institution))
    links.push({ key: 'billing', label: t('header.school.billing'), to: `${paths.basePath}/billing` });
  if (mayChangeSettings(institution))
    links.push({
      key: 'settings',
      label: t('header.school.settings'),
      to: `${paths.basePath}/admin/settings`,
    });
  return links;
}
