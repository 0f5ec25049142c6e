import type { Delimiter } from './clock-file-types';

export const DELIMITERS: readonly Delimiter[] = ['\t', ';', ',', '|'];

/**
 * The fields of one delimited line. Quotes follow RFC 4180 (`"a;b"`, `""` for a quote); a quote left open
 * at the end of the line gives null (a row of the wrong shape: fields never span lines here).
 */
export function splitDelimited(line: string, delimiter: Delimiter): string[] | null {
  if (line.indexOf('"') === -1) return line.split(delimiter);
  const fields: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let atStart = true;
  while (i < line.length) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
    } else if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      atStart = true;
    } else {
      field += ch;
      if (ch !== ' ') atStart = false;
    }
    i++;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/**
 * The delimiter of a sample of lines: the one that splits the most lines into the same number (≥ 2) of
 * fields; ties go to tab, then semicolon, comma and `|`.
 */
export function detectDelimiter(lines: readonly string[]): Delimiter | null {
  let best: { delimiter: Delimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = splitDelimited(line, delimiter)?.length ?? 0;
      if (n >= 2) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const score = Math.max(0, ...counts.values());
    if (score > 0 && score >= lines.length * 0.6 && (!best || score > best.score))
      best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}
