import { formatService, lineLabel, type PayslipLineItem, type SettlementExplanation } from '@planilla/contracts';
import PDFDocument from 'pdfkit';
import { serverFormat } from '../../lib/format';
import { PDF_FONT, registerPdfFonts } from '../../lib/pdf-fonts';

/**
 * The settlement document (liquidación de derechos laborales) to sign, in Spanish (Costa Rica), in the house style
 * of the payment voucher: company and employee data, the exit and its cause, each line with its legal basis and
 * arithmetic, the deductions, the net, and the signature lines. Deterministic: the creation date is the exit
 * date (the document says what the settlement of that exit is), nothing random is written.
 *
 * Labels come from the payslip catalogue, amounts, counts (with their plurals) and dates from the server's format
 * module; DejaVu Sans is embedded for the ₡. A normal settlement fits one page; the signature block (the lines,
 * who signs and their names) is kept whole: when it does not fit below the text it moves, whole, to a new page.
 */
export type SettlementPdfInput = {
  company: { name: string; legalId: string };
  settlement: SettlementExplanation;
  /** The settlement payroll is paid: the document is the final one; otherwise a preview (BORRADOR). */
  final: boolean;
  compress?: boolean;
};

const CAUSES: Record<SettlementExplanation['cause'], string> = {
  dismissal_without_cause: 'despido con responsabilidad patronal: se deben preaviso y cesantía',
  indirect_dismissal: 'renuncia con responsabilidad patronal (art. 83): se deben preaviso y cesantía',
  not_attributable: 'causa no atribuible al trabajador: se debe cesantía',
  dismissal_with_cause: 'despido sin responsabilidad patronal: no se deben preaviso ni cesantía',
  resignation: 'sin responsabilidad patronal: no se deben preaviso ni cesantía',
};

const f = serverFormat('es');
const formatVoucherMoney = f.money;
const formatVoucherDate = f.longDate;
const number = new Intl.NumberFormat('es-CR', { maximumFractionDigits: 4 });
const days = (n: number) => f.quantity(n, 'days');
const workDays = (n: number) => f.quantity(n, 'workDays');
const monthName = new Intl.DateTimeFormat('es-CR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOf = (m: string) => monthName.format(new Date(`${m}-01T00:00:00Z`));

/** The arithmetic of a line, in Spanish: how its amount comes out of its basis. */
export const arithmeticOf = (l: PayslipLineItem, s: SettlementExplanation): string => {
  const m = formatVoucherMoney;
  switch (l.code) {
    case 'PREAVISO':
    case 'CESANTIA':
      return `${days(l.quantity ?? 0)} × ${m(l.basis ?? 0)} diarios (promedio ${m(s.average.monthly)} ÷ 30) = ${m(l.amount)}`;
    case 'VACATION_SETTLEMENT':
      return `${workDays(l.quantity ?? 0)} × ${number.format(l.rate ?? 1)} × ${m(l.basis ?? 0)} diarios (art. 157) = ${m(l.amount)}`;
    case 'AGUINALDO_PROPORTIONAL':
      return `${m(l.basis ?? 0)} devengados desde el ${formatVoucherDate(s.aguinaldo.periodStart)} ÷ 12 = ${m(l.amount)}`;
    case 'SALARY_TAX':
      return `Impuesto del mes sobre ${m(l.basis ?? 0)}, menos lo ya retenido = ${m(l.amount)}`;
    default:
      return l.rate !== null && l.basis !== null
        ? `${f.rate(l.rate)} de ${m(l.basis)} = ${m(l.amount)}`
        : m(l.amount);
  }
};

export const settlementFileName = (s: SettlementExplanation) =>
  `liquidacion-${s.exitDate}-${String(s.num_empleado).padStart(5, '0')}.pdf`;

export const renderSettlementPdf = (input: SettlementPdfInput): PDFKit.PDFDocument => {
  const { settlement: s, company, final } = input;
  const created = new Date(`${s.exitDate}T12:00:00Z`);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 40,
    compress: input.compress ?? true,
    pdfVersion: '1.4',
    lang: 'es-CR',
    info: {
      Title: `Liquidación laboral ${s.fullName} ${s.exitDate}`,
      Author: company.name,
      Subject: 'Liquidación de derechos laborales',
      Creator: 'Planilla CR',
      Producer: 'Planilla CR',
      CreationDate: created,
      ModDate: created,
    },
    autoFirstPage: false,
  });
  registerPdfFonts(pdf);
  pdf.addPage();
  const left = 50;
  const width = pdf.page.width - 100;
  /** The amounts' column: wide enough for ₡9 999 999 999,99 in the totals' size on one line. */
  const AMOUNT = 150;
  if (!final) {
    pdf.save();
    pdf.rotate(-35, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
    pdf
      .font(PDF_FONT.bold)
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
  pdf.font(PDF_FONT.bold).fontSize(16).fillColor('#000000').text(company.name, left, 40, { width });
  pdf.font(PDF_FONT.regular).fontSize(10).text(`Cédula jurídica: ${company.legalId}`);
  pdf.moveDown(0.5);
  pdf
    .font(PDF_FONT.bold)
    .fontSize(14)
    .text(
      final ? 'Liquidación de derechos laborales' : 'Liquidación de derechos laborales (borrador, sin pagar)',
    );
  pdf.moveDown(0.3);
  const field = (label: string, value: string) => {
    pdf.font(PDF_FONT.bold).fontSize(9).text(`${label}: `, { continued: true });
    pdf.font(PDF_FONT.regular).text(value);
  };
  field('Trabajador', s.fullName);
  field('Cédula', s.nationalId);
  field('Número de empleado', String(s.num_empleado));
  field('Fecha de ingreso', formatVoucherDate(s.hireDate));
  field('Fecha de salida', formatVoucherDate(s.exitDate));
  field(
    'Antigüedad',
    `${formatService(s.service, 'es')} (${f.quantity(s.service.totalDays, 'days')} naturales)`,
  );
  field('Tipo de salida', `${s.exitType.name} (${CAUSES[s.cause]})`);
  field('Fundamento', s.causeLegalRef);
  field(
    'Salario promedio (últimos meses completos)',
    s.average.source === 'payslips'
      ? `${formatVoucherMoney(s.average.total)} en ${f.quantity(s.average.months.length, 'months')} (${s.average.months
          .map((m) => monthOf(m.month))
          .join(
            ', ',
          )}) = ${formatVoucherMoney(s.average.monthly)} al mes, ${formatVoucherMoney(s.average.daily)} al día`
      : `sin meses completos pagados: salario vigente ${formatVoucherMoney(s.average.monthly)} al mes, ${formatVoucherMoney(s.average.daily)} al día`,
  );
  field('Fecha de pago', formatVoucherDate(s.payDate));
  pdf.moveDown(0.5);

  const section = (title: string, kind: string) => {
    const lines = s.lines.filter((l) => l.kind === kind);
    if (lines.length === 0) return;
    pdf.font(PDF_FONT.bold).fontSize(11).text(title, left, pdf.y);
    pdf.moveDown(0.3);
    for (const l of lines) {
      const y = pdf.y;
      pdf
        .font(PDF_FONT.bold)
        .fontSize(10)
        .text(lineLabel(l.code, 'es'), left, y, { width: width - AMOUNT - 10 });
      const after = pdf.y;
      pdf.text(formatVoucherMoney(l.amount), left + width - AMOUNT, y, { width: AMOUNT, align: 'right', lineBreak: false });
      pdf.x = left;
      pdf.y = Math.max(after, pdf.y);
      pdf
        .font(PDF_FONT.regular)
        .fontSize(9)
        .fillColor('#333333')
        .text(`${arithmeticOf(l, s)} (${l.legalRef})`, left + 10, pdf.y, {
          width: width - AMOUNT - 20,
        });
      pdf.fillColor('#000000');
      pdf.moveDown(0.25);
    }
  };
  const total = (label: string, amount: number, size = 10) => {
    const y = pdf.y;
    pdf
      .font(PDF_FONT.bold)
      .fontSize(size)
      .text(label, left, y, { width: width - AMOUNT - 10 });
    pdf.text(formatVoucherMoney(amount), left + width - AMOUNT, y, { width: AMOUNT, align: 'right', lineBreak: false });
    pdf.x = left;
    pdf.moveDown(0.4);
  };
  section('Derechos laborales', 'earning');
  total('Total bruto', s.totals.gross);
  section('Deducciones (sobre las vacaciones, que son salario)', 'deduction');
  if (s.totals.deductions > 0) total('Total de deducciones', s.totals.deductions);
  total('Neto a pagar', s.totals.net, 13);

  pdf.moveDown(0.4);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(9)
    .text(
      s.salaryPayroll
        ? `El salario hasta el ${formatVoucherDate(s.exitDate)} se paga en la planilla regular del ${formatVoucherDate(
            s.salaryPayroll.periodStart,
          )} al ${formatVoucherDate(s.salaryPayroll.periodEnd)}, con sus cargas sociales e impuesto.`
        : `El salario hasta el ${formatVoucherDate(s.exitDate)} se paga en la planilla regular de su periodo.`,
      left,
      pdf.y,
      { width },
    );
  pdf.moveDown(0.3);
  pdf.text(
    `Vacaciones pendientes: ${workDays(s.vacation.pendingDays)} (semana de ${days(s.vacation.workDaysPerWeek)}), pagadas al promedio diario de ${formatVoucherMoney(s.vacation.dailyRate)} (${s.vacation.source === 'payslips' ? `${f.quantity(s.vacation.months, 'months')} completos de las últimas 50 semanas` : 'salario vigente'}).`,
    { width },
  );
  // Signature lines: the employer and the worker, side by side, with room to sign above them. The block (and the
  // footer under it) moves whole to a new page when it does not fit: never a line without its text.
  const SIGNATURE_ROOM = 36;
  const SIGNATURE_BLOCK = SIGNATURE_ROOM + 60;
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  if (pdf.y + SIGNATURE_BLOCK > bottom) pdf.addPage();
  const y = pdf.y + SIGNATURE_ROOM;
  const half = (width - 40) / 2;
  for (const [x, who, name] of [
    [left, 'Por el patrono', company.name],
    [left + half + 40, 'Recibido conforme, el trabajador', `${s.fullName}, cédula ${s.nationalId}`],
  ] as const) {
    pdf
      .moveTo(x, y)
      .lineTo(x + half, y)
      .lineWidth(0.7)
      .strokeColor('#000000')
      .stroke();
    pdf
      .font(PDF_FONT.bold)
      .fontSize(9)
      .text(who, x, y + 4, { width: half });
    pdf.font(PDF_FONT.regular).fontSize(9).text(name, x, pdf.y, { width: half });
  }
  pdf.x = left;
  pdf.moveDown(1.2);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(8)
    .fillColor('#444444')
    .text(
      final
        ? 'Documento generado por Planilla CR a partir de la planilla de liquidación cerrada.'
        : 'Vista previa: la liquidación no está pagada y los montos pueden cambiar.',
      left,
      pdf.y,
      { width },
    );
  pdf.end();
  return pdf;
};

export const settlementPdfBuffer = (input: SettlementPdfInput): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const pdf = renderSettlementPdf(input);
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
