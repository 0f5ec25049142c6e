import { clockStateFromCode, isLocalDateTime, type ClockState } from '@planilla/domain';
import type { ClockFileFormat, ClockRow } from './clock-file-types';
import { MAX_YEAR, MIN_YEAR, formatStamp, inRange, parseDateTimeText } from './timestamps';

/**
 * ZKTeco attendance logs, one mark a line:
 * - USB export `1_attlog.dat`: `PIN ⇥ YYYY-MM-DD HH:MM:SS ⇥ device ⇥ state ⇥ verify ⇥ workcode`, the PIN
 *   often right-aligned with spaces;
 * - ADMS/iClock push `ATTLOG`: `PIN ⇥ time ⇥ state ⇥ verify ⇥ workcode ⇥ reserved ⇥ reserved` (state before
 *   verify, and no device).
 * Some eSSL firmwares write `|` instead of tabs, and some tools re-save the file with spaces: both are read.
 */
export type AttlogSeparator = '\t' | '|' | ' ';
export type AttlogShape = {
  format: Extract<ClockFileFormat, 'attlog' | 'attlog_push'>;
  separator: AttlogSeparator;
};

const STAMP = /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}(:\d{2})?$/;
const INTEGER = /^-?\d+$/;

/** The fields of an attlog line: PIN and time stamp first, then the numeric fields. */
function fieldsOf(line: string, separator: AttlogSeparator): string[] {
  if (separator !== ' ') return line.split(separator);
  const tokens = line.trim().split(/\s+/);
  return tokens.length >= 3 ? [tokens[0]!, `${tokens[1]} ${tokens[2]}`, ...tokens.slice(3)] : tokens;
}

/** The attlog shape of one line, or null when it is not one. */
export function attlogShapeOf(line: string): AttlogShape | null {
  for (const separator of ['\t', '|', ' '] as const) {
    if (separator !== ' ' && !line.includes(separator)) continue;
    const fields = fieldsOf(line, separator);
    if (fields.length < 6) continue;
    if (fields[0]!.trim() === '' || !STAMP.test(fields[1]!.trim())) continue;
    if (!fields.slice(2).every((f) => f.trim() === '' || INTEGER.test(f.trim()))) continue;
    return { format: fields.length === 6 ? 'attlog' : 'attlog_push', separator };
  }
  return null;
}

/**
 * The shape of a sample of lines when most of them (80 %, or half for a file named `.dat`) are attlog
 * lines of one shape; null otherwise.
 */
export function detectAttlog(lines: readonly string[], namedDat: boolean): AttlogShape | null {
  const counts = new Map<string, { shape: AttlogShape; n: number }>();
  for (const line of lines) {
    const shape = attlogShapeOf(line);
    if (!shape) continue;
    const key = `${shape.format}|${shape.separator}`;
    const entry = counts.get(key) ?? { shape, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (!best) return null;
  return best.n >= lines.length * (namedDat ? 0.5 : 0.8) ? best.shape : null;
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/**
 * One attlog line: a mark, an error, or null for a blank line. The fields are cut with `indexOf` rather than
 * split: this runs a million times for a big export.
 */
export function parseAttlogLine(line: string, row: number, shape: AttlogShape): ClockRow | null {
  let pin: string;
  let text: string;
  let deviceText = '';
  let stateText = '';
  const stateIndex = shape.format === 'attlog' ? 3 : 2;
  if (shape.separator === ' ') {
    if (line.trim() === '') return null;
    const fields = fieldsOf(line, ' ');
    if (fields.length < 2) return { type: 'error', row, value: clip(line), reason: 'UNKNOWN_SHAPE' };
    pin = fields[0]!;
    text = fields[1]!;
    if (shape.format === 'attlog') deviceText = fields[2] ?? '';
    stateText = fields[stateIndex] ?? '';
  } else {
    const sep = shape.separator;
    const cut1 = line.indexOf(sep);
    if (cut1 === -1) {
      if (line.trim() === '') return null;
      return { type: 'error', row, value: clip(line), reason: 'UNKNOWN_SHAPE' };
    }
    const cut2 = line.indexOf(sep, cut1 + 1);
    pin = line.slice(0, cut1).trim();
    text = (cut2 === -1 ? line.slice(cut1 + 1) : line.slice(cut1 + 1, cut2)).trim();
    if (cut2 !== -1) {
      const cut3 = line.indexOf(sep, cut2 + 1);
      const third = cut3 === -1 ? line.slice(cut2 + 1) : line.slice(cut2 + 1, cut3);
      if (shape.format === 'attlog') {
        deviceText = third.trim();
        if (cut3 !== -1) {
          const cut4 = line.indexOf(sep, cut3 + 1);
          stateText = (cut4 === -1 ? line.slice(cut3 + 1) : line.slice(cut3 + 1, cut4)).trim();
        }
      } else stateText = third.trim();
    }
  }
  if (pin === '') return { type: 'error', row, value: clip(line), reason: 'EMPTY_IDENTIFIER' };
  if (pin.length > 32 || pin.includes(' ') || pin.includes('\t'))
    return { type: 'error', row, value: clip(pin), reason: 'INVALID_IDENTIFIER' };

  let localTimestamp: string;
  if (text.length === 19 && isLocalDateTime(text)) {
    const year = Number(text.slice(0, 4));
    if (year < MIN_YEAR || year > MAX_YEAR)
      return { type: 'error', row, value: text, reason: 'DATE_OUT_OF_RANGE' };
    localTimestamp = `${text.slice(0, 10)}T${text.slice(11)}`;
  } else {
    const parsed = parseDateTimeText(text, 'ymd');
    if (!parsed.ok) return { type: 'error', row, value: clip(text), reason: parsed.reason };
    if (!inRange(parsed.stamp)) return { type: 'error', row, value: text, reason: 'DATE_OUT_OF_RANGE' };
    localTimestamp = formatStamp(parsed.stamp);
  }

  let state: ClockState | null = null;
  if (stateText !== '') {
    if (!INTEGER.test(stateText)) return { type: 'error', row, value: clip(line), reason: 'UNKNOWN_SHAPE' };
    state = clockStateFromCode(Number(stateText));
  }
  return {
    type: 'mark',
    row,
    badgeOrNumber: pin,
    localTimestamp,
    state,
    device: deviceText === '' ? null : deviceText,
  };
}
