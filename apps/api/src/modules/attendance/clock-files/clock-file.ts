import { Readable } from 'node:stream';
import { detectAttlog, parseAttlogLine, type AttlogShape } from './attlog';
import {
  ClockFileError,
  type ClockBatch,
  type ClockFileFormat,
  type ClockFileInfo,
  type ClockFileStats,
  type ClockMark,
  type ClockRow,
  type CellRow,
  type ClockRowError,
  type ColumnLayout,
} from './clock-file-types';
import { cellText, detectColumnLayout, parseColumns } from './columns';
import { DELIMITERS, detectDelimiter, splitDelimited } from './delimited';
import { textLines, type LineBlock, type TextState } from './text-lines';
import { xlsxRows } from './xlsx-rows';

export type OpenClockFileOptions = {
  /** The uploaded file's name: a hint only (`.dat` leans to attlog); the content decides the format. */
  readonly filename?: string;
  /**
   * A confirmed layout for a delimited file or a sheet (stored per company, say): detection of the columns
   * is skipped. `delimiter` is needed for text.
   */
  readonly layout?: ColumnLayout;
  /** Rows read ahead to detect the format and layout. Default 200. */
  readonly sampleRows?: number;
};

export type OpenedClockFile = {
  readonly info: ClockFileInfo;
  /** Counts so far; final once the rows have been read to the end. */
  readonly stats: Readonly<ClockFileStats>;
  /** The rows one at a time: a mark or an error each (blank rows and the header are skipped). */
  rows(): AsyncGenerator<ClockRow>;
  /**
   * The rows in batches of up to `size` marks (or `size` errors), for set-based inserts. The two generators
   * read the same stream: use one of them, once.
   */
  batches(size?: number): AsyncGenerator<ClockBatch>;
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((b, i) => buffer[i] === b);

/** The first bytes of a stream, and the whole stream again (those bytes first). */
async function peek(input: AsyncIterable<Buffer | string>, bytes: number) {
  const iterator = input[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    head.push(chunk);
    length += chunk.length;
  }
  const first = Buffer.concat(head);
  async function* all(): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    }
  }
  return { first, chunks: all() };
}

type Source =
  | { kind: 'text'; pending: LineBlock[]; lines: AsyncGenerator<LineBlock>; state: TextState }
  | { kind: 'cells'; pending: CellRow[][]; rows: AsyncGenerator<CellRow[]> };

type Parser =
  | { kind: 'attlog'; shape: AttlogShape }
  | { kind: 'delimited'; layout: ColumnLayout & { delimiter: NonNullable<ColumnLayout['delimiter']> } }
  | { kind: 'xlsx'; layout: ColumnLayout };

/** Reads ahead from a generator of blocks until `count` sample items, keeping the blocks it read. */
async function readAhead<B, T>(source: AsyncGenerator<B>, count: number, itemsOf: (block: B) => T[]) {
  const pending: B[] = [];
  const sample: T[] = [];
  while (sample.length < count) {
    const next = await source.next();
    if (next.done) break;
    pending.push(next.value);
    for (const item of itemsOf(next.value)) if (sample.length < count) sample.push(item);
  }
  return { pending, sample };
}

/**
 * Opens a clock-mark file from a stream: reads its first rows to tell the format from the content (a ZIP
 * is XLSX, lines shaped like ZKTeco's are attlog, anything else is delimited text whose delimiter, header
 * and columns are detected, or taken from `options.layout`), then gives its rows one at a time or in
 * batches, without ever holding the file whole. Throws `ClockFileError` when the file cannot be read at
 * all; a row that cannot be used is an error row, and the rest of the file goes on.
 */
export async function openClockFile(
  input: Readable | AsyncIterable<Buffer | string>,
  options: OpenClockFileOptions = {},
): Promise<OpenedClockFile> {
  const release = () => {
    if (input instanceof Readable && !input.destroyed) input.destroy();
  };
  try {
    if (options.layout) assertLayout(options.layout);
    return await open(input, options, release);
  } catch (err) {
    release();
    throw err;
  }
}

const VALID_ORDERS = new Set(['dmy', 'ymd', 'mdy']);
const column = (n: unknown) =>
  n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) < 1000);

/** A stored layout that cannot work is refused as a whole (it is configuration, checked again here). */
function assertLayout(layout: ColumnLayout): void {
  const c = layout.columns ?? ({} as ColumnLayout['columns']);
  const ok =
    Number.isInteger(c.identifier) &&
    [c.identifier, c.datetime, c.date, c.time, c.state, c.device].every(column) &&
    (c.datetime !== undefined || (c.date !== undefined && c.time !== undefined)) &&
    VALID_ORDERS.has(layout.dateOrder) &&
    (layout.headerRow === null || (Number.isInteger(layout.headerRow) && layout.headerRow >= 1)) &&
    (layout.delimiter === undefined || (DELIMITERS as readonly string[]).includes(layout.delimiter));
  if (!ok) throw new ClockFileError('UNKNOWN_LAYOUT', 'the configured layout is not valid');
}

async function open(
  input: Readable | AsyncIterable<Buffer | string>,
  options: OpenClockFileOptions,
  release: () => void,
): Promise<OpenedClockFile> {
  const sampleRows = options.sampleRows ?? 200;
  const { first, chunks } = await peek(input, 8);
  if (first.length === 0) throw new ClockFileError('EMPTY_FILE', 'the file is empty');
  if (startsWith(first, OLE) || first.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw new ClockFileError('UNSUPPORTED_FORMAT', 'not a text file nor an XLSX workbook');
  }
  const stats: ClockFileStats = { rows: 0, marks: 0, errors: 0, skipped: 0, encoding: null, bom: false };
  let source: Source;
  let parser: Parser;
  let dateOrderAssumed = false;
  let format: ClockFileFormat;

  if (startsWith(first, ZIP)) {
    const rows = xlsxRows(Readable.from(chunks));
    const { pending, sample } = await readAhead(rows, sampleRows, (block) => block);
    let layout = options.layout ?? null;
    if (!layout) {
      const detected = detectColumnLayout(sample);
      if (!detected) {
        await rows.return(undefined);
        throw new ClockFileError(
          'UNKNOWN_LAYOUT',
          'no identifier and time stamp columns found in the first sheet',
        );
      }
      layout = detected.layout;
      dateOrderAssumed = detected.dateOrderAssumed;
    }
    source = { kind: 'cells', pending, rows };
    parser = { kind: 'xlsx', layout };
    format = 'xlsx';
  } else {
    const isUtf16 = (first[0] === 0xff && first[1] === 0xfe) || (first[0] === 0xfe && first[1] === 0xff);
    if (!isUtf16 && first.includes(0)) throw new ClockFileError('UNSUPPORTED_FORMAT', 'binary content');
    const state: TextState = { encoding: 'utf-8', bom: false };
    const lines = textLines(chunks, state);
    const { pending, sample } = await readAhead(lines, sampleRows, (block) =>
      block.lines.flatMap((text, i) => (text.trim() === '' ? [] : [{ row: block.firstRow + i, text }])),
    );
    stats.encoding = state.encoding;
    if (sample.length === 0) throw new ClockFileError('EMPTY_FILE', 'the file has no lines');
    const texts = sample.map((l) => l.text);
    const shape = detectAttlog(texts, /\.dat$/i.test(options.filename ?? ''));
    if (shape) {
      parser = { kind: 'attlog', shape };
      format = shape.format;
    } else {
      const delimiter = options.layout?.delimiter ?? detectDelimiter(texts);
      if (!delimiter)
        throw new ClockFileError('UNKNOWN_LAYOUT', 'no delimiter splits the lines into columns');
      let layout = options.layout ?? null;
      if (!layout) {
        const cells = sample.map((l) => ({
          row: l.row,
          cells: splitDelimited(l.text, delimiter) ?? [l.text],
        }));
        const detected = detectColumnLayout(cells, delimiter);
        if (!detected)
          throw new ClockFileError('UNKNOWN_LAYOUT', 'no identifier and time stamp columns found');
        layout = detected.layout;
        dateOrderAssumed = detected.dateOrderAssumed;
      }
      parser = { kind: 'delimited', layout: { ...layout, delimiter } };
      format = 'delimited';
    }
    source = { kind: 'text', pending, lines, state };
    stats.bom = state.bom;
  }

  const headerRow = parser.kind === 'attlog' ? null : parser.layout.headerRow;
  const count = (row: ClockRow | null, out: ClockRow[]) => {
    if (row === null) stats.skipped++;
    else {
      stats.rows++;
      if (row.type === 'mark') stats.marks++;
      else stats.errors++;
      out.push(row);
    }
  };

  const parseLines = ({ firstRow, lines }: LineBlock, state: TextState): ClockRow[] => {
    stats.encoding = state.encoding;
    const out: ClockRow[] = [];
    for (let i = 0; i < lines.length; i++) {
      const row = firstRow + i;
      const text = lines[i]!;
      if (headerRow !== null && row <= headerRow) {
        stats.skipped++;
        continue;
      }
      if (parser.kind === 'attlog') count(parseAttlogLine(text, row, parser.shape), out);
      else if (parser.kind === 'delimited') {
        const fields = splitDelimited(text, parser.layout.delimiter);
        if (fields === null)
          count({ type: 'error', row, value: text.slice(0, 200), reason: 'UNKNOWN_SHAPE' }, out);
        else
          count(
            parseColumns(fields, row, parser.layout, () => text),
            out,
          );
      }
    }
    return out;
  };

  const parseCells = (rows: CellRow[]): ClockRow[] => {
    const out: ClockRow[] = [];
    for (const { row, cells } of rows) {
      if (headerRow !== null && row <= headerRow) {
        stats.skipped++;
        continue;
      }
      if (parser.kind === 'xlsx') {
        count(
          parseColumns(cells, row, parser.layout, () => cells.map(cellText).join(' | ')),
          out,
        );
      }
    }
    return out;
  };

  let started = false;
  async function* chunkRows(): AsyncGenerator<ClockRow[]> {
    if (started) throw new Error('the clock file is read once');
    started = true;
    try {
      if (source.kind === 'text') {
        const { state } = source;
        for (const lines of source.pending) yield parseLines(lines, state);
        source.pending = [];
        for await (const lines of source.lines) yield parseLines(lines, state);
      } else {
        for (const rows of source.pending) yield parseCells(rows);
        source.pending = [];
        for await (const rows of source.rows) yield parseCells(rows);
      }
    } finally {
      // Stopped early (an aborted upload) or failed: let go of the stream.
      release();
    }
  }

  return {
    info: { format, layout: parser.kind === 'attlog' ? null : parser.layout, dateOrderAssumed },
    stats,
    async *rows() {
      for await (const rows of chunkRows()) yield* rows;
    },
    async *batches(size = 5000) {
      if (!Number.isInteger(size) || size < 1) throw new RangeError('batch size must be a whole number ≥ 1');
      let marks: ClockMark[] = [];
      let errors: ClockRowError[] = [];
      for await (const rows of chunkRows()) {
        for (const row of rows) {
          if (row.type === 'mark') marks.push(row);
          else errors.push(row);
          if (marks.length >= size || errors.length >= size) {
            yield { marks, errors };
            marks = [];
            errors = [];
          }
        }
      }
      if (marks.length > 0 || errors.length > 0) yield { marks, errors };
    },
  };
}
