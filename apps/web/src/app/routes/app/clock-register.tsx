import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ClockApplyPanel } from '../../../features/clock-files/components/clock-apply-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/** `/payroll/presence/clockregister`: apply a payroll's clock marks to its days, after a preview. */
export const ClockRegisterRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('presence-clock-register');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('payrollId'));
  const payrollId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('clockFiles.apply.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <ClockApplyPanel
        payrollId={payrollId}
        onPayrollChange={(next) => setParams(next ? { payrollId: String(next) } : {}, { replace: true })}
      />
    </>
  );
};
