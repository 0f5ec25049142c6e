import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { AccountingSummaryPanel } from '../../../features/accounting-summary/components/accounting-summary-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/postpayroll/accountingresume`: a payroll's or a month's journal entry and the chart of accounts. */
export const AccountingSummaryRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('postpayroll-accounting-resume');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('accountingSummary.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <AccountingSummaryPanel />
    </>
  );
};
