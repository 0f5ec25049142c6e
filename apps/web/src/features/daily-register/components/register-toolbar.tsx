import { Chip, IconButton, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Search from '@mui/icons-material/Search';
import {
  ATTENDANCE_CODES,
  type AttendanceCode,
  type PayrollItem,
  type PresenceListDatesResponse,
} from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { CODE_COLORS } from './code-colors';

type DayPickerProps = {
  payrolls: PayrollItem[];
  /** The payroll shown (null until one is chosen). */
  payrollId: number | null;
  dates: PresenceListDatesResponse['dates'];
  /** The date shown, one of `dates` (null until the dates are read). */
  date: string | null;
  /** The codes the list is filtered by: the date's counts toggle them. */
  codes: AttendanceCode[];
  onPayroll: (payrollId: number) => void;
  onDate: (date: string) => void;
  onToggleCode: (code: AttendanceCode) => void;
};

/** The payroll, the day of its period (with the previous and next day) and the day's counts by code. */
export const DayPicker = ({
  payrolls,
  payrollId,
  dates: dateList,
  date: validDate,
  codes,
  onPayroll,
  onDate,
  onToggleCode,
}: DayPickerProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const dateIndex = dateList.findIndex((d) => d.date === validDate);
  const dateInfo = dateIndex >= 0 ? dateList[dateIndex] : undefined;
  const payrollLabel = (p: { periodicity: string; periodStart: string; periodEnd: string; status: string }) =>
    `${format.payroll(p, { withPeriod: true })} (${t(`dailyRegister.status.${p.status}`)})`;

  const goDate = (offset: number) => {
    const next = dateList[dateIndex + offset];
    if (next) onDate(next.date);
  };
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ p: 2.5, alignItems: { lg: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('dailyRegister.fields.payroll')}
        value={payrollId !== null ? String(payrollId) : ''}
        onChange={(e) => onPayroll(Number(e.target.value))}
        sx={{ minWidth: 360 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'register-payroll' } as object } }}
      >
        {payrolls.map((p) => (
          <MenuItem key={p.payrollId} value={String(p.payrollId)}>
            {payrollLabel(p)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton
          size="small"
          disabled={dateIndex <= 0}
          onClick={() => goDate(-1)}
          aria-label={t('dailyRegister.previousDay')}
          data-testid="previous-day"
        >
          <ChevronLeft />
        </IconButton>
        <TextField
          select
          size="small"
          label={t('dailyRegister.fields.date')}
          value={validDate ?? ''}
          onChange={(e) => onDate(e.target.value)}
          sx={{ minWidth: 250 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'register-date' } as object } }}
        >
          {dateList.map((d) => (
            <MenuItem key={d.date} value={d.date}>
              {format.longDate(d.date)}
              {d.holidayName ? ` · ${d.holidayName}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          size="small"
          disabled={dateIndex < 0 || dateIndex >= dateList.length - 1}
          onClick={() => goDate(1)}
          aria-label={t('dailyRegister.nextDay')}
          data-testid="next-day"
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      {dateInfo && (
        <Stack
          direction="row"
          spacing={0.75}
          sx={{ flexWrap: 'wrap', rowGap: 0.75 }}
          data-testid="date-counts"
        >
          {ATTENDANCE_CODES.filter((c) => dateInfo.counts[c] > 0).map((c) => (
            <Chip
              key={c}
              size="small"
              color={CODE_COLORS[c]}
              variant={codes.includes(c) ? 'filled' : 'outlined'}
              label={`${c === '-' ? '−' : c} ${dateInfo.counts[c]}`}
              onClick={() => onToggleCode(c)}
              data-testid={`count-${c}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

type RegisterFiltersProps = {
  search: string;
  onSearch: (text: string) => void;
  /** Leaving the search box keeps it in the address. */
  onSearchDone: () => void;
  codes: AttendanceCode[];
  onCodes: (codes: AttendanceCode[]) => void;
  departmentId: string;
  onDepartment: (departmentId: string) => void;
  departments: { id: number; name: string }[];
};

/** The list's filters: name or number, codes and department. */
export const RegisterFilters = ({
  search,
  onSearch,
  onSearchDone,
  codes,
  onCodes,
  departmentId,
  onDepartment,
  departments,
}: RegisterFiltersProps) => {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ px: 2.5, pb: 2.5 }}>
      <TextField
        value={search}
        onChange={(e) => {
          onSearch(e.target.value);
        }}
        onBlur={onSearchDone}
        placeholder={t('dailyRegister.search')}
        size="small"
        sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': t('dailyRegister.search'), 'data-testid': 'register-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('dailyRegister.fields.codes')}
        value={codes}
        onChange={(e) => onCodes(e.target.value as unknown as AttendanceCode[])}
        sx={{ width: { xs: '100%', md: 220 } }}
        slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).join(' ') } }}
      >
        {ATTENDANCE_CODES.map((c) => (
          <MenuItem key={c} value={c}>
            {c} · {t(`dailyRegister.codes.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('dailyRegister.fields.department')}
        value={departmentId}
        onChange={(e) => onDepartment(e.target.value)}
        sx={{ width: { xs: '100%', md: 240 } }}
      >
        <MenuItem value="">{t('dailyRegister.all')}</MenuItem>
        {departments.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
