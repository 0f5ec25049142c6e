// Every golden payslip, registered here so the test needs no file-system access (the domain package imports no node:* module).
// Adding a fixture: put the JSON beside this file, then add its import and its entry below.

import g01 from './g01-monthly-basic.json';
import g02 from './g02-monthly-overtime-holiday-credits.json';
import g03 from './g03-monthly-absences-extras.json';
import g04 from './g04-fortnightly-ccss-illness.json';
import g05 from './g05-fortnightly-raise-month-to-date.json';
import g06 from './g06-weekly-nocturnal-holiday.json';
import g07 from './g07-biweekly-vacation-average.json';
import g08 from './g08-monthly-maternity.json';
import g09 from './g09-monthly-ins-accident.json';
import g10 from './g10-monthly-missing-mark.json';
import g11 from './g11-monthly-top-band-policy.json';
import g12 from './g12-weekly-projected-tax.json';
import g13 from './g13-biweekly-new-hire-part-time.json';
import g14 from './g14-monthly-leap-february-hire.json';
import g15 from './g15-fortnightly-holy-thursday.json';
import g16 from './g16-weekly-moved-holiday-2024.json';

export const GOLDEN_FIXTURES: Readonly<Record<string, unknown>> = {
  'g01-monthly-basic': g01,
  'g02-monthly-overtime-holiday-credits': g02,
  'g03-monthly-absences-extras': g03,
  'g04-fortnightly-ccss-illness': g04,
  'g05-fortnightly-raise-month-to-date': g05,
  'g06-weekly-nocturnal-holiday': g06,
  'g07-biweekly-vacation-average': g07,
  'g08-monthly-maternity': g08,
  'g09-monthly-ins-accident': g09,
  'g10-monthly-missing-mark': g10,
  'g11-monthly-top-band-policy': g11,
  'g12-weekly-projected-tax': g12,
  'g13-biweekly-new-hire-part-time': g13,
  'g14-monthly-leap-february-hire': g14,
  'g15-fortnightly-holy-thursday': g15,
  'g16-weekly-moved-holiday-2024': g16,
};
