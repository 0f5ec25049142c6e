import { z } from 'zod';
import { V } from './validation';

/**
 * The one rule every string of every contract follows (issue 10): text PostgreSQL can store and a person can
 * read. Refused anywhere: NUL and the other C0 control characters except tab, line feed and carriage return,
 * DEL, the C1 control characters (U+0080–U+009F), and UTF-16 halves without their pair (lone surrogates, which
 * no UTF-8 database can hold). Tab, line feed and carriage return are allowed in every string: they are
 * storable, multi-line fields need them, and single-line fields that care (codes, ids, e-mail, dates) refuse
 * them through their own format. Object keys follow the rule too (a record's keys are stored as well).
 */
export const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const UNSTORABLE_TEXT_ALL = new RegExp(UNSTORABLE_TEXT.source, 'g');

export const isStorableText = (s: string): boolean => !UNSTORABLE_TEXT.test(s);

/** The text with every character the rule refuses replaced by U+FFFD (to echo a refused value back safely). */
export const scrubText = (s: string): string => s.replace(UNSTORABLE_TEXT_ALL, '\uFFFD');

/** The path of every string (value or object key) in `value` that breaks the rule. */
export const unstorableTextPaths = (value: unknown): (string | number)[][] => {
  const found: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[], depth: number) => {
    if (typeof v === 'string') {
      if (!isStorableText(v)) found.push(path);
      return;
    }
    if (v === null || typeof v !== 'object' || depth > 64) return;
    if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, i], depth + 1));
      return;
    }
    if (ArrayBuffer.isView(v) || v instanceof Date) return;
    for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
      if (!isStorableText(key)) found.push([...path, scrubText(key)]);
      else walk(item, [...path, key], depth + 1);
    }
  };
  walk(value, [], 0);
  return found;
};

/**
 * `schema` with the text rule applied first to its whole input: each offending string is one issue at its
 * path with the message key `validation.unstorableText`, and the schema itself does not run. The server
 * wraps every route's body, query string, params and headers schema with it (one place: the validator
 * compiler), and the employee import wraps the rows' schema, so no contract can forget it.
 */
export const withStorableText = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((input, ctx) => {
      for (const path of unstorableTextPaths(input))
        ctx.addIssue({ code: 'custom', path, message: V.unstorableText, input });
    })
    .pipe(schema);
