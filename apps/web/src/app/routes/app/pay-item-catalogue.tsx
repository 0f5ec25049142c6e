import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import {
  isCatalogueTab,
  PayItemCataloguePanel,
} from '../../../features/pay-items/components/pay-item-catalogue-panel';
import { usePageHeading } from './use-page-heading';

/** `/payroll/parameters/payitems/list?tab=`: the company's catalogue of pay items and their payees. */
export const PayItemCatalogueRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('parameters-pay-items');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  return (
    <>
      <PageHeader
        title={heading.title}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('payItems.catalogue.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <PayItemCataloguePanel
        tab={isCatalogueTab(requested) ? requested : 'types'}
        onTabChange={(next) => setParams(next === 'types' ? {} : { tab: next }, { replace: true })}
      />
    </>
  );
};
