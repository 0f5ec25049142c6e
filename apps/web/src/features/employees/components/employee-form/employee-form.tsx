import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Grid, Stack, TextField } from '@mui/material';
import {
  PAY_PERIODICITIES,
  SEXES,
  type EmployeeChangeResponse,
  type EmployeeDetail,
  type EmployeeWarning,
} from '@planilla/contracts';
import { enqueueSnackbar } from 'notistack';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { translateError } from '../../../../lib/errors';
import { applyServerFieldErrors, fieldErrorText } from '../../../../lib/form';
import { useFormat } from '../../../../lib/use-format';
import {
  useCivilStatuses,
  useDepartments,
  useEducationLevels,
  useLocations,
  useOccupations,
  useScheduleOptions,
} from '../../api/catalogs';
import { useCreateEmployee } from '../../api/create-employee';
import { useUpdateEmployee } from '../../api/update-employee';
import { BankFields } from './bank-fields';
import { CELL, FormSection, HALF } from './form-section';
import { IdentificationFields } from './identification-fields';
import {
  emptyValues,
  employeeCreateSchema,
  employeeEditSchema,
  FORM_FIELDS,
  toCreateRequest,
  toUpdateRequest,
  valuesOf,
  type EmployeeCreateValues,
  type EmployeeEditValues,
  type EmployeeFormValues,
} from './schema';
import { FamilyFields } from './family-fields';
import { HomeAddressFields } from './home-address-fields';
import { NationalityField } from './nationality-field';
import { SelectField } from './select-field';
import { WageTypeField } from '../wages/wage-type-field';
import { SalaryInput, ScheduleSelect, TextInput, type TextName } from './self-watching-fields';
import { DateField } from '../../../../components/ui/date-field';

type EmployeeFormProps = {
  /** The employee to edit; without it the form creates one (with entry date, salary and number). */
  employee?: EmployeeDetail;
  /** After saving: the stored record. */
  onSaved: (employee: EmployeeDetail) => void;
  onCancel: () => void;
};

/**
 * The employee's master and work data in sections, validated with the contracts' field schemas and the
 * engine's rules as the user types; server field errors land on their fields. Creates an employee
 * (`empleados/new`) or edits one (`empleados/update`, only the fields that changed).
 */
export const EmployeeForm = ({ employee, onSaved, onCancel }: EmployeeFormProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const creating = !employee;
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const resolver = (
    creating ? zodResolver(employeeCreateSchema) : zodResolver(employeeEditSchema)
  ) as Resolver<EmployeeFormValues, unknown, EmployeeEditValues>;
  const form = useForm<EmployeeFormValues, unknown, EmployeeEditValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: employee ? valuesOf(employee) : emptyValues(),
  });
  const { errors, isSubmitting } = form.formState;

  const civilStatuses = useCivilStatuses();
  const educationLevels = useEducationLevels();
  const departments = useDepartments();
  const occupations = useOccupations();
  const locations = useLocations();
  const schedules = useScheduleOptions();

  const showWarnings = (warnings: EmployeeWarning[]) => {
    for (const warning of warnings) {
      const message =
        warning.code === 'BELOW_MINIMUM_WAGE' && warning.minimumMonthly !== null
          ? t('employeeForm.warnings.belowMinimumWage', {
              minimum: format.centimos(warning.minimumMonthly),
              date: warning.date ? format.date(warning.date) : '',
              decree: warning.decree ?? '',
              category: t(`payslip.minimumWageCategories.${warning.minimumWageCategory ?? 'unskilled'}`),
            })
          : warning.message;
      enqueueSnackbar(message, { variant: 'warning', autoHideDuration: 12_000 });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      let result: EmployeeChangeResponse;
      if (creating) {
        result = await create.mutateAsync(toCreateRequest(values as EmployeeCreateValues));
        enqueueSnackbar(
          t('employeeForm.created', { num: result.employee.num_empleado, name: result.employee.fullName }),
          { variant: 'success' },
        );
      } else {
        const changes = toUpdateRequest(values, employee);
        if (!changes) {
          enqueueSnackbar(t('employeeForm.noChanges'), { variant: 'info' });
          onSaved(employee);
          return;
        }
        result = await update.mutateAsync(changes);
        enqueueSnackbar(t('employeeForm.updated', { name: result.employee.fullName }), {
          variant: 'success',
        });
      }
      showWarnings(result.warnings);
      onSaved(result.employee);
    } catch (error) {
      if (isApiError(error) && error.code === 'NATIONAL_ID_TAKEN') {
        form.setError(
          'nationalId',
          { type: 'server', message: translateError(t, error) },
          { shouldFocus: true },
        );
      } else if (isApiError(error) && error.code === 'EMPLOYEE_NUMBER_TAKEN' && creating) {
        form.setError(
          'num_empleado',
          { type: 'server', message: translateError(t, error) },
          { shouldFocus: true },
        );
      } else if (!applyServerFieldErrors(error, FORM_FIELDS, form.setError)) {
        const message = translateError(t, error);
        setGeneralError(message);
        enqueueSnackbar(message, { variant: 'error' });
      }
    }
  });

  const text = (
    name: TextName,
    label: string,
    options: { required?: boolean; helperText?: string; type?: string } = {},
  ) => <TextInput name={name} label={label} {...options} />;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="employee-form">
        <Stack spacing={3}>
          <FormSection
            title={t('employeeForm.sections.identification')}
            subtitle={t('employeeForm.sections.identificationHelp')}
          >
            <IdentificationFields initialNationalId={employee?.nationalId} />
            <Grid size={CELL}>
              {creating ? (
                text('num_empleado', t('employeeForm.fields.num_empleado'), {
                  helperText: t('employeeForm.help.numEmpleado'),
                })
              ) : (
                <TextField
                  label={t('employeeForm.fields.num_empleado')}
                  value={String(employee.num_empleado)}
                  disabled
                  helperText={t('employeeForm.help.numEmpleadoFixed')}
                  slotProps={{ htmlInput: { 'data-testid': 'employee-num_empleado', readOnly: true } }}
                />
              )}
            </Grid>
            <Grid size={CELL}>
              {text('firstName', t('employeeForm.fields.firstName'), { required: true })}
            </Grid>
            <Grid size={CELL}>
              {text('firstSurname', t('employeeForm.fields.firstSurname'), { required: true })}
            </Grid>
            <Grid size={CELL}>{text('secondSurname', t('employeeForm.fields.secondSurname'))}</Grid>
          </FormSection>

          <FormSection title={t('employeeForm.sections.personal')}>
            <Grid size={CELL}>
              <DateField
                control={form.control}
                name="birthDate"
                label={t('employeeForm.fields.birthDate')}
                required
                error={Boolean(errors.birthDate)}
                helperText={fieldErrorText(t, errors.birthDate)}
                testId="employee-birthDate"
              />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                name="sex"
                label={t('employeeForm.fields.sex')}
                required
                options={SEXES.map((sex) => ({ value: sex, label: t(`employeeForm.sex.${sex}`) }))}
              />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                name="civilStatus"
                label={t('employeeForm.fields.civilStatus')}
                required
                options={(civilStatuses.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
              />
            </Grid>
            <Grid size={CELL}>
              <NationalityField />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                name="educationLevel"
                label={t('employeeForm.fields.educationLevel')}
                emptyLabel={t('employeeForm.notStated')}
                options={(educationLevels.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
              />
            </Grid>
          </FormSection>

          <FormSection
            title={t('employeeForm.sections.family')}
            subtitle={t('employeeForm.sections.familyHelp')}
          >
            <FamilyFields />
          </FormSection>

          <FormSection title={t('employeeForm.sections.bankContact')}>
            <BankFields currentBankName={employee?.bankName} />
            <Grid size={HALF}>{text('email', t('employeeForm.fields.email'), { type: 'email' })}</Grid>
            <Grid size={HALF}>
              {text('phone', t('employeeForm.fields.phone'), {
                type: 'tel',
                helperText: t('employeeForm.help.phone'),
              })}
            </Grid>
          </FormSection>

          {creating && (
            <FormSection
              title={t('employeeForm.sections.homeAddress')}
              subtitle={t('employeeForm.sections.homeAddressHelp')}
            >
              <HomeAddressFields />
            </FormSection>
          )}

          <FormSection
            title={t('employeeForm.sections.work')}
            subtitle={creating ? t('employeeForm.sections.workHelpNew') : t('employeeForm.sections.workHelp')}
          >
            <Grid size={CELL}>
              <SelectField
                name="departmentId"
                label={t('employeeForm.fields.departmentId')}
                emptyLabel={t('employeeForm.none')}
                currentLabel={employee?.departmentName}
                options={(departments.data ?? []).map((item) => ({
                  value: String(item.id),
                  label: item.name,
                }))}
              />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                name="occupationId"
                label={t('employeeForm.fields.occupationId')}
                emptyLabel={t('employeeForm.none')}
                currentLabel={employee?.occupationName}
                options={(occupations.data ?? []).map((item) => ({
                  value: String(item.id),
                  label: item.name,
                }))}
              />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                name="locationId"
                label={t('employeeForm.fields.locationId')}
                emptyLabel={t('employeeForm.none')}
                currentLabel={employee?.locationName}
                options={(locations.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
              />
            </Grid>
            <Grid size={HALF}>
              <ScheduleSelect schedules={schedules.data ?? []} currentLabel={employee?.scheduleName} />
            </Grid>
            <Grid size={HALF}>
              <SelectField
                name="periodicity"
                label={t('employeeForm.fields.periodicity')}
                required
                options={PAY_PERIODICITIES.map((value) => ({
                  value,
                  label: t(`employees.periodicity.${value}`),
                  secondary: t(`employeeForm.periodicityHelp.${value}`),
                }))}
              />
            </Grid>
            <Grid size={HALF}>
              <SelectField
                name="weeklyRestDayPaid"
                label={t('employeeForm.fields.weeklyRestDayPaid')}
                emptyLabel={t('employeeForm.restDay.company')}
                helperText={t('employeeForm.help.weeklyRestDayPaid')}
                options={(['yes', 'no'] as const).map((value) => ({
                  value,
                  label: t(`employeeForm.restDay.${value}`),
                }))}
              />
            </Grid>
            {creating && (
              <>
                <Grid size={HALF}>
                  <DateField
                    control={form.control}
                    name="entryDate"
                    label={t('employeeForm.fields.entryDate')}
                    required
                    error={Boolean(errors.entryDate)}
                    helperText={fieldErrorText(t, errors.entryDate) ?? t('employeeForm.help.entryDate')}
                    testId="employee-entryDate"
                  />
                </Grid>
                <Grid size={HALF}>
                  <SalaryInput />
                </Grid>
                <Grid size={HALF}>
                  <WageTypeField field={form.register('wageType')} testId="employee-wageType" />
                </Grid>
              </>
            )}
            <Grid size={HALF}>
              {text('badgeCode', t('employeeForm.fields.badgeCode'), {
                helperText: t('employeeForm.help.badgeCode'),
              })}
            </Grid>
          </FormSection>

          {generalError && (
            <Alert severity="error" onClose={() => setGeneralError(null)} data-testid="employee-form-error">
              {generalError}
            </Alert>
          )}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              color="secondary"
              onClick={onCancel}
              disabled={isSubmitting}
              data-testid="employee-cancel"
            >
              {t('common.actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              data-testid="employee-submit"
              startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {creating ? t('employeeForm.actions.create') : t('employeeForm.actions.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </FormProvider>
  );
};
