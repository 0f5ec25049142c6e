import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { ClockFileError, type TextEncodingName } from './clock-file-types';

/** Consecutive lines of a file; `firstRow` is the line number (from 1) of `lines[0]`. */
export type LineBlock = { readonly firstRow: number; readonly lines: string[] };

/** What the reader found out about the text; `encoding` turns `latin-1` at the first line that is not UTF-8. */
export type TextState = { encoding: TextEncodingName; bom: boolean };

/** A line longer than this is not a clock mark: the file is refused rather than held in memory. */
export const MAX_LINE_BYTES = 1024 * 1024;

const windows1252 = new TextDecoder('windows-1252');

/**
 * Splits a block of whole lines. A block that is valid UTF-8 decodes at once (the common case); otherwise
 * each line is decoded on its own, as UTF-8 when it is valid and as Windows-1252 (Latin-1 with the
 * Windows punctuation, what ZKTeco's PC software writes) when not.
 */
function decodeBlock(block: Buffer, state: TextState): string[] {
  if (state.encoding === 'utf-8' && isUtf8(block)) return block.toString('utf8').split('\n');
  const lines: string[] = [];
  let start = 0;
  while (start <= block.length) {
    let end = block.indexOf(10, start);
    if (end === -1) end = block.length;
    const bytes = block.subarray(start, end);
    if (isUtf8(bytes)) lines.push(bytes.toString('utf8'));
    else {
      state.encoding = 'latin-1';
      lines.push(windows1252.decode(bytes));
    }
    start = end + 1;
  }
  return lines;
}

/**
 * The lines of a text file, decoded, numbered from 1, without their line ends (LF or CRLF), in one block per
 * chunk read: the file is never held whole. UTF-8 with or without a BOM, Latin-1 (Windows-1252) detected
 * line by line, and UTF-16 with its BOM (Excel's "Unicode text").
 */
export async function* textLines(chunks: AsyncIterable<Buffer>, state: TextState): AsyncGenerator<LineBlock> {
  let row = 1;
  let carry: Buffer = Buffer.alloc(0);
  let first = true;
  let utf16: TextDecoder | null = null;
  let textCarry = '';
  const number = (lines: string[]): LineBlock => {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.charCodeAt(line.length - 1) === 13) lines[i] = line.slice(0, -1);
    }
    const block = { firstRow: row, lines };
    row += lines.length;
    return block;
  };

  for await (const raw of chunks) {
    let chunk = raw;
    if (first) {
      first = false;
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
        state.bom = true;
        chunk = chunk.subarray(3);
      } else if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        state.bom = true;
        state.encoding = chunk[0] === 0xff ? 'utf-16le' : 'utf-16be';
        utf16 = new TextDecoder(state.encoding);
        chunk = chunk.subarray(2);
      }
    }
    if (utf16) {
      const text = textCarry + utf16.decode(chunk, { stream: true });
      const cut = text.lastIndexOf('\n');
      if (cut === -1) textCarry = text;
      else {
        textCarry = text.slice(cut + 1);
        yield number(text.slice(0, cut).split('\n'));
      }
      if (textCarry.length > MAX_LINE_BYTES) throw new ClockFileError('LINE_TOO_LONG', 'a line is too long');
      continue;
    }
    const buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const cut = buffer.lastIndexOf(10);
    if (cut === -1) {
      carry = buffer;
    } else {
      carry = Buffer.from(buffer.subarray(cut + 1));
      yield number(decodeBlock(buffer.subarray(0, cut), state));
    }
    if (carry.length > MAX_LINE_BYTES) throw new ClockFileError('LINE_TOO_LONG', 'a line is too long');
  }
  if (utf16) {
    const rest = textCarry + utf16.decode();
    if (rest.length > 0) yield number([rest]);
  } else if (carry.length > 0) {
    yield number(decodeBlock(carry, state));
  }
}
