/**
 * An error described for a log line without any of the data it carried. A failed query's message holds the
 * SQL and its parameters (names, e-mail addresses, password hashes), PostgreSQL's `detail` repeats the
 * offending values, and a JSON parse error quotes the body: none of that may reach a log. What stays is
 * what identifies the fault: the kind of error, its code (SQLSTATE for the database), the constraint, table
 * and column it names, and the stack frames (code locations, no message).
 */
export type SafeErrorDescription = {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The same for the error's cause (a failed query wraps the driver's error), when it has one. */
  cause?: SafeErrorDescription;
  stack?: string;
};

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_$]*$/;
/** Codes are identifiers (`23505`, `FST_ERR_CTP_INVALID_JSON_BODY`, `ECONNREFUSED`), never free text. */
const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

const identifier = (value: unknown): string | undefined =>
  typeof value === 'string' && NAME_PATTERN.test(value) && value.length <= 128 ? value : undefined;

/** Only the `at ...` lines of a stack: the first line repeats the message. */
const framesOf = (stack: unknown): string | undefined => {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12);
  return frames.length > 0 ? frames.join('\n') : undefined;
};

export const describeError = (err: unknown, depth = 0): SafeErrorDescription => {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const e = err as Record<string, unknown>;
  const code = e.code ?? e.statusCode;
  const description: SafeErrorDescription = {
    type: identifier(e.name) ?? identifier(e.constructor?.name) ?? 'Error',
  };
  if ((typeof code === 'string' && CODE_PATTERN.test(code)) || typeof code === 'number')
    description.code = String(code);
  const constraint = identifier(e.constraint);
  const table = identifier(e.table);
  const column = identifier(e.column);
  if (constraint) description.constraint = constraint;
  if (table) description.table = table;
  if (column) description.column = column;
  if (e.cause !== undefined && depth < 3) description.cause = describeError(e.cause, depth + 1);
  if (depth === 0) {
    const stack = framesOf(e.stack);
    if (stack) description.stack = stack;
  }
  return description;
};

/** One line for a terminal (the `create-admin` command): kind, code and constraint, never the message. */
export const describeErrorBriefly = (err: unknown): string => {
  const parts: string[] = [];
  for (let d: SafeErrorDescription | undefined = describeError(err); d; d = d.cause) {
    parts.push(
      [d.type, d.code && `code ${d.code}`, d.constraint && `constraint ${d.constraint}`, d.table && `table ${d.table}`]
        .filter(Boolean)
        .join(', '),
    );
  }
  return parts.join(' ← ');
};

/** pino's `err` serializer: the safe description, with `message` made of the kind and code only. */
export const errForLog = (err: unknown) => {
  const d = describeError(err);
  return { ...d, message: [d.type, d.code].filter(Boolean).join(' '), stack: d.stack ?? '' };
};
