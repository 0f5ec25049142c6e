import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { MyPayslips } from '../../../features/self-service/components/my-payslips';
import { usePageHeading } from './use-page-heading';

/** `/selfservice/payslips`: the signed-in employee's payslips of closed payrolls. */
export const MyPayslipsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-payslips');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.payslips.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MyPayslips />
    </>
  );
};
