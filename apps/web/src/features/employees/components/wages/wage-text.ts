import type { WageType } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

/**
 * A salary as it was agreed: a monthly salary as its amount ("₡450 000,00"), a daily or hourly wage with its unit
 * ("₡18 000,00 por día", "₡2 500,00 por hora"). The one place the screens of this feature write a wage.
 */
export const useWageText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (wageType: WageType, wage: number) =>
    wageType === 'monthly'
      ? format.centimos(wage)
      : t('employeeDetail.wages.amountPer', {
          amount: format.centimos(wage),
          per: t(`employeeDetail.wages.per.${wageType}`),
        });
};
