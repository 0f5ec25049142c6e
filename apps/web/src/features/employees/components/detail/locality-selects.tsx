import type { HTMLAttributes } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import type { LocalityItem, LocalityLevel } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalities } from '../../api/catalogs';

export type LocalityValue = { provinceCode: string; cantonCode: string; districtCode: string };
export type LocalityErrors = Partial<Record<keyof LocalityValue, string | undefined>>;

/** The next value after choosing `code` at `level`: a new province clears canton and district, a new canton the district. */
export const changeLocality = (value: LocalityValue, level: LocalityLevel, code: string): LocalityValue => {
  if (level === 'province')
    return code === value.provinceCode ? value : { provinceCode: code, cantonCode: '', districtCode: '' };
  if (level === 'canton')
    return code === value.cantonCode ? value : { ...value, cantonCode: code, districtCode: '' };
  return { ...value, districtCode: code };
};

const FIELD_OF: Record<LocalityLevel, keyof LocalityValue> = {
  province: 'provinceCode',
  canton: 'cantonCode',
  district: 'districtCode',
};

type LevelSelectProps = {
  level: LocalityLevel;
  required: boolean;
  options: LocalityItem[] | undefined;
  loading: boolean;
  value: string;
  disabled: boolean;
  error?: string | undefined;
  onChange: (code: string) => void;
};

const LevelSelect = ({
  level,
  required,
  options,
  loading,
  value,
  disabled,
  error,
  onChange,
}: LevelSelectProps) => {
  const { t } = useTranslation();
  // Until its options arrive, a select shows nothing rather than a code it cannot name.
  const known = options?.some((item) => item.code === value) ? value : '';
  return (
    <TextField
      select
      required={required}
      label={t(`employeeDetail.localizations.fields.${level}`)}
      value={known}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (loading ? t('employeeDetail.localizations.loadingOptions') : undefined)}
      slotProps={{
        select: {
          SelectDisplayProps: { 'data-testid': `loc-${level}` } as HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
        },
        htmlInput: { 'data-testid': `loc-${level}-value` },
      }}
    >
      {(options ?? []).map((item) => (
        <MenuItem key={item.code} value={item.code}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * Province → canton → district, each list asked for only once its parent is chosen (INEC codes from
 * `parametros/localizacionlista`). Changing a level clears the levels under it.
 */
export const LocalitySelects = ({
  value,
  onChange,
  errors = {},
  disabled = false,
  required = true,
}: {
  value: LocalityValue;
  onChange: (next: LocalityValue) => void;
  errors?: LocalityErrors;
  disabled?: boolean;
  /** Marks the three selects as required (an optional address, as in the create form, is all or nothing). */
  required?: boolean;
}) => {
  const provinces = useLocalities('province');
  const cantons = useLocalities('canton', value.provinceCode || null);
  const districts = useLocalities('district', value.cantonCode || null);
  const levels = [
    { level: 'province', query: provinces, parent: 'x' },
    { level: 'canton', query: cantons, parent: value.provinceCode },
    { level: 'district', query: districts, parent: value.cantonCode },
  ] as const;
  return (
    <>
      {levels.map(({ level, query, parent }) => (
        <Grid key={level} size={{ xs: 12, sm: 4 }}>
          <LevelSelect
            level={level}
            required={required}
            options={query.data}
            loading={Boolean(parent) && query.isLoading}
            value={value[FIELD_OF[level]]}
            disabled={disabled || !parent}
            error={errors[FIELD_OF[level]]}
            onChange={(code) => onChange(changeLocality(value, level, code))}
          />
        </Grid>
      ))}
    </>
  );
};
