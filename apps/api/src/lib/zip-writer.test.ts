import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from './zip-writer';

async function* from(entries: ZipEntry[]) {
  for (const e of entries) yield e;
}

/**
 * Reads a zip the way a tool does: from the end record (or its ZIP64 record) to the central directory, and from
 * each central record to its local header and bytes. Independent of the writer's code on purpose.
 */
const readZip = (zip: Buffer) => {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let count = zip.readUInt16LE(endAt + 10);
  let cdOffset = zip.readUInt32LE(endAt + 16);
  const zip64 = cdOffset === 0xffffffff || count === 0xffff;
  if (zip64) {
    const locatorAt = endAt - 20;
    expect(zip.readUInt32LE(locatorAt)).toBe(0x07064b50);
    const recordAt = Number(zip.readBigUInt64LE(locatorAt + 8));
    expect(zip.readUInt32LE(recordAt)).toBe(0x06064b50);
    count = Number(zip.readBigUInt64LE(recordAt + 32));
    cdOffset = Number(zip.readBigUInt64LE(recordAt + 48));
  }
  const files: { name: string; data: Buffer; date: number; time: number }[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    let local = zip.readUInt32LE(at + 42);
    if (local === 0xffffffff) local = Number(zip.readBigUInt64LE(at + 46 + nameLength + 4));
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    expect(crc32(data)).toBe(crc);
    files.push({ name, data, time: zip.readUInt16LE(at + 12), date: zip.readUInt16LE(at + 14) });
    at += 46 + nameLength + extraLength;
  }
  return { files, zip64 };
};

const entries = (n: number, size = 100): ZipEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `comprobante-${String(i).padStart(5, '0')}.pdf`,
    data: Buffer.alloc(size, i % 251),
    date: new Date(2026, 10, 30, 12, 34, 56),
  }));

describe('zipStream', () => {
  it('writes stored entries with their names, bytes, CRCs and dates', async () => {
    const input = [
      ...entries(3),
      { name: 'ñandú año.pdf', data: Buffer.from('%PDF-1.7 ✓'), date: new Date(2026, 0, 2) },
    ];
    const { files, zip64 } = readZip(await buffer(zipStream(from(input))));
    expect(zip64).toBe(false);
    expect(files.map((f) => f.name)).toEqual(input.map((e) => e.name));
    files.forEach((f, i) => expect(f.data.equals(input[i]!.data)).toBe(true));
    // 2026-11-30 12:34:56 → DOS date ((2026-1980)<<9 | 11<<5 | 30), time (12<<11 | 34<<5 | 28)
    expect(files[0]!.date).toBe((46 << 9) | (11 << 5) | 30);
    expect(files[0]!.time).toBe((12 << 11) | (34 << 5) | 28);
  });

  it('an empty archive is the end record alone', async () => {
    const zip = await buffer(zipStream(from([])));
    expect(zip.length).toBe(22);
    expect(readZip(zip).files).toEqual([]);
  });

  it('writes ZIP64 records past the classic limits (lowered here to cross them cheaply)', async () => {
    const input = entries(40, 1000);
    const { files, zip64 } = readZip(await buffer(zipStream(from(input), { offset: 10_000, entries: 30 })));
    expect(zip64).toBe(true);
    expect(files).toHaveLength(40);
    files.forEach((f, i) => expect(f.data.equals(input[i]!.data)).toBe(true));
  });

  it('pulls entries only as the reader takes bytes', async () => {
    let produced = 0;
    async function* slow() {
      for (const e of entries(1000, 10_000)) {
        produced++;
        yield e;
      }
    }
    const stream = zipStream(slow());
    await new Promise((resolve) => stream.once('readable', resolve));
    // A megabyte of buffer holds about a hundred 10 KB entries, not the thousand.
    expect(produced).toBeLessThan(300);
    stream.destroy();
  });

  it('a failing source fails the stream', async () => {
    async function* failing() {
      yield entries(1)[0]!;
      throw new Error('disk gone');
    }
    await expect(buffer(zipStream(failing()))).rejects.toThrow('disk gone');
  });

  it('opens in the system unzip where there is one', async () => {
    let unzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      unzip = false;
    }
    if (!unzip) return;
    const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
    try {
      const path = join(dir, 'a.zip');
      writeFileSync(path, await buffer(zipStream(from(entries(5)))));
      expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
