import { useEffect, useRef } from 'react';
import { CircularProgress, Grid, InputAdornment, Stack, TextField } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { NATIONAL_ID_TYPES } from '@planilla/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, muiField } from '../../../../lib/form';
import { useIdTypes } from '../../api/catalogs';
import { isPadronCedula, usePadronLookup, type PadronLookup } from '../../api/padron-lookup';
import { CELL } from './form-section';
import { properCase } from './padron';
import { nationalIdIssue, normalizeId, type EmployeeFormValues } from './schema';
import { SelectField } from './select-field';

type PadronNoteProps = { fetching: boolean; lookup: PadronLookup | null | undefined };

/** What the padrón said about the cédula typed, under the field. */
const PadronNote = ({ fetching, lookup }: PadronNoteProps) => {
  const { t } = useTranslation();
  if (fetching) return <>{t('employeeForm.padron.searching')}</>;
  if (lookup === undefined) return null;
  let text: string;
  let found = false;
  if (lookup === null) text = t('employeeForm.padron.failed');
  else if (!lookup.rollLoaded) text = t('employeeForm.padron.notLoaded');
  else if (!lookup.person) text = t('employeeForm.padron.notFound');
  else {
    found = true;
    text = t('employeeForm.padron.found');
  }
  const Icon = found ? CheckCircleOutline : InfoOutlined;
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: found ? 'success.main' : 'text.secondary' }}
      data-testid="padron-note"
    >
      <Icon sx={{ fontSize: 15 }} />
      <span>{text}</span>
    </Stack>
  );
};

type IdentificationFieldsProps = {
  /** The stored id (edit mode): the roll is asked only about a cédula the user typed. */
  initialNationalId?: string;
};

/**
 * Identification type and number, the number checked against its type as it is typed. A complete cédula
 * física is looked up in the padrón electoral, which fills the names the user has not typed yet.
 */
export const IdentificationFields = ({ initialNationalId = '' }: IdentificationFieldsProps) => {
  const { t } = useTranslation();
  const form = useFormContext<EmployeeFormValues>();
  const { errors, touchedFields, isSubmitted } = form.formState;
  const idTypes = useIdTypes();
  const [idType, nationalId] = useWatch({ control: form.control, name: ['idType', 'nationalId'] });

  const type = (idTypes.data ?? []).find((item) => item.code === idType);
  const normalized = idType ? normalizeId(idType, nationalId) : '';
  // As the user types: once the number has as many characters as its type takes, or the field was left.
  const complete = normalized.length >= (type?.minLength ?? (idType === 'fisica' ? 9 : 1));
  const liveIssue =
    complete || touchedFields.nationalId || isSubmitted ? nationalIdIssue(idType, nationalId) : null;

  const cedula =
    idType === 'fisica' &&
    normalized !== normalizeId('fisica', initialNationalId) &&
    isPadronCedula(normalized)
      ? normalized
      : null;
  const padron = usePadronLookup(cedula);

  // Fill the names the roll gives into the fields that are still empty, once per cédula.
  const filled = useRef<string | null>(null);
  const person = cedula ? padron.data?.person : undefined;
  useEffect(() => {
    if (!person || filled.current === person.cedula) return;
    filled.current = person.cedula;
    const names = [
      ['firstName', person.firstName],
      ['firstSurname', person.firstSurname],
      ['secondSurname', person.secondSurname],
    ] as const;
    for (const [field, value] of names) {
      if (value && form.getValues(field).trim() === '') {
        form.setValue(field, properCase(value), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      }
    }
  }, [person, form]);

  const idError = fieldErrorText(t, errors.nationalId) ?? (liveIssue ? t(liveIssue) : undefined);
  const example = type ? t('employeeForm.help.idExample', { example: type.example }) : undefined;
  const note = cedula ? (
    <PadronNote fetching={padron.isFetching} lookup={padron.isFetching ? undefined : padron.data} />
  ) : null;

  return (
    <>
      <Grid size={CELL}>
        <SelectField
          name="idType"
          label={t('employeeForm.fields.idType')}
          required
          options={(idTypes.data ?? NATIONAL_ID_TYPES.map((code) => ({ code, name: code }))).map((item) => ({
            value: item.code,
            label: item.name,
          }))}
          onChanged={() => {
            if (form.getValues('nationalId') !== '' && (touchedFields.nationalId || isSubmitted))
              void form.trigger('nationalId');
          }}
        />
      </Grid>
      <Grid size={CELL}>
        <TextField
          {...muiField(form.register('nationalId'))}
          label={t('employeeForm.fields.nationalId')}
          required
          autoComplete="off"
          error={Boolean(idError)}
          helperText={idError ?? note ?? example}
          slotProps={{
            htmlInput: { 'data-testid': 'employee-nationalId', spellCheck: false, maxLength: 25 },
            input: {
              endAdornment: padron.isFetching ? (
                <InputAdornment position="end">
                  <CircularProgress size={16} aria-label={t('employeeForm.padron.searching')} />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Grid>
    </>
  );
};
