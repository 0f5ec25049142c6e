import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { employeeKeys } from '../../../features/employees/api/keys';
import { BookmarkToggle } from '../../../features/navigation/components/bookmark-toggle';
import {
  CompanyCatalogsPanel,
  isCompanyCatalog,
} from '../../../features/parameters/components/company-catalogs-panel';
import { currentCompanyId } from '../../../lib/session';
import { usePageHeading } from './use-page-heading';

/**
 * `/payroll/parameters/catalogs/list`: departments, occupations, work locations and exit types. `?tab=` names
 * the open catalog (`department`, the default, is left out of the URL).
 */
export const CompanyCatalogsRoute = () => {
  const { t } = useTranslation();
  const heading = usePageHeading('parameters-catalogs');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const catalog = isCompanyCatalog(tab) ? tab : 'department';
  const queryClient = useQueryClient();

  // The employee screens keep the catalogs for their pickers and show entry names in lists and details:
  // after a change they read them again.
  const refreshEmployees = () =>
    void queryClient.invalidateQueries({
      queryKey: employeeKeys.company(currentCompanyId()),
    });

  return (
    <>
      <PageHeader
        // The menu says just "Catálogos" (it fits the sidebar); the page says whose.
        title={t('parameters.catalogs.title')}
        trail={heading.trail}
        readOnly={heading.readOnly}
        subtitle={t('parameters.catalogs.subtitle')}
        titleAdornment={<BookmarkToggle link={heading.link} />}
      />
      <CompanyCatalogsPanel
        catalog={catalog}
        onCatalogChange={(next) => setParams(next === 'department' ? {} : { tab: next }, { replace: true })}
        onChanged={refreshEmployees}
      />
    </>
  );
};
