import schoolStudents from '../../i18n/en-AU.school-students.json';
import usSchoolStudents from '../../i18n/en-US.school-students.json';
import { i18next } from '../../i18n/i18n.ts';

// The Students page's strings (en-AU, and en-US where it says them differently: license) join the
// translations when the page's chunk loads, rather than weighing on the app's first script.
if (!i18next.exists('schoolStudents.title'))
  i18next.addResourceBundle('en-AU', 'translation', { schoolStudents }, true, false);
if (!i18next.exists('schoolStudents.release', { lng: 'en-US', fallbackLng: [] }))
  i18next.addResourceBundle('en-US', 'translation', { schoolStudents: usSchoolStudents }, true, false);
