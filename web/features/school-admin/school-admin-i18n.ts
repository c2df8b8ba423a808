import schoolAdmin from '../../i18n/en-AU.school-admin.json';
import usSchoolAdmin from '../../i18n/en-US.school-admin.json';
import { i18next } from '../../i18n/i18n.ts';

// The school admin pages' strings (staff, usage, billing, settings; en-AU, and en-US where it says
// them differently) join the translations when the first of these pages loads, as the lesson
// pages' strings do, rather than weighing on the app's first script.
if (!i18next.exists('schoolAdmin.back'))
  i18next.addResourceBundle('en-AU', 'translation', { schoolAdmin }, true, false);
if (!i18next.exists('schoolAdmin.billing.licences', { lng: 'en-US', fallbackLng: [] }))
  i18next.addResourceBundle('en-US', 'translation', { schoolAdmin: usSchoolAdmin }, true, false);
