import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import { isMyPayTab, MyPay, type MyPayTab } from '../../../features/self-service/components/my-pay-tabs';
import { usePageHeading } from './use-page-heading';

/**
 * `/selfservice/payslips`: the signed-in employee's payslips of closed payrolls, their aguinaldo month by month
 * (`?tab=aguinaldo`) and their settlement once paid (`?tab=settlement`).
 */
export const MyPayslipsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('selfservice-payslips');
  const [query, setQuery] = useSearchParams();
  const requested = query.get('tab');
  const tab: MyPayTab = isMyPayTab(requested) ? requested : 'payslips';
  const selectTab = (next: MyPayTab) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'payslips') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        subtitle={t('selfService.payslips.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <MyPay tab={tab} onTab={selectTab} />
    </>
  );
};
