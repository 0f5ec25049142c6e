import type { WageType } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

/**
 * A salary as it was agreed, in words: "₡450 000,00 al mes", "₡18 000,00 por día", "₡2 500,00 por hora". The one
 * place the screens of this feature write a wage with its unit.
 */
export const useWageText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (wageType: WageType, wage: number) =>
    t('employeeDetail.wages.amountPer', {
      amount: format.centimos(wage),
      per: t(`employeeDetail.wages.per.${wageType}`),
    });
};
