import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { PaymentSummaryPanel } from '../../../features/payment-summary/components/payment-summary-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/postpayroll/paymentResumen`: net pay by bank, the bank transfer files and their layouts. */
export const PaymentSummaryRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('postpayroll-payment-resume');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('paymentSummary.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <PaymentSummaryPanel />
    </>
  );
};
