import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { VouchersPanel } from '../../../features/vouchers/components/vouchers-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/postpayroll/paydocument`: the last 3 months' payment vouchers: preview, download, e-mail, log. */
export const PayDocumentRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('postpayroll-pay-document');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('vouchers.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <VouchersPanel />
    </>
  );
};
