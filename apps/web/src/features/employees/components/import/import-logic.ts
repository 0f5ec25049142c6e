import type { ImportJob, ImportProblem } from '@planilla/contracts';

/** Row 1 of the file is its header: a problem there is about the columns, not about an employee. */
export const HEADER_ROW = 1;

/** A row of the file and all of its problems, in the order the server gave them. */
export type RowProblems = { row: number; problems: ImportProblem[] };

/** The problems grouped by file row (rows ascending), e.g. the skipped rows of an import. */
export const problemsByRow = (problems: readonly ImportProblem[]): RowProblems[] => {
  const rows = new Map<number, ImportProblem[]>();
  for (const problem of problems) {
    const list = rows.get(problem.row);
    if (list) list.push(problem);
    else rows.set(problem.row, [problem]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([row, list]) => ({ row, problems: list }));
};

/** How many employee rows (not the header) have at least one problem. */
export const rowsWithProblems = (problems: readonly ImportProblem[]): number =>
  new Set(problems.filter((p) => p.row > HEADER_ROW).map((p) => p.row)).size;

/** The problems as grid rows, each with a stable id (a row can have several problems). */
export const problemGridRows = (problems: readonly ImportProblem[]): (ImportProblem & { id: number })[] =>
  problems.map((problem, id) => ({ ...problem, id }));

/** Progress of a job from 0 to 100; an ended job is complete even when it had nothing to do. */
export const jobPercent = (job: Pick<ImportJob, 'status' | 'processed' | 'total'>): number => {
  if (job.status !== 'running') return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.max(0, (job.processed / job.total) * 100));
};

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * Why a chosen file cannot be sent, or null: its extension (case ignored) must be one of `extensions`, and
 * its size within `maxBytes` (the server answers 413 above it) and not zero.
 */
export const checkFile = (
  file: Pick<File, 'name' | 'size'>,
  extensions: readonly string[],
  maxBytes: number,
): FileProblem | null => {
  const name = file.name.toLowerCase();
  if (!extensions.some((ext) => name.endsWith(ext.toLowerCase()))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
};

/** Megabytes with at most one decimal, for sizes and limits shown to the user. */
export const toMegabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** A file size to show: kilobytes below one megabyte (at least 1), megabytes with one decimal above. */
export const fileSize = (bytes: number): { unit: 'kb' | 'mb'; value: number } =>
  bytes < 1024 * 1024
    ? { unit: 'kb', value: Math.max(1, Math.round(bytes / 1024)) }
    : { unit: 'mb', value: toMegabytes(bytes) };
