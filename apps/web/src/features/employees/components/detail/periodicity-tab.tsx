import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { PAY_PERIODICITIES, type EmployeeDetail, type PayPeriodicity } from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../../lib/ability';
import { translateError } from '../../../../lib/errors';
import { useUpdatePeriodicity } from '../../api/assignment';
import { SectionCard } from './detail-parts';

/** Pay periodicity: how often the employee is paid (the monthly salary is divided accordingly). */
export const PeriodicityTab = ({ employee }: { employee: EmployeeDetail }) => {
  const { t } = useTranslation();
  const canUpdate = useAppAbility().can('update', 'Employee');
  const update = useUpdatePeriodicity();
  const [value, setValue] = useState<PayPeriodicity>(employee.periodicity);

  useEffect(() => setValue(employee.periodicity), [employee.periodicity]);

  const save = () =>
    update.mutate(
      { num_empleado: employee.num_empleado, periodicity: value },
      {
        onSuccess: (result) =>
          enqueueSnackbar(
            t('employeeDetail.periodicity.saved', {
              periodicity: t(`employees.periodicity.${result.employee.periodicity}`),
            }),
            {
              variant: 'success',
            },
          ),
      },
    );

  return (
    <SectionCard
      title={t('employeeDetail.periodicity.title')}
      subheader={t('employeeDetail.periodicity.subtitle')}
      testId="periodicity-tab"
    >
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {t('employeeDetail.periodicity.current')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="periodicity-current">
            {t(`employees.periodicity.${employee.periodicity}`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`employeeDetail.periodicity.help.${employee.periodicity}`)}
          </Typography>
        </Box>
        {canUpdate && (
          <>
            {update.isError && (
              <Alert severity="error" onClose={() => update.reset()}>
                {translateError(t, update.error)}
              </Alert>
            )}
            <RadioGroup
              value={value}
              onChange={(event) => setValue(event.target.value as PayPeriodicity)}
              aria-label={t('employeeDetail.periodicity.change')}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
            >
              {PAY_PERIODICITIES.map((periodicity) => (
                <Box
                  key={periodicity}
                  sx={{
                    border: 1,
                    borderColor: value === periodicity ? 'primary.main' : 'divider',
                    borderRadius: 1.5,
                    px: 2,
                    py: 1,
                  }}
                >
                  <FormControlLabel
                    value={periodicity}
                    control={<Radio data-testid={`periodicity-${periodicity}`} />}
                    label={
                      <Box sx={{ py: 0.5 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {t(`employees.periodicity.${periodicity}`)}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {t(`employeeDetail.periodicity.help.${periodicity}`)}
                        </Typography>
                      </Box>
                    }
                    sx={{ m: 0, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
                  />
                </Box>
              ))}
            </RadioGroup>
            <Alert severity="info" variant="outlined">
              {t('employeeDetail.periodicity.note')}
            </Alert>
            <Box>
              <Button
                variant="contained"
                onClick={save}
                disabled={value === employee.periodicity || update.isPending}
                data-testid="periodicity-save"
                startIcon={update.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {t('employeeDetail.actions.save')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </SectionCard>
  );
};
