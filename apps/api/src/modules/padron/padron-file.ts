import { createReadStream } from 'node:fs';

/**
 * The TSE's PADRON_COMPLETO.txt: one voter per line, Latin-1, comma-separated, each field space-padded to
 * its width: cédula (9), electoral code (6), expiry of the cédula (8, YYYYMMDD), board (5), name (30),
 * first surname (26), second surname (26). Some editions carry one more 1-character field after the
 * electoral code (sex, or a filler); it is recognised by the field count and skipped.
 */
export type PadronRow = {
  cedula: string;
  electoralCode: string;
  expiryDate: string | null;
  board: string;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
};

const validDate = (yyyymmdd: string): string | null => {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || y > 2200 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
};

/** One line into a row, or null when it is not a voter line (blank, malformed cédula, too few fields). */
export const parsePadronLine = (line: string): PadronRow | null => {
  // A line with a control character (NUL and the like, which PostgreSQL cannot store) is not a voter line.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(line)) return null;
  const f = line.split(',');
  if (f.length === 8) f.splice(2, 1);
  if (f.length !== 7) return null;
  const cedula = f[0]!.trim();
  if (!/^[1-9]\d{8}$/.test(cedula)) return null;
  const firstName = f[4]!.trim();
  const firstSurname = f[5]!.trim();
  if (!firstName || !firstSurname) return null;
  const second = f[6]!.trim();
  return {
    cedula,
    electoralCode: f[1]!.trim(),
    expiryDate: validDate(f[2]!.trim()),
    board: f[3]!.trim(),
    firstName,
    firstSurname,
    secondSurname: second || null,
  };
};

/** Lines of a Latin-1 file, decoded, without their line ends, in chunks (the file is never held whole). */
export async function* latin1Lines(path: string, chunkBytes = 4 * 1024 * 1024): AsyncGenerator<string[]> {
  let carry = '';
  for await (const chunk of createReadStream(path, { highWaterMark: chunkBytes })) {
    const text = carry + (chunk as Buffer).toString('latin1');
    const lines = text.split('\n');
    carry = lines.pop() ?? '';
    yield lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  }
  if (carry.length > 0) yield [carry.endsWith('\r') ? carry.slice(0, -1) : carry];
}

/** Line count of a file (newlines, plus a last line without one), reading it in chunks. */
export const countLines = async (path: string): Promise<number> => {
  let n = 0;
  let last = 10;
  for await (const chunk of createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })) {
    const buf = chunk as Buffer;
    for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) n++;
    if (buf.length > 0) last = buf[buf.length - 1]!;
  }
  return last === 10 ? n : n + 1;
};
