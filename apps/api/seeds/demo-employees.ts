import { ibanCheckDigits, type MinimumWageCategory } from '@planilla/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import {
  departments,
  employeeLocalizations,
  employees,
  employeeSalaries,
  employmentPeriods,
  exitTypes,
  locations,
  occupations,
  schedules,
} from '../src/db/schema';
import { foldText } from '../src/lib/text';
import { CANTONS } from './reference/cr-divisions';
import { seedCompanyDefaults } from './reference';

/**
 * Demo staff for the two demo companies: ~60 people at the coffee company and ~25 at the technical services
 * company, generated from a fixed seed so every fresh database holds the same people. Dates are relative to
 * a fixed reference date, not the clock. Everything goes in with a handful of multi-row inserts.
 */
export const DEMO_REFERENCE_DATE = '2026-11-01';

/** mulberry32: a small deterministic PRNG. */
const prng = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const FEMALE = [
  'María José',
  'Ana Lucía',
  'Daniela',
  'Gabriela',
  'Karla',
  'Mariela',
  'Silvia',
  'Adriana',
  'Paola',
  'Laura',
  'Melissa',
  'Yorleny',
  'Marcela',
  'Natalia',
  'Fabiola',
  'Rebeca',
  'Valeria',
  'Sofía',
  'Hazel',
  'Wendy',
  'Xinia',
  'Priscilla',
  'Vanessa',
  'Ivannia',
];
export const MALE = [
  'José Pablo',
  'Juan Carlos',
  'Luis Diego',
  'Carlos Andrés',
  'Jorge',
  'Esteban',
  'Andrés',
  'Mauricio',
  'Randall',
  'Rodolfo',
  'Alejandro',
  'Minor',
  'Greivin',
  'Josué',
  'Fabián',
  'Kevin',
  'Allan',
  'Johnny',
  'Óscar',
  'Marvin',
  'Rafael',
  'Gerardo',
  'Manuel',
  'Diego',
];
export const SURNAMES = [
  'Vargas',
  'Rodríguez',
  'Jiménez',
  'Mora',
  'Rojas',
  'Solís',
  'Alvarado',
  'Chaves',
  'Araya',
  'Hernández',
  'Castro',
  'Ramírez',
  'Quesada',
  'Salazar',
  'Sánchez',
  'Arias',
  'Fernández',
  'Campos',
  'Villalobos',
  'Calderón',
  'Zúñiga',
  'Brenes',
  'Ureña',
  'Monge',
  'Valverde',
  'Cordero',
  'Naranjo',
  'Porras',
  'Umaña',
  'Segura',
  'Madrigal',
  'Barrantes',
  'Cascante',
  'Soto',
  'Herrera',
  'Navarro',
  'Gamboa',
  'Picado',
  'Leiva',
  'Montero',
  'Badilla',
  'Elizondo',
  'Fallas',
  'Granados',
  'Mena',
  'Sibaja',
];
/** Nicaraguan surnames for the DIMEX holders (seasonal coffee work draws many Nicaraguan workers). */
const NI_SURNAMES = ['López', 'Martínez', 'Espinoza', 'Gutiérrez', 'Pérez', 'Obando', 'Membreño', 'Téllez'];
const STREETS = [
  'Del templo católico 200 m norte',
  'Frente a la escuela, casa color verde',
  'De la plaza de deportes 100 m este y 50 m sur',
  'Costado oeste del EBAIS',
  'Del Super 300 m al sur, portón negro',
  'Contiguo a la pulpería La Esquina',
  'Calle principal, 75 m oeste del salón comunal',
  'Urbanización Los Cafetales, casa 14',
];

type CompanyPlan = {
  companyId: number;
  count: number;
  seed: number;
  emailDomain: string;
  locations: { name: string; address: string }[];
  departments: string[];
  /** Each with the minimum-wage decree's category its salaries are checked against. */
  occupations: {
    name: string;
    department: string;
    salary: number;
    weight: number;
    category: MinimumWageCategory;
  }[];
  schedules: {
    name: string;
    jornadaType: string;
    hours: number;
    days: number[];
    start: string;
    end: string;
  }[];
  /** Cantons where the staff live (for their home localization). */
  homeCantons: string[];
  periodicityByDepartment: Record<string, string[]>;
  reentries: number;
  exits: number;
  suspensions: number;
};

const FEMALE_OCCUPATIONS = new Set(['Encargada de planillas', 'Contadora']);
const MON_SAT = [1, 2, 3, 4, 5, 6];
const MON_FRI = [1, 2, 3, 4, 5];

const PLANS: CompanyPlan[] = [
  {
    companyId: 1,
    count: 60,
    seed: 20260101,
    emailDomain: 'cafelamontana.cr',
    locations: [
      { name: 'Beneficio San Marcos', address: 'San Marcos de Tarrazú, 500 m este del parque' },
      { name: 'Finca La Montaña', address: 'San Lorenzo de Tarrazú, camino a Naranjillo' },
      { name: 'Oficinas Curridabat', address: 'Curridabat, San José; Plaza del Sol, oficina 12' },
    ],
    departments: ['Producción', 'Beneficio', 'Administración', 'Ventas', 'Bodega'],
    occupations: [
      {
        name: 'Peón agrícola',
        department: 'Producción',
        salary: 385_000_00,
        weight: 10,
        category: 'unskilled',
      },
      {
        name: 'Capataz de finca',
        department: 'Producción',
        salary: 520_000_00,
        weight: 2,
        category: 'skilled',
      },
      {
        name: 'Operario de beneficio',
        department: 'Beneficio',
        salary: 410_000_00,
        weight: 8,
        category: 'unskilled',
      },
      {
        name: 'Catador de café',
        department: 'Beneficio',
        salary: 680_000_00,
        weight: 2,
        category: 'specialized',
      },
      {
        name: 'Mecánico industrial',
        department: 'Beneficio',
        salary: 560_000_00,
        weight: 1,
        category: 'specialized',
      },
      {
        name: 'Asistente administrativo',
        department: 'Administración',
        salary: 480_000_00,
        weight: 3,
        category: 'semi_skilled',
      },
      {
        name: 'Contador',
        department: 'Administración',
        salary: 880_000_00,
        weight: 1,
        category: 'licentiate',
      },
      {
        name: 'Encargada de planillas',
        department: 'Administración',
        salary: 760_000_00,
        weight: 1,
        category: 'bachelor',
      },
      {
        name: 'Gerente general',
        department: 'Administración',
        salary: 1_850_000_00,
        weight: 1,
        category: 'licentiate',
      },
      {
        name: 'Ejecutivo de ventas',
        department: 'Ventas',
        salary: 540_000_00,
        weight: 4,
        category: 'skilled',
      },
      {
        name: 'Chofer repartidor',
        department: 'Ventas',
        salary: 450_000_00,
        weight: 2,
        category: 'semi_skilled',
      },
      { name: 'Bodeguero', department: 'Bodega', salary: 420_000_00, weight: 3, category: 'semi_skilled' },
    ],
    schedules: [
      {
        name: 'Diurna L-S 06:00-14:00',
        jornadaType: 'diurnal',
        hours: 8,
        days: MON_SAT,
        start: '06:00',
        end: '14:00',
      },
      {
        name: 'Mixta L-S 14:00-21:00',
        jornadaType: 'mixed',
        hours: 7,
        days: MON_SAT,
        start: '14:00',
        end: '21:00',
      },
      {
        name: 'Nocturna L-S 22:00-04:00',
        jornadaType: 'nocturnal',
        hours: 6,
        days: MON_SAT,
        start: '22:00',
        end: '04:00',
      },
      {
        name: 'Oficina L-V 08:00-17:00',
        jornadaType: 'diurnal',
        hours: 8,
        days: MON_FRI,
        start: '08:00',
        end: '17:00',
      },
    ],
    homeCantons: ['105', '105', '105', '117', '120', '104', '118', '101'],
    periodicityByDepartment: {
      Producción: ['weekly', 'weekly', 'biweekly'],
      Beneficio: ['biweekly', 'weekly'],
      Administración: ['monthly', 'fortnightly'],
      Ventas: ['fortnightly', 'monthly'],
      Bodega: ['biweekly', 'fortnightly'],
    },
    reentries: 4,
    exits: 3,
    suspensions: 2,
  },
  {
    companyId: 2,
    count: 25,
    seed: 20260202,
    emailDomain: 'serviciosdelvalle.cr',
    locations: [
      { name: 'Sede Paraíso', address: 'Paraíso, Cartago; 150 m este del parque central' },
      { name: 'Bodega Cartago', address: 'Cartago centro, 300 m sur de las Ruinas' },
    ],
    departments: ['Técnicos de campo', 'Soporte', 'Administración'],
    occupations: [
      {
        name: 'Técnico electricista',
        department: 'Técnicos de campo',
        salary: 620_000_00,
        weight: 5,
        category: 'technician_mid',
      },
      {
        name: 'Técnico en refrigeración',
        department: 'Técnicos de campo',
        salary: 600_000_00,
        weight: 4,
        category: 'specialized',
      },
      {
        name: 'Ayudante técnico',
        department: 'Técnicos de campo',
        salary: 400_000_00,
        weight: 3,
        category: 'unskilled',
      },
      {
        name: 'Técnico de soporte',
        department: 'Soporte',
        salary: 580_000_00,
        weight: 4,
        category: 'technician_mid',
      },
      {
        name: 'Coordinador de servicio',
        department: 'Soporte',
        salary: 820_000_00,
        weight: 1,
        category: 'bachelor',
      },
      {
        name: 'Asistente administrativo',
        department: 'Administración',
        salary: 470_000_00,
        weight: 2,
        category: 'semi_skilled',
      },
      {
        name: 'Contadora',
        department: 'Administración',
        salary: 860_000_00,
        weight: 1,
        category: 'licentiate',
      },
    ],
    schedules: [
      {
        name: 'Diurna L-S 07:00-15:00',
        jornadaType: 'diurnal',
        hours: 8,
        days: MON_SAT,
        start: '07:00',
        end: '15:00',
      },
      {
        name: 'Mixta L-S 15:00-22:00',
        jornadaType: 'mixed',
        hours: 7,
        days: MON_SAT,
        start: '15:00',
        end: '22:00',
      },
      {
        name: 'Soporte nocturno 22:00-04:00',
        jornadaType: 'nocturnal',
        hours: 6,
        days: MON_SAT,
        start: '22:00',
        end: '04:00',
      },
    ],
    homeCantons: ['302', '302', '301', '301', '303', '307', '308'],
    periodicityByDepartment: {
      'Técnicos de campo': ['fortnightly', 'weekly', 'biweekly'],
      Soporte: ['fortnightly', 'monthly'],
      Administración: ['monthly'],
    },
    reentries: 1,
    exits: 2,
    suspensions: 1,
  },
];

const BANKS = ['151', '151', '151', '152', '152', '102', '102', '161', '104', '123'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Salaries end in whole hundreds of colones, as payroll people write them. */
const roundSalary = (cents: number) => Math.round(cents / 10_000) * 10_000;

/** Departments whose weekly and biweekly staff are paid by the day. */
const DAY_PAID_DEPARTMENTS = new Set(['Producción', 'Bodega']);

type Emp = typeof employees.$inferInsert;

const planCompany = async (tx: DbOrTx, plan: CompanyPlan, taken: Set<string>) => {
  const rnd = prng(plan.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const { companyId } = plan;

  await seedCompanyDefaults(tx, companyId);
  const locs = await tx
    .insert(locations)
    .values(plan.locations.map((l) => ({ companyId, ...l })))
    .returning({ id: locations.id, name: locations.name });
  const deps = await tx
    .insert(departments)
    .values(plan.departments.map((name) => ({ companyId, name })))
    .returning({ id: departments.id, name: departments.name });
  const occs = await tx
    .insert(occupations)
    .values(plan.occupations.map((o) => ({ companyId, name: o.name, minimumWageCategory: o.category })))
    .returning({ id: occupations.id, name: occupations.name });
  const schs = await tx
    .insert(schedules)
    .values(
      plan.schedules.map((s) => ({
        companyId,
        name: s.name,
        jornadaType: s.jornadaType,
        quarterHoursPerDay: s.hours * 4,
        workingDays: s.days,
        startTime: s.start,
        endTime: s.end,
        // Tolerances for clock marks: 5 minutes late or early, extra hours from 15 minutes, down to 15.
        entryGraceMinutes: 5,
        exitGraceMinutes: 5,
        extraMinimumMinutes: 15,
        extraRounding: 'down_15',
      })),
    )
    .returning({
      id: schedules.id,
      name: schedules.name,
      jornadaType: schedules.jornadaType,
      workingDays: schedules.workingDays,
    });
  const exits = await tx
    .select({ id: exitTypes.id, code: exitTypes.code })
    .from(exitTypes)
    .where(eq(exitTypes.companyId, companyId));
  const exitId = (code: string) => exits.find((e) => e.code === code)!.id;
  const idOf = <T extends { id: number; name: string }>(xs: T[], name: string) =>
    xs.find((x) => x.name === name)!.id;

  const weighted = plan.occupations.flatMap((o) => Array.from({ length: o.weight }, () => o));
  const emps: Emp[] = [];
  const periods: (typeof employmentPeriods.$inferInsert)[] = [];
  const salaries: (typeof employeeSalaries.$inferInsert)[] = [];
  const locals: (typeof employeeLocalizations.$inferInsert)[] = [];

  for (let n = 1; n <= plan.count; n++) {
    // The first people are the ones every company has: a manager and the payroll and accounting staff.
    const occ =
      n <= plan.occupations.length && plan.occupations[n - 1]!.weight === 1
        ? plan.occupations[n - 1]!
        : pick(weighted);
    const female = FEMALE_OCCUPATIONS.has(occ.name) || rnd() < 0.42;
    const foreign = plan.companyId === 1 && occ.department === 'Producción' && rnd() < 0.3;
    const firstName = pick(female ? FEMALE : MALE);
    const firstSurname = pick(foreign ? NI_SURNAMES : SURNAMES);
    const secondSurname = pick(foreign ? NI_SURNAMES : SURNAMES);
    let nationalId: string;
    do {
      nationalId = foreign
        ? `155${pad(int(100_000_000, 999_999_999), 9)}`
        : `${pick([1, 1, 1, 3, 3, 2, 4, 5, 6, 7])}${pad(int(100, 1999), 4)}${pad(int(1, 9999), 4)}`;
    } while (taken.has(nationalId));
    taken.add(nationalId);
    const age = int(19, 61);
    const birthDate = addDays(`${Number(DEMO_REFERENCE_DATE.slice(0, 4)) - age}-01-01`, int(0, 364));
    // Hire dates over the last ten years, never before the 18th birthday.
    let hireDate = addDays(DEMO_REFERENCE_DATE, -int(20, 3650));
    const adult = addDays(birthDate, 18 * 366);
    if (hireDate < adult) hireDate = adult > DEMO_REFERENCE_DATE ? addDays(DEMO_REFERENCE_DATE, -30) : adult;
    const married = age > 24 && rnd() < 0.5;
    const children = married ? int(0, 3) : rnd() < 0.2 ? 1 : 0;
    const bank = pick(BANKS);
    const bban = `0${bank}${pad(int(0, 99_999_999), 8)}${pad(int(0, 999_999), 6)}`;
    const iban = `CR${ibanCheckDigits(bban)}${bban}`;
    const schedule =
      occ.department === 'Administración' || occ.department === 'Ventas'
        ? (schs.find((s) => s.name.startsWith('Oficina')) ?? schs[0]!)
        : occ.department === 'Beneficio' || occ.department === 'Soporte'
          ? pick([schs[0]!, schs[0]!, schs[1]!, schs[2]!])
          : pick([schs[0]!, schs[0]!, schs[0]!, schs[1]!]);
    const location =
      occ.department === 'Administración' || occ.department === 'Ventas'
        ? locs[locs.length - 1]!
        : pick(locs.slice(0, Math.max(1, locs.length - 1)));
    const periodicity = pick(plan.periodicityByDepartment[occ.department] ?? ['monthly']);
    const emailUser = foldText(`${firstName.split(' ')[0]}.${firstSurname}`).replace(/[^a-z.]/g, '');

    // Employment history: some left and came back, some left for good, some are suspended.
    let entryDate = hireDate;
    let exitDate: string | null = null;
    let gap: [string, string] | null = null;
    let active = true;
    let statusReason: string | null = null;
    const reentry =
      n > plan.count - plan.reentries - plan.exits - plan.suspensions &&
      n <= plan.count - plan.exits - plan.suspensions;
    const exited = n > plan.count - plan.exits - plan.suspensions && n <= plan.count - plan.suspensions;
    const suspended = n > plan.count - plan.suspensions;
    if (reentry && daysBetween(hireDate, DEMO_REFERENCE_DATE) > 900) {
      const firstExit = addDays(hireDate, int(200, 500));
      entryDate = addDays(firstExit, int(60, 300));
      gap = [firstExit, entryDate];
      periods.push({
        companyId,
        employeeNumber: n,
        periodNo: 1,
        entryDate: hireDate,
        exitDate: firstExit,
        exitTypeId: exitId('resignation'),
        exitReason: 'Renuncia para estudiar; reingresa luego',
      });
      periods.push({ companyId, employeeNumber: n, periodNo: 2, entryDate });
      statusReason = 'Reingreso';
    } else if (exited) {
      if (daysBetween(hireDate, DEMO_REFERENCE_DATE) < 200)
        hireDate = addDays(DEMO_REFERENCE_DATE, -int(400, 1500));
      entryDate = hireDate;
      exitDate = addDays(DEMO_REFERENCE_DATE, -int(15, 120));
      if (exitDate <= hireDate) exitDate = addDays(hireDate, 30);
      active = false;
      statusReason = n % 2 === 0 ? 'Renuncia voluntaria' : 'Fin de la cosecha';
      periods.push({
        companyId,
        employeeNumber: n,
        periodNo: 1,
        entryDate: hireDate,
        exitDate,
        exitTypeId: exitId(n % 2 === 0 ? 'resignation' : 'contract_end'),
        exitReason: statusReason,
      });
    } else {
      periods.push({ companyId, employeeNumber: n, periodNo: 1, entryDate: hireDate });
      if (suspended) {
        active = false;
        statusReason = 'Permiso sin goce de salario';
      }
    }

    // Salary history: the first salary at hire, a raise every January after it.
    const years = Math.max(0, Math.floor(daysBetween(hireDate, DEMO_REFERENCE_DATE) / 365));
    const current = roundSalary(occ.salary * (0.97 + rnd() * 0.2));
    // Two people on a reduced salary, so the minimum-wage warning has demo cases.
    const latest = n === 7 || n === plan.count - 6 ? 340_000_00 : current;
    let amount = roundSalary(latest / Math.pow(1.035, years));
    salaries.push({
      companyId,
      employeeNumber: n,
      effectiveFrom: hireDate,
      amount,
      reason: 'Salario de ingreso',
    });
    for (let y = Number(hireDate.slice(0, 4)) + 1; y <= Number(DEMO_REFERENCE_DATE.slice(0, 4)); y++) {
      const date = `${y}-01-01`;
      if (exitDate && date > exitDate) break;
      if (gap && date > gap[0] && date < gap[1]) continue;
      amount =
        y === Number(DEMO_REFERENCE_DATE.slice(0, 4)) ? latest : roundSalary(amount * (1.02 + rnd() * 0.03));
      salaries.push({ companyId, employeeNumber: n, effectiveFrom: date, amount, reason: 'Aumento anual' });
    }
    if (
      entryDate !== hireDate &&
      !salaries.some((s) => s.employeeNumber === n && s.effectiveFrom === entryDate)
    ) {
      salaries.push({
        companyId,
        employeeNumber: n,
        effectiveFrom: entryDate,
        amount,
        reason: 'Salario de reingreso',
      });
    }

    // The coffee pickers and warehouse staff paid every week or two are paid by the day (jornal), as Costa
    // Rican farms pay them (issue 25): each row's daily wage to the colón, its month 30 × that.
    if (
      DAY_PAID_DEPARTMENTS.has(occ.department) &&
      (periodicity === 'weekly' || periodicity === 'biweekly')
    ) {
      for (const row of salaries) {
        if (row.employeeNumber !== n || row.companyId !== companyId) continue;
        const wage = Math.round(row.amount / 30 / 100) * 100;
        Object.assign(row, { wageType: 'daily', wage, amount: wage * 30 });
      }
    }

    const cantonCode = pick(plan.homeCantons);
    const canton = CANTONS.find((c) => c.code === cantonCode)!;
    const districts = canton.districts
      .map((d, i) => (d ? `${canton.code}${pad(i + 1, 2)}` : null))
      .filter((d): d is string => d !== null);
    locals.push({
      companyId,
      employeeNumber: n,
      kind: 'home',
      provinceCode: canton.code.slice(0, 1),
      cantonCode: canton.code,
      districtCode: pick(districts),
      address: pick(STREETS),
      phone: rnd() < 0.3 ? `2${int(200, 799)}-${pad(int(0, 9999), 4)}` : null,
      mobile: `${pick(['8', '7', '6'])}${pad(int(0, 999), 3)}-${pad(int(0, 9999), 4)}`,
      email: null,
      contactName: null,
      isPrimary: true,
    });
    if (rnd() < 0.4) {
      locals.push({
        companyId,
        employeeNumber: n,
        kind: 'emergency',
        provinceCode: canton.code.slice(0, 1),
        cantonCode: canton.code,
        districtCode: pick(districts),
        address: pick(STREETS),
        phone: null,
        mobile: `8${pad(int(0, 999), 3)}-${pad(int(0, 9999), 4)}`,
        email: null,
        contactName: `${pick(rnd() < 0.5 ? FEMALE : MALE)} ${secondSurname}`,
        isPrimary: false,
      });
    }

    const row: Emp = {
      companyId,
      employeeNumber: n,
      idType: foreign ? 'dimex' : 'fisica',
      nationalId,
      firstName,
      firstSurname,
      secondSurname,
      birthDate,
      sex: female ? 'female' : 'male',
      civilStatus: married
        ? pick(['married', 'married', 'common_law'])
        : pick(['single', 'single', 'divorced']),
      nationality: foreign ? 'NI' : 'CR',
      educationLevel:
        occ.salary > 800_000_00
          ? pick(['licentiate', 'master', 'bachelor'])
          : occ.salary > 500_000_00
            ? pick(['technical', 'bachelor', 'secondary'])
            : pick(['primary', 'primary_incomplete', 'secondary_incomplete', 'secondary']),
      childrenCount: children,
      spouseName: married ? `${pick(female ? MALE : FEMALE)} ${pick(SURNAMES)} ${pick(SURNAMES)}` : null,
      spouseTaxCredit: married && rnd() < 0.5,
      bankCode: bank,
      iban,
      email: rnd() < 0.85 ? `${emailUser}${n}@${rnd() < 0.5 ? 'gmail.com' : plan.emailDomain}` : null,
      phone: `${pick(['8', '7', '6'])}${pad(int(0, 999), 3)}-${pad(int(0, 9999), 4)}`,
      departmentId: idOf(deps, occ.department),
      occupationId: idOf(occs, occ.name),
      locationId: location.id,
      scheduleId: schedule.id,
      periodicity,
      active,
      statusReason,
      statusChangedAt: statusReason ? new Date(`${exitDate ?? entryDate}T12:00:00Z`) : null,
      entryDate,
      exitDate,
      searchText: foldText(`${n} ${nationalId} ${firstName} ${firstSurname} ${secondSurname}`),
    };
    emps.push(row);
  }

  await tx.insert(employees).values(emps);
  await tx.insert(employmentPeriods).values(periods);
  await tx.insert(employeeSalaries).values(salaries);
  await tx.insert(employeeLocalizations).values(locals);
};

/** Catalogs and staff of the demo companies (called by `seedDemoData`, only into an empty database). */
export const seedDemoEmployees = async (tx: DbOrTx): Promise<void> => {
  const taken = new Set<string>();
  for (const plan of PLANS) await planCompany(tx, plan, taken);
};
