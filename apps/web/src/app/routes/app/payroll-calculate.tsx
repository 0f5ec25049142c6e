import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { PayrollCalculationPanel } from '../../../features/payroll-calculation/components/payroll-calculation-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/processes/payrollcalculate`: calculate a payroll, look at its payslips, close it. */
export const PayrollCalculateRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('processes-payroll-calculate');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('payrollCalculation.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <PayrollCalculationPanel />
    </>
  );
};
