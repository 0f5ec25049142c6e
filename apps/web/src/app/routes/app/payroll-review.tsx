import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PayrollReviewPanel } from '../../../features/extra-hours-review/components/payroll-review-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/** `/payroll/processes/payrollreview`: whether each employee of a payroll is ready to calculate. */
export const PayrollReviewRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('processes-payroll-review');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('extraHoursReview.review.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <PayrollReviewPanel />
    </>
  );
};
