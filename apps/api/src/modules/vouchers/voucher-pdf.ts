import {
  DOCUMENT_TEXTS,
  fillText,
  garnishmentText,
  lineLabel,
  maskAccount,
  payrollName,
  type MessageLanguage,
  type QuantityUnit,
} from '@planilla/contracts';
import { serverFormat, type ServerFormat } from '../../lib/format';
import { drawDraftMark, drawHeading, fieldWriter, openPdf, pdfBuffer } from '../../lib/pdf-document';
import { PDF_FONT } from '../../lib/pdf-fonts';
import type { VoucherDocument, VoucherLine } from './voucher-documents.repository';
import type { PayrollRow } from './vouchers.repository';

/**
 * The payment voucher (comprobante de pago) as a PDF from the stored payslip, in the language asked for (Spanish
 * when it is e-mailed). Its fixed texts come from `DOCUMENT_TEXTS`, line labels from the payslip catalogue
 * (`PAYSLIP_TEXTS`), amounts, quantities and dates from the server's
 * format module (the web's output), the payroll's name from `payrollName`.
 *
 * Deterministic: the creation date is the payroll's closing time (a draft: its calculation time), pdfkit derives
 * the file ID from the document info, and nothing random is written, so the same payslip always gives the same
 * bytes. With a password the PDF is encrypted with RC4-128 (PDF 1.4): its key comes from the password and the
 * file ID, so it stays deterministic too (AES would draw a random IV per object).
 *
 * It embeds DejaVu Sans (`lib/pdf-fonts.ts`): the built-in Helvetica has no colón sign (₡).
 */

export type VoucherPdfInput = {
  doc: VoucherDocument;
  payroll: {
    kind?: string;
    periodStart: string;
    periodEnd: string;
    payDate: string;
    periodicity: string;
    sequence?: number;
  };
  /** The payroll's closing time (or calculation time for a draft). */
  createdAt: Date;
  draft: boolean;
  /** The employee's cédula, when the company protects its vouchers. */
  password?: string | null;
  /** The reader's language; Spanish by default (an e-mailed voucher). */
  language?: MessageLanguage;
  /** Tests read the text back uncompressed. */
  compress?: boolean;
};

const es = serverFormat('es');

/** Céntimos as es-CR colones: ₡1 234 567,89 (a negative amount as -₡…). */
export const formatVoucherMoney = (cents: number) => es.money(cents);
/** `30 de noviembre de 2026` (the e-mail that carries a voucher is in Spanish). */
export const formatVoucherDate = (iso: string) => es.longDate(iso);

/** The account masked but for its last 4 characters (`maskAccount`), or the voucher's "no account". */
const accountOnVoucher = (account: string | null, language: MessageLanguage) =>
  account ? maskAccount(account) : DOCUMENT_TEXTS[language].voucher.noAccount;

const quantityOf = (f: ServerFormat, l: VoucherLine) =>
  l.quantity === null ? '' : f.quantity(l.quantity, (l.unit as QuantityUnit | null) ?? null);
/** A line's name, its day and the reason typed for it (a pay deduction's): `Rebajo (20/11/2026): Adelanto`. */
const conceptOf = (f: ServerFormat, l: VoucherLine) => {
  const day = l.date ? ` (${f.date(l.date)})` : '';
  return `${lineLabel(l.code, f.lang)}${day}${l.note ? `: ${l.note}` : ''}`;
};

export const voucherFileName = (payDate: string, employeeNumber: number) =>
  `comprobante-${payDate}-${String(employeeNumber).padStart(5, '0')}.pdf`;

const passwordOf = (protect: boolean, doc: VoucherDocument) =>
  protect ? doc.nationalId.replace(/[^0-9A-Za-z]/g, '') : null;

/** What the voucher PDF needs; `language` is the reader's (a download), Spanish by default (an e-mail). */
export const pdfInputOf = (
  payroll: PayrollRow,
  doc: VoucherDocument,
  protect: boolean,
  language: MessageLanguage = 'es',
): VoucherPdfInput & { payroll: PayrollRow } => ({
  doc,
  language,
  payroll,
  createdAt: payroll.documentDate ?? new Date(`${payroll.payDate}T12:00:00Z`),
  draft: payroll.status !== 'paid',
  password: passwordOf(protect, doc),
});

/** Renders the voucher; the returned document is a readable stream of the PDF (already ended). */
export const renderVoucherPdf = (input: VoucherPdfInput): PDFKit.PDFDocument => {
  const { doc: v, payroll, draft } = input;
  const language = input.language ?? 'es';
  const t = DOCUMENT_TEXTS[language];
  const f = serverFormat(language);
  const pdf = openPdf({
    language,
    title: fillText(t.voucher.infoTitle, { name: v.fullName, date: payroll.payDate }),
    subject: t.voucher.title,
    author: v.company.name,
    created: input.createdAt,
    margin: 50,
    compress: input.compress,
    password: input.password,
  });
  const left = 50;
  const width = pdf.page.width - 100;
  if (draft) drawDraftMark(pdf, language);
  const title = draft ? t.voucher.titleDraft : t.voucher.title;
  drawHeading(pdf, { language, company: v.company, title, top: 50, left, width, gaps: [0.8, 0.5] });
  const field = fieldWriter(pdf, 10);

  field(t.fields.employee, v.fullName);
  field(t.fields.nationalId, v.nationalId);
  field(t.fields.employeeNumber, String(v.employeeNumber));
  field(t.fields.department, v.department ?? '—');
  field(t.fields.occupation, v.occupation ?? '—');
  field(t.fields.payroll, payrollName(payroll, language));
  field(
    t.fields.period,
    fillText(t.period, { start: f.longDate(payroll.periodStart), end: f.longDate(payroll.periodEnd) }),
  );
  field(t.fields.payDate, f.longDate(payroll.payDate));
  field(t.fields.account, accountOnVoucher(v.iban, language));
  pdf.moveDown(0.8);

  const cols = { concept: left, quantity: left + 250, rate: left + 330, amount: left + 400 };
  const amountWidth = width - 400;
  const row = (concept: string, quantity: string, rate: string, amount: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(10);
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
    pdf.font(PDF_FONT.bold).fontSize(11).text(title, left, pdf.y);
    pdf.moveDown(0.2);
    row(
      t.voucher.columns.concept,
      t.voucher.columns.quantity,
      t.voucher.columns.rate,
      t.voucher.columns.amount,
      true,
    );
    rule();
    for (const l of v.lines.filter((x) => x.kind === kind)) {
      row(conceptOf(f, l), quantityOf(f, l), f.rate(l.rate), f.money(l.amount));
      // An embargo: how art. 172 computed it, under its line (its case number is in the concept).
      if (l.garnishment) {
        pdf.font(PDF_FONT.regular).fontSize(8).fillColor('#444444');
        pdf.text(garnishmentText(l.garnishment, language), left + 10, pdf.y, { width: width - 10 });
        pdf.fillColor('#000000').fontSize(10);
        pdf.x = left;
        pdf.moveDown(0.2);
      }
    }
    rule();
    row(totalLabel, '', '', f.money(total), true);
    pdf.moveDown(0.8);
  };
  section(t.voucher.earnings, 'earning', t.voucher.earningsTotal, v.gross);
  section(t.voucher.deductions, 'deduction', t.voucher.deductionsTotal, v.deductions);
  pdf.font(PDF_FONT.bold).fontSize(13);
  row(t.voucher.net, '', '', f.money(v.net), true);
  pdf.moveDown(2);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(8)
    .fillColor('#444444')
    .text(draft ? t.voucher.footerDraft : t.voucher.footer, left, pdf.y, { width });
  pdf.end();
  return pdf;
};

/** The whole PDF in memory (one voucher: a mail attachment, a test). */
export const voucherPdfBuffer = (input: VoucherPdfInput): Promise<Buffer> =>
  pdfBuffer(renderVoucherPdf(input));
