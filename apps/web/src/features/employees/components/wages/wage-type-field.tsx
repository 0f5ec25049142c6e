import { TextField } from '@mui/material';
import { WAGE_TYPES } from '@planilla/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiField } from '../../../../lib/form';

/** What a salary is paid for: a month, a day or an hour of the ordinary jornada (a native select: one tab stop). */
export const WageTypeField = ({ field, testId }: { field: UseFormRegisterReturn; testId: string }) => {
  const { t } = useTranslation();
  return (
    <TextField
      {...muiField(field)}
      select
      fullWidth
      label={t('employeeDetail.wages.type')}
      helperText={t('employeeDetail.wages.typeHelp')}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      {WAGE_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`employeeDetail.wages.types.${type}`)}
        </option>
      ))}
    </TextField>
  );
};
