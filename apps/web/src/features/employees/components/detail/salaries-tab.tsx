import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import type { EmployeeDetail, SalaryItem } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useAppAbility } from '../../../../lib/ability';
import { useFormat } from '../../../../lib/use-format';
import { useSalaries } from '../../api/salaries';
import { DatedHistoryTable } from './dated-history-table';
import { Figure, QueryState, SectionCard } from './detail-parts';
import { SalaryDialog } from './salary-dialog';
import { useWageText } from '../wages/wage-text';

/** The salary history, newest first, and "Agregar salario". */
export const SalariesTab = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const wageText = useWageText();
  const agreed = (item: SalaryItem) => wageText(item.wageType, item.wage);
  const canUpdate = useAppAbility().can('update', 'Employee');
  const salaries = useSalaries(employee.num_empleado);
  const [adding, setAdding] = useState(false);
  const items = salaries.data?.items ?? [];
  // Newest first: the rows above the one in force start later (all of them when none is in force yet).
  const currentIndex = items.findIndex((item) => item.isCurrent);
  const upcomingCount = currentIndex === -1 ? items.length : currentIndex;
  const next = upcomingCount > 0 ? items[upcomingCount - 1] : undefined;
  const current = currentIndex === -1 ? undefined : items[currentIndex];

  return (
    <Stack spacing={3}>
      {salaries.data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Figure
            label={t('employeeDetail.salaries.current')}
            value={current ? agreed(current) : '—'}
            color="primary.main"
            testId="salary-current"
          />
          <Figure
            label={t('employeeDetail.salaries.currentFrom')}
            value={salaries.data.currentFrom ? format.date(salaries.data.currentFrom) : '—'}
          />
          <Figure
            label={next ? t('employeeDetail.salaries.scheduled') : t('employeeDetail.salaries.rows')}
            value={
              next ? `${agreed(next)} · ${format.date(next.effectiveFrom)}` : format.number(items.length)
            }
          />
        </Box>
      )}
      <SectionCard
        title={t('employeeDetail.salaries.title')}
        subheader={t('employeeDetail.salaries.subtitle')}
        testId="salaries-tab"
        noPadding
        action={
          canUpdate ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setAdding(true)}
              data-testid="add-salary"
            >
              {t('employeeDetail.salaries.add')}
            </Button>
          ) : undefined
        }
      >
        <QueryState
          isLoading={salaries.isLoading}
          error={salaries.error}
          onRetry={() => void salaries.refetch()}
        />
        {salaries.isSuccess && items.length === 0 && (
          <EmptyState icon={<PaidOutlined />} title={t('employeeDetail.salaries.empty')} />
        )}
        {items.length > 0 && (
          <DatedHistoryTable
            items={items}
            minWidth={760}
            testId="salaries-table"
            rowTestId="salary-row"
            columns={[
              {
                header: t('employeeDetail.salaries.fields.monthly'),
                align: 'right',
                sx: { whiteSpace: 'nowrap', fontWeight: 500 },
                cell: agreed,
              },
              {
                header: t('employeeDetail.salaries.fields.change'),
                align: 'right',
                sx: { whiteSpace: 'nowrap' },
                cell: (item) =>
                  item.change === null ? (
                    '—'
                  ) : (
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ color: item.change < 0 ? 'error.main' : 'success.main' }}
                    >
                      {item.change > 0 ? '+' : ''}
                      {format.centimos(item.change)}
                      {item.changePercent !== null &&
                        ` (${t('employeeDetail.percent', { value: `${item.changePercent > 0 ? '+' : ''}${format.number(item.changePercent, 2)}` })})`}
                    </Typography>
                  ),
              },
            ]}
            common={{
              effectiveFrom: {
                header: t('employeeDetail.salaries.fields.effectiveFrom'),
                sx: { whiteSpace: 'nowrap' },
                cell: (item) => format.date(item.effectiveFrom),
              },
              reason: {
                header: t('employeeDetail.salaries.fields.reason'),
                cell: (item) => item.reason ?? '—',
              },
              // The salary history names the recorder only when known, and its state chips keep their own texts.
              recorded: {
                header: t('employeeDetail.salaries.fields.createdAt'),
                sx: { whiteSpace: 'nowrap' },
                cell: (item) => (
                  <>
                    <Typography variant="body2">{format.date(item.createdAt)}</Typography>
                    {item.createdBy && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {item.createdBy}
                      </Typography>
                    )}
                  </>
                ),
              },
              state: {
                header: t('employeeDetail.salaries.fields.state'),
                cell: (item, index) =>
                  item.isCurrent ? (
                    <Chip
                      size="small"
                      color="success"
                      label={t('employeeDetail.salaries.inForce')}
                      data-testid="salary-in-force"
                    />
                  ) : index < upcomingCount ? (
                    <Chip
                      size="small"
                      color="info"
                      variant="outlined"
                      label={t('employeeDetail.salaries.upcoming')}
                    />
                  ) : (
                    <Chip size="small" variant="outlined" label={t('employeeDetail.salaries.previous')} />
                  ),
              },
            }}
          />
        )}
      </SectionCard>
      <SalaryDialog
        open={adding}
        employeeNumber={employee.num_empleado}
        lastEffectiveFrom={items[0]?.effectiveFrom ?? null}
        entryDate={employee.entryDate}
        lastAmount={items[0]?.amount ?? null}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
};
