import { rulesAllow } from '@planilla/contracts';
import { paths } from '../../config/paths';
import type { SearchProvider } from '../../features/navigation/search/types';
import { loadNamespaces } from '../../lib/i18n';
import { getSession } from '../../lib/session';

/**
 * The page search's Contacts group: employees by name or number (at most 4), opening the employees
 * employee's detail. The fetcher and the texts load with the first search.
 */
export const contactsSearchProvider: SearchProvider = {
  group: 'contacts',
  search: async (query, { t, signal }) => {
    const q = query.trim();
    const rules = getSession()?.userData.ability ?? [];
    if (!q || !rulesAllow(rules, 'read', 'Employee')) return [];
    const [{ searchEmployees }] = await Promise.all([
      import('../../components/employee-picker/search-employees'),
      loadNamespaces(['employees']),
    ]);
    const found = await searchEmployees({ q, limit: 4 }, signal);
    return found.map((employee) => ({
      id: `employee-${employee.num_empleado}`,
      title: employee.fullName,
      subtitle: t('employees.search.subtitle', {
        num: employee.num_empleado,
        status: t(`employees.status.${employee.status}`),
      }),
      icon: 'Badge',
      link: paths.app.employeeDetail.getHref(employee.num_empleado),
    }));
  },
};
