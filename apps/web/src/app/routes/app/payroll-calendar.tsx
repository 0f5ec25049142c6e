import { PAY_PERIODICITIES, type PayPeriodicity } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { PayrollCalendarPanel } from '../../../features/payroll-calendar/components/payroll-calendar-panel';
import { usePageHeading } from './use-page-heading';

const isPeriodicity = (value: string | null): value is PayPeriodicity =>
  (PAY_PERIODICITIES as readonly string[]).includes(value ?? '');

/**
 * `/payroll/parameters/payrollcalendar/list`: the year's payrolls by periodicity (`?year=&periodicity=`),
 * generate a year, pay dates, projection, the company's payroll settings.
 */
export const PayrollCalendarRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('parameters-payroll-calendar');
  const [params, setParams] = useSearchParams();
  const requestedYear = Number(params.get('year'));
  const year =
    Number.isInteger(requestedYear) && requestedYear >= 2000 && requestedYear <= 2100
      ? requestedYear
      : Number(todayInCostaRica(new Date()).slice(0, 4));
  const requested = params.get('periodicity');
  const periodicity = isPeriodicity(requested) ? requested : 'fortnightly';
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('payrollCalendar.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <PayrollCalendarPanel
        year={year}
        periodicity={periodicity}
        onChange={(next) =>
          setParams({ year: String(next.year), periodicity: next.periodicity }, { replace: true })
        }
      />
    </>
  );
};
