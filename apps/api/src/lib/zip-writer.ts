import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A zip of stored (not deflated) entries, written as a stream (APPNOTE 6.3.x). Why not a library: the files we
 * zip are PDFs (compressed already) known whole before they are added, so an entry is a header, its bytes and a
 * central-directory record; a general archiver's per-entry queue and events cost most of a 10,000-voucher zip's
 * time (issue 28). The stream pulls the next entry only when its reader wants more bytes (backpressure), so
 * memory holds what the source has read ahead, never the archive. ZIP64 records are written only when the
 * archive passes 4 GiB or 65,535 entries, so ordinary archives open in every tool.
 */

export type ZipEntry = { name: string; data: Buffer; date: Date };

/** The classic format's limits; past them ZIP64 records (a parameter so a test can cross them cheaply). */
export type ZipLimits = { offset: number; entries: number };
const CLASSIC: ZipLimits = { offset: 0xffffffff, entries: 0xffff };

const UTF8_NAMES = 0x0800;
const VERSION = 20;
const VERSION_ZIP64 = 45;

/** MS-DOS date and time (two-second resolution, local time as every unzip tool shows it). */
const dosDateTime = (d: Date): { time: number; date: number } => {
  const year = Math.min(Math.max(d.getFullYear(), 1980), 2107);
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
};

type Written = { name: Buffer; crc: number; size: number; offset: number; time: number; date: number };

const localHeader = (e: Written): Buffer => {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(VERSION, 4);
  h.writeUInt16LE(UTF8_NAMES, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(e.time, 10);
  h.writeUInt16LE(e.date, 12);
  h.writeUInt32LE(e.crc, 14);
  h.writeUInt32LE(e.size, 18);
  h.writeUInt32LE(e.size, 22);
  h.writeUInt16LE(e.name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, e.name]);
};

const centralRecord = (e: Written, limits: ZipLimits): Buffer => {
  const zip64 = e.offset >= limits.offset;
  const extra = zip64 ? Buffer.alloc(12) : Buffer.alloc(0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(e.offset), 4);
  }
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION, 4);
  h.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION, 6);
  h.writeUInt16LE(UTF8_NAMES, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(e.time, 12);
  h.writeUInt16LE(e.date, 14);
  h.writeUInt32LE(e.crc, 16);
  h.writeUInt32LE(e.size, 20);
  h.writeUInt32LE(e.size, 24);
  h.writeUInt16LE(e.name.length, 28);
  h.writeUInt16LE(extra.length, 30);
  // comment length, disk, internal and external attributes: 0
  h.writeUInt32LE(zip64 ? 0xffffffff : e.offset, 42);
  return Buffer.concat([h, e.name, extra]);
};

const endRecords = (count: number, cdOffset: number, cdSize: number, limits: ZipLimits): Buffer => {
  const zip64 = count >= limits.entries || cdOffset >= limits.offset || cdSize >= limits.offset;
  const parts: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(VERSION_ZIP64, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(cdSize), 40);
    record.writeBigUInt64LE(BigInt(cdOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(cdOffset + cdSize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(zip64 ? 0xffffffff : cdSize, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : cdOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
};

async function* zipChunks(entries: AsyncIterable<ZipEntry>, limits: ZipLimits): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    if (entry.data.length >= 0xffffffff) throw new Error(`zip entry ${entry.name} is 4 GiB or more`);
    const e: Written = {
      name: Buffer.from(entry.name, 'utf8'),
      crc: crc32(entry.data),
      size: entry.data.length,
      offset,
      ...dosDateTime(entry.date),
    };
    const header = localHeader(e);
    written.push(e);
    offset += header.length + e.size;
    yield header;
    yield entry.data;
  }
  const cdOffset = offset;
  const central: Buffer[] = [];
  let cdSize = 0;
  let pending = 0;
  for (const e of written) {
    const record = centralRecord(e, limits);
    cdSize += record.length;
    pending += record.length;
    central.push(record);
    // Hand over the directory in pieces of about a megabyte, not one buffer the archive's size.
    if (pending > 1 << 20) {
      yield Buffer.concat(central.splice(0));
      pending = 0;
    }
  }
  if (central.length > 0) yield Buffer.concat(central);
  yield endRecords(written.length, cdOffset, cdSize, limits);
}

/** The zip of `entries`, pulled one entry at a time as the reader takes the bytes; a failing source destroys it. */
export const zipStream = (entries: AsyncIterable<ZipEntry>, limits: ZipLimits = CLASSIC): Readable =>
  Readable.from(zipChunks(entries, limits), { objectMode: false, highWaterMark: 1 << 20 });
