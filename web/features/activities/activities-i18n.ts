import activities from '../../i18n/en-AU.activities.json';
import usActivities from '../../i18n/en-US.activities.json';
import { i18next } from '../../i18n/i18n.ts';

// The lesson pages' strings (en-AU, and en-US where it says them differently) join the translations when
// this feature's first chunk loads, rather than weighing on the app's first script.
if (!i18next.hasResourceBundle('en-AU', 'translation') || !i18next.exists('activities.route.loading'))
  i18next.addResourceBundle('en-AU', 'translation', { activities }, true, false);
if (!i18next.exists('activities.kind.maths', { lng: 'en-US', fallbackLng: [] }))
  i18next.addResourceBundle('en-US', 'translation', { activities: usActivities }, true, false);
