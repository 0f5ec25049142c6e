import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { StatutoryReportsPanel } from '../../../features/statutory-reports/components/statutory-reports-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/postpayroll/statutoryreports`: the months with closed payrolls and their CCSS, INS RT and tax reports. */
export const StatutoryReportsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('postpayroll-statutory-reports');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('statutoryReports.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <StatutoryReportsPanel />
    </>
  );
};
