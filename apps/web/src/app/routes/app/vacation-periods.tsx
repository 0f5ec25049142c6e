import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { VacationPeriodsPanel } from '../../../features/vacation-periods/components/vacation-periods-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/vacations/periods`: the company's vacation balances, one employee's periods, opening balances. */
export const VacationPeriodsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('vacations-periods');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('vacationPeriods.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <VacationPeriodsPanel />
    </>
  );
};
