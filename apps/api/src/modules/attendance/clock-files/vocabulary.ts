import { CLOCK_STATES, clockStateFromCode, type ClockState } from '@planilla/domain';
import { foldText } from '../../../lib/text';
import type { Cell } from './clock-file-types';

/*
 * What clocks and their exports call things: the words for a mark's state and the names of columns, in
 * Spanish and English (mostly data), with the two lookups the column detection uses.
 */

// ---------------------------------------------------------------------------------------------------------
// States

const STATE_WORDS = new Map<string, ClockState>();
const words = (state: ClockState, ...names: string[]) => names.forEach((n) => STATE_WORDS.set(n, state));
words(
  'in',
  'in',
  'i',
  'e',
  'entrada',
  'ingreso',
  'entry',
  'check in',
  'checkin',
  'c/in',
  'c in',
  'clock in',
  'entra',
);
words(
  'out',
  'out',
  'o',
  's',
  'salida',
  'egreso',
  'exit',
  'check out',
  'checkout',
  'c/out',
  'c out',
  'clock out',
  'sale',
);
words(
  'break_out',
  'break out',
  'break',
  'salida descanso',
  'salida a descanso',
  'inicio descanso',
  'descanso',
  'salida almuerzo',
  'almuerzo',
);
words(
  'break_in',
  'break in',
  'regreso descanso',
  'regreso de descanso',
  'fin descanso',
  'entrada descanso',
  'regreso almuerzo',
  'entrada almuerzo',
);
words(
  'overtime_in',
  'overtime in',
  'ot in',
  'ot-in',
  'entrada extra',
  'entrada horas extra',
  'entrada tiempo extra',
  'inicio extra',
);
words(
  'overtime_out',
  'overtime out',
  'ot out',
  'ot-out',
  'salida extra',
  'salida horas extra',
  'salida tiempo extra',
  'fin extra',
);
for (const state of CLOCK_STATES) STATE_WORDS.set(state.replace('_', ' '), state);

const foldWord = (text: string) => foldText(text).replace(/[._]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The state a cell names: a ZKTeco code 0–5, or a word (`Entrada`, `IN`, `C/Out`, `Break Out`…). A code or
 * word it does not know is `null` (the mark is then paired by order); `undefined` when the text is no state
 * word at all (used to recognise a state column).
 */
export function stateOf(cell: Cell): ClockState | null | undefined {
  if (typeof cell === 'number') return clockStateFromCode(cell);
  if (typeof cell !== 'string') return undefined;
  const t = cell.trim();
  if (t === '') return null;
  if (/^\d+$/.test(t)) return clockStateFromCode(Number(t));
  return STATE_WORDS.get(foldWord(t));
}

// ---------------------------------------------------------------------------------------------------------
// Header names

export type HeaderFamily = 'identifier' | 'datetime' | 'date' | 'time' | 'state' | 'device';

/** Header names by role, most specific first (ZKTime's `AC-No.` wins over its `No.`). */
const HEADER_NAMES: readonly [HeaderFamily, readonly string[]][] = [
  [
    'identifier',
    [
      'ac no',
      'acno',
      'numero de empleado',
      'no empleado',
      'nro empleado',
      'num empleado',
      'numero empleado',
      'codigo de empleado',
      'codigo empleado',
      'cod empleado',
      'employee id',
      'employee no',
      'employee number',
      'emp no',
      'emp id',
      'id empleado',
      'user id',
      'userid',
      'enrollno',
      'enroll no',
      'enrollnumber',
      'pin',
      'carne',
      'carnet',
      'gafete',
      'badge',
      'badge number',
      'tarjeta',
      'card',
      'person id',
      'personnel id',
      'empleado',
      'employee',
      'codigo',
      'code',
      'id',
      'numero',
      'no',
    ],
  ],
  [
    'datetime',
    [
      'fecha/hora',
      'fecha hora',
      'fechahora',
      'fecha y hora',
      'datetime',
      'date time',
      'date/time',
      'timestamp',
      'checktime',
      'check time',
      'punch time',
      'marca',
      'marcacion',
      'hora de marca',
      'logdate',
      'log date',
      'att time',
    ],
  ],
  ['date', ['fecha', 'date', 'dia', 'day']],
  ['time', ['hora', 'time', 'hour']],
  [
    'state',
    [
      'estado',
      'state',
      'punch state',
      'tipo de marca',
      'tipo marca',
      'tipo',
      'inout',
      'in/out',
      'in out',
      'direction',
      'direccion',
      'status',
      'check type',
      'checktype',
      'evento',
      'event',
      'sentido',
    ],
  ],
  [
    'device',
    [
      'dispositivo',
      'device',
      'device id',
      'reloj',
      'terminal',
      'equipo',
      'machine',
      'machine no',
      'sn',
      'serial',
    ],
  ],
];

const HEADER_INDEX = new Map<string, { family: HeaderFamily; priority: number }>();
HEADER_NAMES.forEach(([family, names]) =>
  names.forEach((name, priority) => {
    if (!HEADER_INDEX.has(name)) HEADER_INDEX.set(name, { family, priority });
  }),
);

const headerName = (cell: Cell) =>
  typeof cell === 'string'
    ? foldText(cell)
        .replace(/[.:#°º]/g, ' ')
        .replace(/[-_]/g, ' ')
        .replace(/\s*\/\s*/g, '/')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** The role a header cell names, and its priority among names of that role (lower wins). */
export const headerFamily = (cell: Cell) => HEADER_INDEX.get(headerName(cell)) ?? null;
