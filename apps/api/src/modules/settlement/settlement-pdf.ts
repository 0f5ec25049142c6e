import {
  DOCUMENT_TEXTS,
  fillText,
  formatService,
  lineLabel,
  PAY_ITEM_TEXTS,
  payItemTypeName,
  settlementArithmetic,
  type MessageLanguage,
  type SettlementExplanation,
} from '@planilla/contracts';
import { serverFormat } from '../../lib/format';
import { drawDraftMark, drawHeading, fieldWriter, openPdf, pdfBuffer } from '../../lib/pdf-document';
import { PDF_FONT } from '../../lib/pdf-fonts';

/**
 * The settlement document (liquidación de derechos laborales) to sign, in the reader's language, in the house style
 * of the payment voucher: company and employee data, the exit and its cause, each line with its legal basis and
 * arithmetic, the deductions, the net, and the signature lines. Deterministic: the creation date is the exit
 * date (the document says what the settlement of that exit is), nothing random is written.
 *
 * Fixed texts come from `DOCUMENT_TEXTS`, line labels from the payslip catalogue, amounts, counts (with their plurals) and dates from the server's format
 * module; DejaVu Sans is embedded for the ₡. A normal settlement fits one page; the signature block (the lines,
 * who signs and their names) is kept whole: when it does not fit below the text it moves, whole, to a new page.
 */
export type SettlementPdfInput = {
  company: { name: string; legalId: string };
  settlement: SettlementExplanation;
  /** The settlement payroll is paid: the document is the final one; otherwise a preview (BORRADOR). */
  final: boolean;
  /** The reader's language; Spanish by default. */
  language?: MessageLanguage;
  compress?: boolean;
};

export const settlementFileName = (s: SettlementExplanation) =>
  `liquidacion-${s.exitDate}-${String(s.num_empleado).padStart(5, '0')}.pdf`;

/**
 * The employee's pay items the settlement applied (a pensión, a loan's or an advance's balance, what payrolls
 * deferred): each one's catalogue name and reference, what was deducted of what was due, the balance before and
 * after, and what the law's limits left undeducted (reported, not lost). Nothing when it applied none.
 */
const payItemsApplied = (
  pdf: PDFKit.PDFDocument,
  s: SettlementExplanation,
  language: MessageLanguage,
  at: { left: number; width: number },
) => {
  if (!s.payItems || s.payItems.length === 0) return;
  const ts = DOCUMENT_TEXTS[language].settlement;
  const money = serverFormat(language).money;
  pdf.moveDown(0.4);
  pdf.font(PDF_FONT.bold).fontSize(11).text(ts.payItems, at.left, pdf.y, { width: at.width });
  pdf.moveDown(0.3);
  for (const item of s.payItems) {
    const sentences = [
      fillText(ts.payItemTaken, {
        name: payItemTypeName(item.typeCode, null, language),
        reference: item.reference ? fillText(ts.payItemReference, { reference: item.reference }) : '',
        taken: money(item.taken),
        due: money(item.due),
      }),
    ];
    if (item.balanceBefore !== null && item.balanceAfter !== null)
      sentences.push(
        fillText(ts.payItemBalance, { before: money(item.balanceBefore), after: money(item.balanceAfter) }),
      );
    if (item.taken < item.due)
      sentences.push(
        fillText(ts.payItemRest, {
          rest: money(item.due - item.taken),
          limit: item.limitedBy ? ` (${PAY_ITEM_TEXTS[language].limits[item.limitedBy]})` : '',
        }),
      );
    pdf
      .font(PDF_FONT.regular)
      .fontSize(9)
      .text(sentences.join(' '), at.left + 10, pdf.y, { width: at.width - 10 });
    pdf.moveDown(0.2);
  }
  pdf.x = at.left;
};

export const renderSettlementPdf = (input: SettlementPdfInput): PDFKit.PDFDocument => {
  const { settlement: s, company, final } = input;
  const language = input.language ?? 'es';
  const t = DOCUMENT_TEXTS[language];
  const ts = t.settlement;
  const f = serverFormat(language);
  const money = f.money;
  const longDate = f.longDate;
  const created = new Date(`${s.exitDate}T12:00:00Z`);
  const pdf = openPdf({
    language,
    title: fillText(ts.infoTitle, { name: s.fullName, date: s.exitDate }),
    subject: ts.title,
    author: company.name,
    created,
    margin: 40,
    compress: input.compress,
  });
  const left = 50;
  const width = pdf.page.width - 100;
  /** The amounts' column: wide enough for ₡9 999 999 999,99 in the totals' size on one line. */
  const AMOUNT = 150;
  if (!final) drawDraftMark(pdf, language);
  drawHeading(pdf, {
    language,
    company,
    title: final ? ts.title : ts.titleDraft,
    top: 40,
    left,
    width,
    gaps: [0.5, 0.3],
  });
  const field = fieldWriter(pdf, 9);

  field(t.fields.worker, s.fullName);
  field(t.fields.nationalId, s.nationalId);
  field(t.fields.employeeNumber, String(s.num_empleado));
  field(t.fields.hireDate, longDate(s.hireDate));
  field(t.fields.exitDate, longDate(s.exitDate));
  field(
    t.fields.service,
    fillText(ts.serviceDays, {
      service: formatService(s.service, language),
      days: f.quantity(s.service.totalDays, 'days'),
    }),
  );
  field(t.fields.exitType, `${s.exitType.name} (${ts.causes[s.cause]})`);
  field(t.fields.legalBasis, s.causeLegalRef);
  field(
    t.fields.averageSalary,
    s.average.source === 'payslips'
      ? fillText(ts.averageFromPayslips, {
          total: money(s.average.total),
          months: f.quantity(s.average.months.length, 'months'),
          monthNames: s.average.months.map((m) => f.longMonth(m.month)).join(', '),
          monthly: money(s.average.monthly),
          daily: money(s.average.daily),
        })
      : fillText(ts.averageFromSalary, { monthly: money(s.average.monthly), daily: money(s.average.daily) }),
  );
  field(t.fields.payDate, longDate(s.payDate));
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
        .text(lineLabel(l.code, language), left, y, { width: width - AMOUNT - 10 });
      const after = pdf.y;
      pdf.text(money(l.amount), left + width - AMOUNT, y, {
        width: AMOUNT,
        align: 'right',
        lineBreak: false,
      });
      pdf.x = left;
      pdf.y = Math.max(after, pdf.y);
      pdf
        .font(PDF_FONT.regular)
        .fontSize(9)
        .fillColor('#333333')
        .text(`${settlementArithmetic(l, s, language)} (${l.legalRef})`, left + 10, pdf.y, {
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
    pdf.text(money(amount), left + width - AMOUNT, y, { width: AMOUNT, align: 'right', lineBreak: false });
    pdf.x = left;
    pdf.moveDown(0.4);
  };
  section(ts.rights, 'earning');
  total(ts.grossTotal, s.totals.gross);
  section(ts.deductions, 'deduction');
  if (s.totals.deductions > 0) total(ts.deductionsTotal, s.totals.deductions);
  total(ts.net, s.totals.net, 13);
  payItemsApplied(pdf, s, language, { left, width });

  pdf.moveDown(0.4);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(9)
    .text(
      s.salaryPayroll
        ? fillText(ts.salaryInPayroll, {
            exit: longDate(s.exitDate),
            start: longDate(s.salaryPayroll.periodStart),
            end: longDate(s.salaryPayroll.periodEnd),
          })
        : fillText(ts.salaryInPeriodPayroll, { exit: longDate(s.exitDate) }),
      left,
      pdf.y,
      { width },
    );
  pdf.moveDown(0.3);
  pdf.text(
    fillText(ts.pendingVacation, {
      days: f.quantity(s.vacation.pendingDays, 'workDays'),
      week: f.quantity(s.vacation.workDaysPerWeek, 'days'),
      daily: money(s.vacation.dailyRate),
      source:
        s.vacation.source === 'payslips'
          ? fillText(ts.vacationFromPayslips, { months: f.quantity(s.vacation.months, 'months') })
          : ts.vacationFromSalary,
    }),
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
    [left, ts.signEmployer, company.name],
    [left + half + 40, ts.signWorker, fillText(ts.workerName, { name: s.fullName, id: s.nationalId })],
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
    .text(final ? ts.footer : ts.footerDraft, left, pdf.y, { width });
  pdf.end();
  return pdf;
};

export const settlementPdfBuffer = (input: SettlementPdfInput): Promise<Buffer> =>
  pdfBuffer(renderSettlementPdf(input));
