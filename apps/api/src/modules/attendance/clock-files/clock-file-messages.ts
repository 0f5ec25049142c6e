import type { ClockRowErrorReason } from '@planilla/contracts';
import type { ClockState } from '@planilla/domain';
import type { Lang } from '../../../lib/i18n';
import type { ClockFileErrorCode, ClockFileFormat, ClockRowErrorCode } from './clock-file-types';

type Text = { readonly es: string; readonly en: string };

/** Why a row of a clock file was not used, as the file-error screen shows it. */
export const CLOCK_ROW_ERROR_TEXTS: Readonly<Record<ClockRowErrorCode, Text>> = {
  UNKNOWN_SHAPE: {
    es: 'La fila no tiene la forma esperada (faltan columnas o sobran datos).',
    en: 'The row does not have the expected shape (columns are missing or extra).',
  },
  EMPTY_IDENTIFIER: {
    es: 'La fila no indica el número de empleado ni el código de carné.',
    en: 'The row has no employee number or badge code.',
  },
  INVALID_IDENTIFIER: {
    es: 'El número de empleado o código de carné no es válido.',
    en: 'The employee number or badge code is not valid.',
  },
  UNREADABLE_DATE: {
    es: 'No se puede leer la fecha (o la fecha no existe).',
    en: 'The date cannot be read (or does not exist).',
  },
  UNREADABLE_TIME: { es: 'No se puede leer la hora.', en: 'The time cannot be read.' },
  DATE_OUT_OF_RANGE: {
    es: 'La fecha está fuera de rango (¿el reloj perdió la hora?).',
    en: 'The date is out of range (did the clock lose its time?).',
  },
  UNKNOWN_EMPLOYEE: {
    es: 'No hay un empleado con ese número o código de carné.',
    en: 'No employee has that number or badge code.',
  },
  NOT_IN_PAYROLL: {
    es: 'La fecha no cae en ninguna planilla proyectada del empleado.',
    en: "The date falls in none of the employee's projected payrolls.",
  },
  DUPLICATE_IN_FILE: {
    es: 'La marca está repetida en el archivo (mismo empleado y misma hora).',
    en: 'The mark is repeated in the file (same employee and time).',
  },
};

/** The text of each reason the error list answers (the contract's reasons: the parser's, plus the badge case). */
export const CLOCK_REASON_TEXTS: Readonly<Record<ClockRowErrorReason, Text>> = {
  unknown_employee: CLOCK_ROW_ERROR_TEXTS.UNKNOWN_EMPLOYEE,
  unknown_badge: {
    es: 'No hay un empleado con ese código de carné (ni con ese número).',
    en: 'No employee has that badge code (nor that number).',
  },
  unreadable_date: CLOCK_ROW_ERROR_TEXTS.UNREADABLE_DATE,
  no_projected_payroll: CLOCK_ROW_ERROR_TEXTS.NOT_IN_PAYROLL,
  duplicate_in_file: CLOCK_ROW_ERROR_TEXTS.DUPLICATE_IN_FILE,
  wrong_shape: CLOCK_ROW_ERROR_TEXTS.UNKNOWN_SHAPE,
  empty_identifier: CLOCK_ROW_ERROR_TEXTS.EMPTY_IDENTIFIER,
  invalid_identifier: CLOCK_ROW_ERROR_TEXTS.INVALID_IDENTIFIER,
  unreadable_time: CLOCK_ROW_ERROR_TEXTS.UNREADABLE_TIME,
  date_out_of_range: CLOCK_ROW_ERROR_TEXTS.DATE_OUT_OF_RANGE,
};

/** Why a whole clock file was refused. */
export const CLOCK_FILE_ERROR_TEXTS: Readonly<Record<ClockFileErrorCode, Text>> = {
  EMPTY_FILE: { es: 'El archivo está vacío.', en: 'The file is empty.' },
  UNSUPPORTED_FORMAT: {
    es: 'El formato no es compatible. Use CSV, TXT, XLSX o el attlog.dat del reloj ZKTeco (un .xls antiguo debe guardarse como .xlsx).',
    en: 'The format is not supported. Use CSV, TXT, XLSX or the ZKTeco clock attlog.dat (save an old .xls as .xlsx).',
  },
  UNKNOWN_LAYOUT: {
    es: 'No se reconocen las columnas: se necesita el número de empleado o carné y la fecha y hora de cada marca.',
    en: 'The columns are not recognised: each mark needs the employee number or badge and its date and time.',
  },
  LINE_TOO_LONG: {
    es: 'El archivo tiene una línea demasiado larga; no parece un archivo de marcas.',
    en: 'The file has a line that is far too long; it does not look like a clock file.',
  },
  UNREADABLE_XLSX: {
    es: 'El libro de Excel está dañado o no se puede leer.',
    en: 'The Excel workbook is damaged or cannot be read.',
  },
};

export const CLOCK_STATE_TEXTS: Readonly<Record<ClockState, Text>> = {
  in: { es: 'Entrada', en: 'In' },
  out: { es: 'Salida', en: 'Out' },
  break_out: { es: 'Salida a descanso', en: 'Break out' },
  break_in: { es: 'Regreso de descanso', en: 'Break in' },
  overtime_in: { es: 'Entrada de horas extra', en: 'Overtime in' },
  overtime_out: { es: 'Salida de horas extra', en: 'Overtime out' },
};

export const CLOCK_FORMAT_TEXTS: Readonly<Record<ClockFileFormat, Text>> = {
  attlog: { es: 'ZKTeco attlog.dat (USB)', en: 'ZKTeco attlog.dat (USB)' },
  attlog_push: { es: 'ZKTeco ATTLOG (envío ADMS)', en: 'ZKTeco ATTLOG (ADMS push)' },
  delimited: { es: 'Texto delimitado (CSV o TXT)', en: 'Delimited text (CSV or TXT)' },
  xlsx: { es: 'Excel (XLSX, primera hoja)', en: 'Excel (XLSX, first sheet)' },
};

export const clockRowErrorText = (code: ClockRowErrorCode, lang: Lang): string =>
  CLOCK_ROW_ERROR_TEXTS[code][lang];
export const clockFileErrorText = (code: ClockFileErrorCode, lang: Lang): string =>
  CLOCK_FILE_ERROR_TEXTS[code][lang];
