/** Accent folding lives in the contracts (the web's page search folds the same way). */
export { foldText, searchWords, stripAccents } from '@planilla/contracts';

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const isUniqueViolation = (err: unknown, constraint?: string): boolean => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code !== '23505') return false;
  if (!constraint) return true;
  return (
    (e?.constraint ?? e?.cause?.constraint ?? '').startsWith(constraint) ||
    String((err as Error)?.message ?? '').includes(constraint) ||
    String((e?.cause as Error | undefined)?.message ?? '').includes(constraint)
  );
};
