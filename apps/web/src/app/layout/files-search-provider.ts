import { rulesAllow, type FileSearchItem } from '@planilla/contracts';
import { paths } from '../../config/paths';
import type { SearchProvider } from '../../features/navigation/search/types';
import { formatDate } from '../../lib/format';
import { currentLanguage, loadNamespaces } from '../../lib/i18n';
import { getSession } from '../../lib/session';

/** Where a found document opens: its payroll's vouchers, payment summary, journal or the reports screen. */
const linkOf = (item: FileSearchItem): string => {
  const payroll = item.payrollId ?? undefined;
  switch (item.kind) {
    case 'bank_file':
      return paths.app.paymentResume.getHref({ payroll });
    case 'journal':
      return paths.app.accountingResume.getHref();
    case 'report':
      return paths.app.statutoryReports.getHref();
    default:
      return paths.app.payDocument.getHref({ payroll });
  }
};

/**
 * The page search's Files group: payment vouchers (by employee name or number, or payroll number) and the files
 * the product generated (bank files, journals, reports), at most 4. Only for a role that reads post-payroll.
 */
export const filesSearchProvider: SearchProvider = {
  group: 'files',
  search: async (query, { t, signal }) => {
    const q = query.trim();
    const rules = getSession()?.userData.ability ?? [];
    if (q.length < 2 || !rulesAllow(rules, 'read', 'PostPayroll')) return [];
    const [{ searchFiles }] = await Promise.all([
      import('../../features/statutory-reports/api/file-search'),
      loadNamespaces(['statutoryReports']),
    ]);
    const found = await searchFiles(q, signal);
    const language = currentLanguage();
    return found.map((item, i) => ({
      id: `file-${item.kind}-${item.fileId ?? `${item.payrollId}-${item.employeeNumber}`}-${i}`,
      title:
        item.kind === 'voucher'
          ? t('statutoryReports.search.voucher', { name: item.employeeName, num: item.employeeNumber })
          : (item.fileName ?? ''),
      subtitle: t(`statutoryReports.search.kinds.${item.kind}`, {
        payroll: item.payrollId ?? '—',
        date: item.payDate ? formatDate(item.payDate, language) : '—',
      }),
      icon: item.kind === 'voucher' ? 'Receipt' : 'Description',
      link: linkOf(item),
    }));
  },
};
