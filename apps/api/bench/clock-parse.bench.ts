/**
 * Clock-file parsing throughput: writes a 1,000,000-mark ZKTeco `1_attlog.dat` (CRLF, space-padded PINs,
 * 2,000 employees, a fortnight of in/out marks) to a temporary folder, parses it with the same streaming
 * parser the upload will use, in batches of 10,000 marks, and prints the time, the throughput and the peak
 * memory against the targets of the whole upload + parse + store (≤ 20 s, ≤ 400 MB peak).
 *
 *   npm run bench:clock-parse          (BENCH_CLOCK_MARKS to change the size)
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClockFile } from '../src/modules/attendance/clock-files/clock-file';

const MARKS = Number(process.env.BENCH_CLOCK_MARKS ?? 1_000_000);
const BATCH = 10_000;
const TARGET_SECONDS = 20;
const TARGET_MB = 400;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Mark n: employee n mod 2000, day and in/out from n, seconds scattered. */
const lineOf = (n: number) => {
  const employee = 1 + (n % 2000);
  const k = Math.floor(n / 2000);
  const day = 16 + (Math.floor(k / 2) % 15);
  const out = k % 2 === 1;
  const hour = out ? 14 + (employee % 3) : 5 + (employee % 3);
  const minute = (employee * 7 + k) % 60;
  const second = (employee * 13 + k * 7) % 60;
  return `${String(employee).padStart(9, ' ')}\t2026-11-${pad2(day)} ${pad2(hour)}:${pad2(minute)}:${pad2(second)}\t1\t${out ? 1 : 0}\t1\t0`;
};

const generate = async (path: string) => {
  const out = createWriteStream(path);
  let chunk: string[] = [];
  for (let n = 0; n < MARKS; n++) {
    chunk.push(lineOf(n));
    if (chunk.length === 20_000) {
      if (!out.write(chunk.join('\r\n') + '\r\n')) await once(out, 'drain');
      chunk = [];
    }
  }
  if (chunk.length) out.write(chunk.join('\r\n') + '\r\n');
  out.end();
  await once(out, 'finish');
};

const mb = (bytes: number) => bytes / 1024 / 1024;

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clock-parse-'));
  const path = join(dir, '1_attlog.dat');
  try {
    const g0 = performance.now();
    await generate(path);
    const size = statSync(path).size;
    console.log(
      `generated ${MARKS.toLocaleString('en')} marks, ${mb(size).toFixed(1)} MB, in ${((performance.now() - g0) / 1000).toFixed(1)} s`,
    );
    globalThis.gc?.();

    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage.rss());
    };
    const timer = setInterval(sample, 20);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const file = await openClockFile(createReadStream(path, { highWaterMark: 1024 * 1024 }), {
      filename: '1_attlog.dat',
    });
    let marks = 0;
    let errors = 0;
    let batches = 0;
    for await (const batch of file.batches(BATCH)) {
      marks += batch.marks.length;
      errors += batch.errors.length;
      batches++;
      sample();
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(timer);
    sample();

    const ok = (good: boolean) => (good ? 'OK' : 'OVER TARGET');
    console.log(
      `format ${file.info.format}, ${batches} batches of up to ${BATCH.toLocaleString('en')} marks`,
    );
    console.log(`parsed ${marks.toLocaleString('en')} marks and ${errors} errors in ${seconds.toFixed(2)} s`);
    console.log(
      `CPU time ${cpuSeconds.toFixed(2)} s (wall time is longer on a busy machine; the load average now is ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(
      `throughput ${Math.round(marks / seconds).toLocaleString('en')} marks/s, ${(mb(size) / seconds).toFixed(1)} MB/s`,
    );
    console.log(
      `parse time ${seconds.toFixed(2)} s of the ${TARGET_SECONDS} s budget for upload + parse + store (${Math.round((100 * seconds) / TARGET_SECONDS)} %): ${ok(seconds <= TARGET_SECONDS)}`,
    );
    console.log(
      `peak RSS while parsing ${mb(peak).toFixed(0)} MB (process at start ${mb(baseline).toFixed(0)} MB; max RSS of the process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB), target ≤ ${TARGET_MB} MB: ${ok(mb(peak) <= TARGET_MB)}`,
    );
    if (marks !== MARKS || errors !== 0) {
      console.error(`expected ${MARKS} marks and no errors`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
