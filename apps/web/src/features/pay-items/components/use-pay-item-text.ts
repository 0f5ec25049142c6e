import { useTranslation } from 'react-i18next';
import type { ChipProps } from '@mui/material';
import type { EmployeePayItemDto, PayItemState } from '@planilla/contracts';
import { useFormat } from '../../../lib/use-format';

/** The colour of an item's state chip. */
export const STATE_COLOR: Record<PayItemState, ChipProps['color']> = {
  scheduled: 'info',
  active: 'success',
  ended: 'default',
  paid_off: 'secondary',
  settled: 'default',
};

type Valued = Pick<
  EmployeePayItemDto,
  'valueType' | 'amount' | 'rate' | 'percentageOf' | 'quantity' | 'unitRate'
>;

/** An item's value as one text: `₡25 000,00`, `10 % del salario bruto`, `3 × ₡5 000,00`, `Máximo legal (art. 172)`. */
export const usePayItemValueText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (item: Valued): string => {
    switch (item.valueType) {
      case 'amount':
        return item.amount === null ? '—' : format.centimos(item.amount);
      case 'percentage':
        return t('payItems.value.percentage', {
          rate: format.number((item.rate ?? 0) / 100),
          base: item.percentageOf ? t(`payItems.percentageBases.${item.percentageOf}`) : '',
        }).trim();
      case 'quantity':
        return t('payItems.value.quantity', {
          quantity: format.number(item.quantity ?? 0),
          rate: format.centimos(item.unitRate ?? 0),
        });
      case 'legal_maximum':
        return t('payItems.valueTypes.legal_maximum');
    }
  };
};

/** Céntimos or a dash. */
export const useOptionalMoney = () => {
  const format = useFormat();
  return (value: number | null | undefined): string =>
    value === null || value === undefined ? '—' : format.centimos(value);
};
