import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANY_1, signIn, watchConsole } from './support';

const EMPLOYEES = '/payroll/personaldata/employees/list';
const IMPORT = '/payroll/personaldata/employees/import';

/** The template's header (contracts `IMPORT_COLUMNS`); order does not matter to the server. */
const HEADER = [
  'num_empleado',
  'tipo_identificacion',
  'identificacion',
  'nombre',
  'primer_apellido',
  'segundo_apellido',
  'fecha_nacimiento',
  'sexo',
  'estado_civil',
  'nacionalidad',
  'escolaridad',
  'hijos',
  'conyuge',
  'credito_conyuge',
  'banco',
  'iban',
  'correo',
  'telefono',
  'departamento',
  'ocupacion',
  'ubicacion',
  'horario',
  'periodicidad',
  'fecha_ingreso',
  'salario',
] as const;
type Row = Partial<Record<(typeof HEADER)[number], string>>;

/** A valid row for the demo company 1 (its department, occupation, location and schedule names). */
const good = (over: Row): Row => ({
  tipo_identificacion: 'Cédula física',
  nombre: 'Ana',
  primer_apellido: 'Importada',
  segundo_apellido: 'Rojas',
  fecha_nacimiento: '14/03/1990',
  sexo: 'F',
  estado_civil: 'Soltera',
  nacionalidad: 'Costa Rica',
  hijos: '0',
  departamento: 'Producción',
  ocupacion: 'Peón agrícola',
  ubicacion: 'Finca La Montaña',
  horario: 'Diurna L-S 06:00-14:00',
  periodicidad: 'quincenal',
  fecha_ingreso: '02/03/2026',
  salario: '425000,50',
  ...over,
});

const csvOf = (rows: Row[]) =>
  '\uFEFF' +
  [HEADER.join(';'), ...rows.map((r) => HEADER.map((h) => r[h] ?? '').join(';'))].join('\r\n') +
  '\r\n';

/**
 * Six rows (file rows 2–7): four good ones and two bad ones, row 3 (a cédula física of 5 digits) and row 6
 * (a schedule the company does not have); row 5 is good with a salary below the legal minimum (a warning). Cédulas física of 9 digits, unique per run; surnames too.
 */
const buildFile = () => {
  const stamp = String(Date.now()).slice(-7);
  const surname = `Prueba${Date.now().toString(36)}`;
  const id = (i: number) => `9${stamp}${i}`;
  const rows: Row[] = [
    good({ identificacion: id(0), primer_apellido: surname }),
    good({ identificacion: '12345', nombre: 'Mala' }),
    good({ identificacion: id(2), nombre: 'Luis', sexo: 'M', estado_civil: 'Casado' }),
    // Below the legal minimum wage: valid, with a warning.
    good({
      identificacion: `${id(3).slice(0, 1)}-${id(3).slice(1, 5)}-${id(3).slice(5)}`,
      nombre: 'Sofía',
      salario: '300000',
    }),
    good({ identificacion: id(4), nombre: 'Pedro', horario: 'Horario inexistente' }),
    good({ identificacion: id(5), nombre: 'Marta', periodicidad: 'mensual', salario: '610000' }),
  ];
  return { csv: csvOf(rows), surname, firstId: id(0) };
};

const openImport = async (page: Page) => {
  await page.getByTestId('vertical-menu').getByText('Empleados').click();
  await expect(page).toHaveURL(EMPLOYEES);
  await page.getByTestId('import-employees').click();
  await expect(page).toHaveURL(IMPORT);
  await expect(page.getByRole('heading', { name: 'Importar empleados' })).toBeVisible();
};

test.describe('employee import', () => {
  test('downloads the template, checks a file (two bad rows), imports the four good ones', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await signIn(page, 'admin', { company: COMPANY_1 });
    await openImport(page);

    // Step 1: the template, in Excel and CSV.
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('template-xlsx').click();
    expect((await xlsx).suggestedFilename()).toBe('plantilla-empleados.xlsx');
    const csv = page.waitForEvent('download');
    await page.getByTestId('template-csv').click();
    expect((await csv).suggestedFilename()).toBe('plantilla-empleados.csv');

    // Step 2: the dry run reports exactly the two bad rows, in Spanish.
    await page.getByTestId('template-next').click();
    const file = buildFile();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'empleados.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv, 'utf8') });
    await expect(page.getByTestId('dry-run-total')).toHaveText('6');
    await expect(page.getByTestId('dry-run-valid')).toHaveText('4');
    await expect(page.getByTestId('dry-run-invalid')).toHaveText('2');
    const problems = page.getByTestId('dry-run-problems');
    await expect(problems.getByRole('row')).toHaveCount(3);
    const cedula = problems.getByRole('row').nth(1);
    await expect(cedula.getByRole('gridcell').nth(0)).toHaveText('3');
    await expect(cedula.getByRole('gridcell').nth(1)).toHaveText('identificacion');
    await expect(cedula.getByRole('gridcell').nth(2)).toHaveText('12345');
    await expect(cedula.getByRole('gridcell').nth(3)).toHaveText(
      'La identificación no tiene el formato del tipo elegido.',
    );
    const schedule = problems.getByRole('row').nth(2);
    await expect(schedule.getByRole('gridcell').nth(0)).toHaveText('6');
    await expect(schedule.getByRole('gridcell').nth(1)).toHaveText('horario');
    await expect(schedule.getByRole('gridcell').nth(2)).toHaveText('Horario inexistente');
    await expect(schedule.getByRole('gridcell').nth(3)).toHaveText('La opción elegida no existe.');
    const warnings = page.getByTestId('dry-run-warnings');
    await expect(warnings.getByRole('row')).toHaveCount(2);
    await expect(warnings.getByRole('row').nth(1).getByRole('gridcell').nth(0)).toHaveText('5');
    await expect(warnings.getByRole('row').nth(1)).toContainText('inferior al mínimo legal');

    // Step 3: a warning before skipping rows, then the import's result.
    await page.getByTestId('import-run').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Filas con problemas que se van a omitir: 2.');
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-imported')).toHaveText('4');
    await expect(page.getByTestId('import-skipped')).toHaveText('2');
    await expect(page.getByTestId('import-created').getByRole('link')).toHaveCount(4);
    const skipped = page.getByTestId('import-skipped-rows');
    await expect(skipped.getByRole('row')).toHaveCount(3);
    await expect(skipped).toContainText('La identificación no tiene el formato del tipo elegido.');
    await expect(skipped).toContainText('La opción elegida no existe.');

    // The list shows an imported employee (its queries were refreshed).
    await page.getByTestId('import-to-list').click();
    await expect(page).toHaveURL(EMPLOYEES);
    await page.getByTestId('employees-search').fill(file.surname);
    const grid = page.getByTestId('employees-grid');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText(`Ana ${file.surname} Rojas`);
    console.expectNone();
  });

  test('refuses files that are not spreadsheets before sending them, and disables the import', async ({
    page,
  }) => {
    await signIn(page, 'admin', { company: COMPANY_1 });
    await page.goto(IMPORT);
    await page.getByTestId('import-step-file').click();
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByTestId('import-file-problem')).toHaveText(
      'Elija un archivo de Excel (.xlsx) o CSV (.csv).',
    );
    await expect(page.getByTestId('import-run')).toBeDisabled();
    // A file whose only row is bad: nothing to import.
    await page.getByTestId('import-file').setInputFiles({
      name: 'malo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf([good({ identificacion: '1-23' })]), 'utf8'),
    });
    await expect(page.getByTestId('dry-run-valid')).toHaveText('0');
    await expect(page.getByTestId('import-run')).toBeDisabled();
    // A header without the required columns.
    await page.getByTestId('import-file').setInputFiles({
      name: 'corto.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('identificacion,nombre,primer_apellido\n112340567,Ana,Mora\n', 'utf8'),
    });
    await expect(page.getByTestId('dry-run-missing-columns')).toContainText(
      'Al encabezado le faltan columnas obligatorias: tipo_identificacion, fecha_nacimiento,',
    );
    await expect(page.getByTestId('import-run')).toBeDisabled();
  });

  test('shows the padrón card to administrators only', async ({ page }) => {
    await signIn(page, 'admin', { company: COMPANY_1 });
    await page.goto(IMPORT);
    await expect(page.getByTestId('padron-card')).toContainText('Padrón electoral (TSE)');
    await expect(page.getByTestId('padron-loaded')).toBeVisible();
    await expect(page.getByTestId('padron-upload')).toBeDisabled();
    await page
      .getByTestId('padron-file')
      .setInputFiles({ name: 'padron.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
    await expect(page.getByTestId('padron-file-problem')).toHaveText(
      'Elija el archivo de texto del padrón (PADRON_COMPLETO.txt).',
    );
    await expect(page.getByTestId('padron-upload')).toBeDisabled();
  });

  test('the auditor has no import button, and the import screen says why', async ({ page }) => {
    await signIn(page, 'auditor');
    await page.getByTestId('vertical-menu').getByText('Empleados').click();
    await expect(page.getByTestId('employees-grid').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('import-employees')).toHaveCount(0);
    await page.goto(IMPORT);
    await expect(page.getByTestId('import-forbidden')).toContainText('no le permite importar empleados');
    await expect(page.getByTestId('padron-card')).toHaveCount(0);
  });
});
