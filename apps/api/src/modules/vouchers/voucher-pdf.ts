import PDFDocument from 'pdfkit';
import '../../lib/pdf-font-metrics';
import type { VoucherDocument, VoucherLine } from './vouchers.repository';

/**
 * The payment voucher (comprobante de pago) as a PDF, in Spanish (Costa Rica), from the stored payslip.
 *
 * Deterministic: the creation date is the payroll's closing time (a draft: its calculation time), pdfkit derives
 * the file ID from the document info, and nothing random is written, so the same payslip always gives the same
 * bytes. With a password the PDF is encrypted with RC4-128 (PDF 1.4): its key comes from the password and the
 * file ID, so it stays deterministic too (AES would draw a random IV per object).
 *
 * The standard Helvetica font (WinAnsi) has no colón sign (₡): amounts use ¢, as Costa Rica commonly writes it,
 * so no font file ships with the server.
 */

export type VoucherPdfInput = {
  doc: VoucherDocument;
  payroll: { periodStart: string; periodEnd: string; payDate: string; periodicity: string };
  /** The payroll's closing time (or calculation time for a draft). */
  createdAt: Date;
  draft: boolean;
  /** The employee's cédula, when the company protects its vouchers. */
  password?: string | null;
  /** Tests read the text back uncompressed. */
  compress?: boolean;
};

const LINE_LABELS: Record<string, string> = {
  ORDINARY_PAY: 'Salario ordinario',
  ABSENCE_UNPAID: 'Ausencias',
  OVERTIME: 'Horas extra',
  HOLIDAY_WORKED: 'Feriado trabajado',
  HOLIDAY_OVERTIME: 'Horas extra en feriado',
  VACATION_PAY: 'Vacaciones',
  REST_DAY_WORKED: 'Día de descanso trabajado',
  REST_DAY_OVERTIME: 'Horas extra en día de descanso',
  DISABILITY_EMPLOYER: 'Incapacidad (patrono)',
  ILLNESS_EMPLOYER_SUBSIDY: 'Incapacidad CCSS, días 1 a 3 (patrono)',
  ADDITIONAL_PAYMENT: 'Pago adicional',
  AGUINALDO_PAYMENT: 'Aguinaldo (Ley 2412)',
  PREAVISO: 'Preaviso (art. 28)',
  CESANTIA: 'Auxilio de cesantía (art. 29)',
  VACATION_SETTLEMENT: 'Vacaciones pendientes (liquidación)',
  AGUINALDO_PROPORTIONAL: 'Aguinaldo proporcional (Ley 2412)',
  CCSS_SEM_WORKER: 'CCSS Enfermedad y Maternidad (SEM)',
  CCSS_IVM_WORKER: 'CCSS Invalidez, Vejez y Muerte (IVM)',
  BANCO_POPULAR_WORKER: 'Banco Popular (aporte del trabajador)',
  SALARY_TAX: 'Impuesto al salario',
  PAY_DEDUCTION: 'Rebajo',
  ALIMONY_DEDUCTION: 'Pensión alimentaria (retención judicial)',
};

const PERIODICITY: Record<string, string> = {
  weekly: 'semanal',
  biweekly: 'bisemanal',
  fortnightly: 'quincenal',
  monthly: 'mensual',
};

const money = new Intl.NumberFormat('es-CR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number = new Intl.NumberFormat('es-CR', { maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('es-CR', { dateStyle: 'long', timeZone: 'UTC' });
const percent = new Intl.NumberFormat('es-CR', { maximumFractionDigits: 4 });

/** Céntimos as es-CR colones: ¢1 234 567,89 (a negative amount as -¢…). */
export const formatVoucherMoney = (cents: number) =>
  `${cents < 0 ? '-' : ''}¢${money.format(Math.abs(cents) / 100)}`;
export const formatVoucherDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

/** The account masked but for its last 4 characters: CR** **** **** **** **1234. */
export const maskAccount = (account: string | null) => {
  if (!account) return 'Sin cuenta registrada';
  const clean = account.replace(/\s+/g, '');
  if (clean.length <= 4) return clean;
  const masked = '*'.repeat(clean.length - 4) + clean.slice(-4);
  // Grouped by 4 from the end, so the visible digits stay together.
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
};

const quantityOf = (l: VoucherLine) => {
  if (l.quantity === null) return '';
  const unit = l.unit === 'days' ? (l.quantity === 1 ? 'día' : 'días') : l.unit === 'hours' ? 'h' : '';
  return `${number.format(l.quantity)} ${unit}`.trim();
};
/** A rate below 1 is a percentage (CCSS, tax); above 1 a multiplier (extra hours at 1,5); 1 says nothing. */
const rateOf = (l: VoucherLine) => {
  if (l.rate === null || l.rate === 0 || l.rate === 1) return '';
  return l.rate < 1 ? `${percent.format(l.rate * 100)} %` : `× ${number.format(l.rate)}`;
};

export const voucherFileName = (payDate: string, employeeNumber: number) =>
  `comprobante-${payDate}-${String(employeeNumber).padStart(5, '0')}.pdf`;

/** Renders the voucher; the returned document is a readable stream of the PDF (already ended). */
export const renderVoucherPdf = (input: VoucherPdfInput): PDFKit.PDFDocument => {
  const { doc: v, payroll, draft } = input;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: input.compress ?? true,
    pdfVersion: '1.4',
    lang: 'es-CR',
    info: {
      Title: `Comprobante de pago ${v.fullName} ${payroll.payDate}`,
      Author: v.company.name,
      Subject: 'Comprobante de pago',
      Creator: 'Planilla CR',
      Producer: 'Planilla CR',
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
    ...(input.password
      ? {
          userPassword: input.password,
          ownerPassword: input.password,
          permissions: { printing: 'highResolution' as const, copying: true },
        }
      : {}),
  });
  const left = 50;
  const width = pdf.page.width - 100;

  if (draft) {
    pdf.save();
    pdf.rotate(-35, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
    pdf
      .font('Helvetica-Bold')
      .fontSize(90)
      .fillColor('#d32f2f', 0.15)
      .text('BORRADOR', 0, pdf.page.height / 2 - 60, {
        width: pdf.page.width,
        align: 'center',
        lineBreak: false,
      });
    pdf.restore();
    pdf.fillColor('#000000', 1);
  }

  pdf.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(v.company.name, left, 50, { width });
  pdf.font('Helvetica').fontSize(10).text(`Cédula jurídica: ${v.company.legalId}`);
  pdf.moveDown(0.8);
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(draft ? 'Comprobante de pago (borrador, planilla no cerrada)' : 'Comprobante de pago');
  pdf.moveDown(0.5);

  const field = (label: string, value: string) => {
    pdf.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    pdf.font('Helvetica').text(value);
  };
  field('Empleado', v.fullName);
  field('Cédula', v.nationalId);
  field('Número de empleado', String(v.employeeNumber));
  field('Departamento', v.department ?? '—');
  field('Ocupación', v.occupation ?? '—');
  field(
    `Periodo (planilla ${PERIODICITY[payroll.periodicity] ?? payroll.periodicity})`,
    `del ${formatVoucherDate(payroll.periodStart)} al ${formatVoucherDate(payroll.periodEnd)}`,
  );
  field('Fecha de pago', formatVoucherDate(payroll.payDate));
  field('Cuenta de depósito', maskAccount(v.iban));
  pdf.moveDown(0.8);

  const cols = { concept: left, quantity: left + 250, rate: left + 330, amount: left + 400 };
  const amountWidth = width - 400;
  const row = (concept: string, quantity: string, rate: string, amount: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(concept, cols.concept, y, { width: 245 });
    const after = pdf.y;
    pdf.text(quantity, cols.quantity, y, { width: 75, align: 'right' });
    pdf.text(rate, cols.rate, y, { width: 65, align: 'right' });
    pdf.text(amount, cols.amount, y, { width: amountWidth, align: 'right' });
    pdf.x = left;
    pdf.y = Math.max(after, pdf.y);
  };
  const rule = () => {
    pdf
      .moveTo(left, pdf.y + 2)
      .lineTo(left + width, pdf.y + 2)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
    pdf.moveDown(0.4);
  };
  const section = (title: string, kind: string, totalLabel: string, total: number) => {
    pdf.font('Helvetica-Bold').fontSize(11).text(title, left, pdf.y);
    pdf.moveDown(0.2);
    row('Concepto', 'Cantidad', 'Tasa', 'Monto', true);
    rule();
    for (const l of v.lines.filter((x) => x.kind === kind)) {
      row(LINE_LABELS[l.code] ?? l.code, quantityOf(l), rateOf(l), formatVoucherMoney(l.amount));
    }
    rule();
    row(totalLabel, '', '', formatVoucherMoney(total), true);
    pdf.moveDown(0.8);
  };
  section('Ingresos', 'earning', 'Total de ingresos (salario bruto)', v.gross);
  section('Deducciones', 'deduction', 'Total de deducciones', v.deductions);
  pdf.font('Helvetica-Bold').fontSize(13);
  row('Salario neto a pagar', '', '', formatVoucherMoney(v.net), true);
  pdf.moveDown(2);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(
      draft
        ? 'Vista previa: la planilla no está cerrada y los montos pueden cambiar.'
        : 'Documento generado por Planilla CR a partir de la planilla cerrada.',
      left,
      pdf.y,
      { width },
    );
  pdf.end();
  return pdf;
};

/** The whole PDF in memory (one voucher: a mail attachment, a test). */
export const voucherPdfBuffer = (input: VoucherPdfInput): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const pdf = renderVoucherPdf(input);
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
