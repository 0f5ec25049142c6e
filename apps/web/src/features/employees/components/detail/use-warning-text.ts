import type { EmployeeWarning } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

/**
 * The text of a change's warning in the interface language (below the minimum wage: the minimum formatted and
 * the decree category of the employee's occupation it belongs to).
 */
export const useWarningText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (warning: EmployeeWarning): string =>
    warning.code === 'BELOW_MINIMUM_WAGE' && warning.minimumMonthly !== null
      ? t('employeeDetail.warnings.BELOW_MINIMUM_WAGE', {
          minimum: format.centimos(warning.minimumMonthly),
          date: warning.date ? format.date(warning.date) : '',
          decree: warning.decree ?? '—',
          category: t(`payslip.minimumWageCategories.${warning.minimumWageCategory ?? 'unskilled'}`),
        })
      : warning.message;
};
