import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import {
  isPayItemClass,
  PayItemsOverviewPanel,
} from '../../../features/pay-items/components/pay-items-overview-panel';
import { usePageHeading } from './use-page-heading';

/**
 * `/payroll/personaldata/payitems/list?class=`: the company's court orders, loans and advances with their balances
 * and what rolled forward; the import of items.
 */
export const PayItemsOverviewRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('personal-pay-items');
  const [params, setParams] = useSearchParams();
  const requested = params.get('class');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('payItems.overview.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <PayItemsOverviewPanel
        itemClass={isPayItemClass(requested) ? requested : null}
        onItemClassChange={(next) => setParams(next ? { class: next } : {}, { replace: true })}
      />
    </>
  );
};
