import { Button } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MyPayslip } from '../../../features/self-service/components/my-payslip';
import { usePageHeading } from './use-page-heading';

/** `/selfservice/payslips/:payrollId`: one of the signed-in employee's payslips, its lines and its voucher. */
export const MyPayslipRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-payslips');
  const payrollId = Number(useParams().payrollId);
  const title = t('selfService.payslip.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        trail={[...heading.trail, heading.title]}
        actions={
          <Button
            component={Link}
            to={paths.app.myPayslips.getHref()}
            startIcon={<ArrowBack />}
            data-testid="back-to-payslips"
          >
            {t('selfService.payslip.back')}
          </Button>
        }
      />
      <MyPayslip payrollId={payrollId} />
    </>
  );
};
