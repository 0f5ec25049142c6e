import { useState, type ReactNode } from 'react';
import { Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import type { EmployeeDetail } from '@planilla/contracts';
import { todayInCostaRica } from '@planilla/domain';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability';
import { useFormat } from '../../../lib/use-format';
import { restDayChoice } from './employee-form/schema';
import { useCivilStatuses, useCountries, useEducationLevels, useIdTypes } from '../api/catalogs';
import { formatNationalId } from '../national-id';
import { EmployeeForm } from './employee-form/employee-form';
import { CELL, FormSection, HALF } from './employee-form/form-section';
import { groupIban } from './employee-form/schema';

type ItemProps = { label: string; value: ReactNode; size?: typeof CELL | typeof HALF; testId?: string };

/** One read-only datum: its label above, "—" when there is none. */
const Item = ({ label, value, size = CELL, testId }: ItemProps) => (
  <Grid size={size}>
    <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mb: 0.25 }}>
      {label}
    </Typography>
    <Typography variant="body1" component="div" sx={{ wordBreak: 'break-word' }} data-testid={testId}>
      {value === null || value === undefined || value === '' ? '—' : value}
    </Typography>
  </Grid>
);

/** Whole years between two `YYYY-MM-DD` dates. */
const yearsBetween = (from: string, to: string): number => {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
};

/** The employee's master and work data, read-only, in the sections of the form. */
const GeneralView = ({ employee, onEdit }: { employee: EmployeeDetail; onEdit?: () => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const idTypes = useIdTypes();
  const civilStatuses = useCivilStatuses();
  const countries = useCountries();
  const educationLevels = useEducationLevels();
  const nameOf = (items: { code: string; name: string }[] | undefined, code: string | null) =>
    code === null ? null : (items?.find((item) => item.code === code)?.name ?? code);
  const f = (field: string) => t(`employeeForm.fields.${field}`);
  const yesNo = (value: boolean) => (value ? t('employeeForm.yes') : t('employeeForm.no'));

  return (
    <Stack spacing={3} data-testid="employee-general">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('employeeForm.view.updatedAt', { date: format.dateTime(employee.updatedAt) })}
        </Typography>
        {onEdit && (
          <Button variant="contained" startIcon={<Edit />} onClick={onEdit} data-testid="employee-edit">
            {t('employeeForm.actions.edit')}
          </Button>
        )}
      </Stack>

      <FormSection title={t('employeeForm.sections.identification')}>
        <Item label={f('idType')} value={nameOf(idTypes.data, employee.idType)} />
        <Item
          label={f('nationalId')}
          value={formatNationalId(employee.idType, employee.nationalId)}
          testId="view-nationalId"
        />
        <Item label={f('num_empleado')} value={employee.num_empleado} testId="view-num_empleado" />
        <Item label={f('firstName')} value={employee.firstName} testId="view-firstName" />
        <Item label={f('firstSurname')} value={employee.firstSurname} testId="view-firstSurname" />
        <Item label={f('secondSurname')} value={employee.secondSurname} />
      </FormSection>

      <FormSection title={t('employeeForm.sections.personal')}>
        <Item
          label={f('birthDate')}
          value={t('employeeForm.view.birthDate', {
            date: format.date(employee.birthDate),
            age: yearsBetween(employee.birthDate, todayInCostaRica(new Date())),
          })}
        />
        <Item label={f('sex')} value={t(`employeeForm.sex.${employee.sex}`)} />
        <Item label={f('civilStatus')} value={nameOf(civilStatuses.data, employee.civilStatus)} />
        <Item label={f('nationality')} value={nameOf(countries.data, employee.nationality)} />
        <Item label={f('educationLevel')} value={nameOf(educationLevels.data, employee.educationLevel)} />
      </FormSection>

      <FormSection title={t('employeeForm.sections.family')}>
        <Item label={f('childrenCount')} value={format.number(employee.childrenCount)} />
        <Item label={f('spouseName')} value={employee.spouseName} />
        <Item label={f('spouseTaxCredit')} value={yesNo(employee.spouseTaxCredit)} />
      </FormSection>

      <FormSection title={t('employeeForm.sections.bankContact')}>
        <Item label={f('bankCode')} value={employee.bankName ?? employee.bankCode} size={HALF} />
        <Item
          label={f('iban')}
          size={HALF}
          testId="view-iban"
          value={
            employee.iban ? (
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
                {groupIban(employee.iban)}
              </Box>
            ) : null
          }
        />
        <Item
          label={f('email')}
          size={HALF}
          value={employee.email ? <Link href={`mailto:${employee.email}`}>{employee.email}</Link> : null}
        />
        <Item label={f('phone')} size={HALF} value={employee.phone} />
      </FormSection>

      <FormSection title={t('employeeForm.sections.work')}>
        <Item label={f('departmentId')} value={employee.departmentName} />
        <Item label={f('occupationId')} value={employee.occupationName} />
        <Item label={f('locationId')} value={employee.locationName} />
        <Item label={f('badgeCode')} value={employee.badgeCode} testId="view-badgeCode" />
        <Item
          label={f('scheduleId')}
          value={t('employeeForm.view.schedule', {
            name: employee.scheduleName,
            jornada: t(`employeeForm.jornada.${employee.jornadaType}`),
          })}
        />
        <Item label={f('periodicity')} value={t(`employees.periodicity.${employee.periodicity}`)} />
        <Item
          label={f('weeklyRestDayPaid')}
          value={t(`employeeForm.restDay.${restDayChoice(employee.weeklyRestDayPaid) || 'company'}`)}
        />
        <Item label={f('entryDate')} value={format.date(employee.entryDate)} />
        <Item
          label={t('employeeForm.view.currentSalary')}
          value={
            employee.currentSalary === null
              ? null
              : t('employeeForm.view.salarySince', {
                  amount: format.centimos(employee.currentSalary),
                  date: employee.currentSalaryFrom ? format.date(employee.currentSalaryFrom) : '',
                })
          }
          testId="view-salary"
        />
      </FormSection>
    </Stack>
  );
};

/**
 * The detail's "General data" tab: the master and work data read-only; "Editar" (for users who may
 * update employees) turns it into the employee form, without entry date and salary (they have their own
 * history) and with the number fixed.
 */
export const EmployeeGeneralTab = ({ employee }: { employee: EmployeeDetail }) => {
  const [editing, setEditing] = useState(false);
  const canEdit = useAppAbility().can('update', 'Employee');
  if (editing && canEdit) {
    return (
      <EmployeeForm
        key={employee.num_empleado}
        employee={employee}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return <GeneralView employee={employee} onEdit={canEdit ? () => setEditing(true) : undefined} />;
};
