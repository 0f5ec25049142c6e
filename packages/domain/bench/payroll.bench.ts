// Throughput of the payroll engine: 10,000 monthly payslips with mixed attendance in one process.
// Run from the repository root with `npm run bench:payroll`. Inputs are built before timing starts;
// the clock here measures the benchmark, never the engine.
import {
  CR_PAYROLL_RULES,
  addDays,
  calculatePayslip,
  colones,
  periodFor,
  type AttendanceDay,
  type Cents,
  type PayslipInput,
} from '../src/index';

const EMPLOYEES = 10_000;
const WARMUP_ROUNDS = 3;
const MEASURED_ROUNDS = 5;

/** Small deterministic PRNG (mulberry32) so every run computes the same payroll. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function buildInputs(): PayslipInput[] {
  const next = random(2025);
  const period = periodFor('monthly', '2025-09-01');
  const jornadas = ['diurnal', 'diurnal', 'diurnal', 'mixed', 'nocturnal'] as const;
  const inputs: PayslipInput[] = [];
  for (let i = 0; i < EMPLOYEES; i++) {
    const monthly = colones(350_000 + Math.floor(next() * 3_500_000));
    const attendance: AttendanceDay[] = [];
    for (let d = 0; d < 30; d++) {
      const date = addDays(period.start, d);
      const roll = next();
      if (roll < 0.62) attendance.push({ date, code: 'R' });
      else if (roll < 0.8) attendance.push({ date, code: 'E', extraHours: 1 + Math.floor(next() * 8) / 2 });
      else if (roll < 0.83) attendance.push({ date, code: 'A' });
      else if (roll < 0.88) attendance.push({ date, code: 'V' });
      else if (roll < 0.9)
        attendance.push({
          date,
          code: 'I',
          disability: {
            type: next() < 0.7 ? 'ccss_illness' : 'ins_accident',
            dayNumber: 1 + Math.floor(next() * 10),
          },
        });
      else if (roll < 0.92)
        attendance.push({ date, code: '+', amount: colones(5_000 + Math.floor(next() * 50_000)) });
      else if (roll < 0.94)
        attendance.push({ date, code: '-', amount: colones(1_000 + Math.floor(next() * 20_000)) });
      // otherwise a rest day with no row
    }
    const salaries =
      next() < 0.1
        ? [
            { effectiveFrom: '2024-01-01', monthlySalary: monthly },
            { effectiveFrom: '2025-09-16', monthlySalary: Math.round(monthly * 1.05) as Cents },
          ]
        : [{ effectiveFrom: '2024-01-01', monthlySalary: monthly }];
    inputs.push({
      employeeId: `E-${i}`,
      period,
      salaries,
      jornada: { type: jornadas[i % jornadas.length] ?? 'diurnal' },
      children: Math.floor(next() * 3),
      spouse: next() < 0.4,
      attendance,
      ...(next() < 0.3
        ? { vacationAverage: { earnings: Math.round(monthly * 11.7) as Cents, days: 350 } }
        : {}),
    });
  }
  return inputs;
}

function run(inputs: readonly PayslipInput[]): { ms: number; checksum: number; lines: number } {
  const start = performance.now();
  let checksum = 0;
  let lines = 0;
  for (const input of inputs) {
    const payslip = calculatePayslip(input, CR_PAYROLL_RULES);
    checksum += payslip.totals.net;
    lines += payslip.lines.length;
  }
  return { ms: performance.now() - start, checksum, lines };
}

const inputs = buildInputs();
for (let i = 0; i < WARMUP_ROUNDS; i++) run(inputs);

const timings: number[] = [];
let last = { ms: 0, checksum: 0, lines: 0 };
for (let i = 0; i < MEASURED_ROUNDS; i++) {
  last = run(inputs);
  timings.push(last.ms);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)] ?? 0;
const best = timings[0] ?? 0;
const perSecond = (EMPLOYEES / median) * 1000;

console.log(
  `payroll bench: ${EMPLOYEES.toLocaleString('en')} monthly payslips, mixed attendance (${WARMUP_ROUNDS} warm-up rounds, ${MEASURED_ROUNDS} measured)`,
);
console.log(`  total time (median): ${median.toFixed(1)} ms   best: ${best.toFixed(1)} ms`);
console.log(`  throughput (median): ${Math.round(perSecond).toLocaleString('en')} payslips/s`);
console.log(`  lines per run: ${last.lines.toLocaleString('en')}   net checksum: ${last.checksum}`);
