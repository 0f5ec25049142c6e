import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { DailyRegisterPanel } from '../../../features/daily-register/components/daily-register-panel';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { usePageHeading } from './use-page-heading';

/**
 * `/payroll/presence/diaryregister`: the daily register. `?payroll=<id>&date=YYYY-MM-DD&search=<number or
 * name>` open it on a payroll, a date and an employee (the review screen links here with them).
 */
export const DiaryRegisterRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('presence-diary-register');
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('payroll'));
  const payrollId = Number.isInteger(requested) && requested > 0 ? requested : null;
  const date = params.get('date');
  const search = params.get('search') ?? '';
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t(heading.readOnly ? 'dailyRegister.subtitleReadOnly' : 'dailyRegister.subtitle')}
        readOnly={heading.readOnly}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <DailyRegisterPanel
        key={`${payrollId ?? ''}`}
        payrollId={payrollId}
        date={date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null}
        search={search}
        onChange={(next) => {
          const query: Record<string, string> = {};
          if (next.payroll !== null) query.payroll = String(next.payroll);
          if (next.date) query.date = next.date;
          if (next.search) query.search = next.search;
          setParams(query, { replace: true });
        }}
      />
    </>
  );
};
