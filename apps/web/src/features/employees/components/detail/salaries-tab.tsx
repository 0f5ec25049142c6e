import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import type { EmployeeDetail } from '@planilla/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useAppAbility } from '../../../../lib/ability';
import { useFormat } from '../../../../lib/use-format';
import { useSalaries } from '../../api/salaries';
import { Figure, QueryState, SectionCard } from './detail-parts';
import { SalaryDialog } from './salary-dialog';

/** The salary history, newest first, and "Agregar salario". */
export const SalariesTab = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const canUpdate = useAppAbility().can('update', 'Employee');
  const salaries = useSalaries(employee.num_empleado);
  const [adding, setAdding] = useState(false);
  const items = salaries.data?.items ?? [];
  // Newest first: the rows above the one in force start later (all of them when none is in force yet).
  const currentIndex = items.findIndex((item) => item.isCurrent);
  const upcomingCount = currentIndex === -1 ? items.length : currentIndex;
  const next = upcomingCount > 0 ? items[upcomingCount - 1] : undefined;

  return (
    <Stack spacing={3}>
      {salaries.data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Figure
            label={t('employeeDetail.salaries.current')}
            value={salaries.data.currentAmount === null ? '—' : format.centimos(salaries.data.currentAmount)}
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
              next
                ? `${format.centimos(next.amount)} · ${format.date(next.effectiveFrom)}`
                : format.number(items.length)
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
          <TableContainer>
            <Table size="small" sx={{ minWidth: 760, '& td': { py: 1.25 } }} data-testid="salaries-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('employeeDetail.salaries.fields.effectiveFrom')}</TableCell>
                  <TableCell align="right">{t('employeeDetail.salaries.fields.monthly')}</TableCell>
                  <TableCell align="right">{t('employeeDetail.salaries.fields.change')}</TableCell>
                  <TableCell>{t('employeeDetail.salaries.fields.reason')}</TableCell>
                  <TableCell>{t('employeeDetail.salaries.fields.createdAt')}</TableCell>
                  <TableCell>{t('employeeDetail.salaries.fields.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item, index) => (
                  <TableRow
                    key={item.effectiveFrom}
                    hover
                    selected={item.isCurrent}
                    data-testid={`salary-row-${index}`}
                    data-effective-from={item.effectiveFrom}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(item.effectiveFrom)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                      {format.centimos(item.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {item.change === null ? (
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
                      )}
                    </TableCell>
                    <TableCell>{item.reason ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Typography variant="body2">{format.date(item.createdAt)}</Typography>
                      {item.createdBy && (
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {item.createdBy}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {item.isCurrent ? (
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
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
