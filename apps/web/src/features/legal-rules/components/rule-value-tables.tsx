import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { CCSS_LINE_CODES, type LegalRuleInterval, type LegalRulesResponse } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { percentOf } from '../../../lib/rates';
import { useFormat } from '../../../lib/use-format';
import { Actions, Dates, Head, Source, Status, rowSx, type RowActions } from './rule-cells';
import { intervalsOf } from './rule-tables';

type Format = ReturnType<typeof useFormat>;

/** Salary-tax bands as sentences: exempt up to …, 10 % from … to …, 25 % over …. */
const bandsText = (
  interval: Extract<LegalRuleInterval, { table: 'salaryTax' }>,
  t: (key: string, options?: Record<string, unknown>) => string,
  format: Format,
) =>
  interval.value.brackets.map((band) => {
    const rate = format.number(percentOf(band.rate));
    if (band.to === null)
      return t('legalRules.salaryTax.bandOver', { from: format.centimos(band.from), rate });
    if (band.rate === 0) return t('legalRules.salaryTax.bandExempt', { to: format.centimos(band.to) });
    return t('legalRules.salaryTax.band', {
      from: format.centimos(band.from),
      to: format.centimos(band.to),
      rate,
    });
  });

export const SalaryTaxTable = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table size="small" data-testid="legal-table-salaryTax">
      <Head
        columns={[
          t('legalRules.columns.effective'),
          t('legalRules.columns.brackets'),
          t('legalRules.columns.credits'),
          t('legalRules.columns.source'),
          t('legalRules.columns.status'),
          '',
        ]}
      />
      <TableBody>
        {intervalsOf(data.intervals, 'salaryTax').map((interval) => (
          <TableRow
            key={`${interval.origin}-${interval.effectiveFrom}-${interval.id ?? ''}`}
            sx={rowSx(interval)}
          >
            <TableCell>
              <Dates interval={interval} />
            </TableCell>
            <TableCell sx={{ minWidth: 280 }}>
              {bandsText(interval, t, format).map((line) => (
                <Typography key={line} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {line}
                </Typography>
              ))}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">
                {t('legalRules.salaryTax.child', { amount: format.centimos(interval.value.childCredit) })}
              </Typography>
              <Typography variant="body2">
                {t('legalRules.salaryTax.spouse', { amount: format.centimos(interval.value.spouseCredit) })}
              </Typography>
            </TableCell>
            <TableCell>
              <Source interval={interval} />
            </TableCell>
            <TableCell>
              <Status interval={interval} />
            </TableCell>
            <TableCell>
              <Actions interval={interval} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * The decree's categories by year: each category's monthly (and daily) minimum published for the year, or
 * "not published" where the decree (as the reference or a registration knows it) gives none.
 */
export const MinimumWageYearsTable = ({ data }: { data: LegalRulesResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const years = data.minimumWageYears;
  return (
    <Table size="small" data-testid="legal-table-minimumWageYears">
      <Head columns={[t('legalRules.columns.category'), ...years.map((y) => String(y.year))]} />
      <TableBody>
        {(years[0]?.categories ?? []).map(({ category }) => (
          <TableRow key={category}>
            <TableCell>{t(`payslip.minimumWageCategories.${category}`)}</TableCell>
            {years.map((year) => {
              const value = year.categories.find((c) => c.category === category)?.value ?? null;
              return (
                <TableCell key={year.year} sx={{ whiteSpace: 'nowrap' }}>
                  {value === null ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('legalRules.minimumWage.notPublished')}
                    </Typography>
                  ) : (
                    <>
                      {format.centimos(value.monthly)}
                      {value.daily !== null && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('legalRules.minimumWage.perDay', { amount: format.centimos(value.daily) })}
                        </Typography>
                      )}
                    </>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const MinimumWageTable = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table size="small" data-testid="legal-table-minimumWage">
      <Head
        columns={[
          t('legalRules.columns.category'),
          t('legalRules.columns.effective'),
          t('legalRules.columns.monthly'),
          t('legalRules.columns.daily'),
          t('legalRules.columns.source'),
          t('legalRules.columns.status'),
          '',
        ]}
      />
      <TableBody>
        {intervalsOf(data.intervals, 'minimumWage').map((interval) => (
          <TableRow
            key={`${interval.key}-${interval.origin}-${interval.effectiveFrom}-${interval.id ?? ''}`}
            sx={rowSx(interval)}
          >
            <TableCell>{t(`payslip.minimumWageCategories.${interval.value.category}`)}</TableCell>
            <TableCell>
              <Dates interval={interval} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.centimos(interval.value.monthly)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {interval.value.daily === null ? '—' : format.centimos(interval.value.daily)}
            </TableCell>
            <TableCell>
              <Source interval={interval} />
            </TableCell>
            <TableCell>
              <Status interval={interval} />
            </TableCell>
            <TableCell>
              <Actions interval={interval} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const CcssTable = ({ data, actions }: { data: LegalRulesResponse; actions: RowActions }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = intervalsOf(data.intervals, 'ccssRate');
  const group = (title: string, codes: readonly string[]) => (
    <>
      <TableRow>
        <TableCell colSpan={6} sx={{ bgcolor: 'action.hover', py: 1 }}>
          <Typography variant="subtitle2" component="span">
            {title}
          </Typography>
        </TableCell>
      </TableRow>
      {codes.flatMap((code) =>
        rows
          .filter((interval) => interval.key === code)
          .map((interval, index) => (
            <TableRow key={`${code}-${interval.origin}-${interval.effectiveFrom}`} sx={rowSx(interval)}>
              <TableCell sx={{ pl: 3 }}>{index === 0 ? t(`legalRules.ccss.${code}`) : ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                {t('legalRules.percent', { value: format.number(percentOf(interval.value.rate), 2) })}
              </TableCell>
              <TableCell>
                <Dates interval={interval} />
              </TableCell>
              <TableCell>
                <Source interval={interval} />
              </TableCell>
              <TableCell>
                <Status interval={interval} />
              </TableCell>
              <TableCell>
                <Actions interval={interval} actions={actions} />
              </TableCell>
            </TableRow>
          )),
      )}
    </>
  );
  return (
    <Table size="small" data-testid="legal-table-ccss">
      <Head
        columns={[
          t('legalRules.columns.line'),
          t('legalRules.columns.rate'),
          t('legalRules.columns.effective'),
          t('legalRules.columns.source'),
          t('legalRules.columns.status'),
          '',
        ]}
      />
      <TableBody>
        {group(t('legalRules.ccss.worker'), CCSS_LINE_CODES.slice(0, 3))}
        {group(t('legalRules.ccss.employer'), CCSS_LINE_CODES.slice(3))}
      </TableBody>
    </Table>
  );
};

export const ProvisionsTable = ({ data }: { data: LegalRulesResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = (value: number) => t('legalRules.percent', { value: format.number(percentOf(value), 2) });
  return (
    <Table size="small" data-testid="legal-table-provisions">
      <Head
        columns={[
          t('legalRules.provisions.aguinaldo'),
          t('legalRules.provisions.vacation'),
          t('legalRules.provisions.cesantia'),
          t('legalRules.columns.source'),
        ]}
      />
      <TableBody>
        {intervalsOf(data.intervals, 'provisions').map((interval) => (
          <TableRow key={interval.effectiveFrom} sx={rowSx(interval)}>
            <TableCell>{percent(interval.value.aguinaldo)}</TableCell>
            <TableCell>{percent(interval.value.vacation)}</TableCell>
            <TableCell>{percent(interval.value.cesantia)}</TableCell>
            <TableCell>
              <Source interval={interval} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
