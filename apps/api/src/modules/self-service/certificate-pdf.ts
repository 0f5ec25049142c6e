import {
  DOCUMENT_TEXTS,
  certificateSentences,
  fillText,
  type MessageLanguage,
  type SalaryCertificateStatement,
} from '@planilla/contracts';
import type * as QrCodeModule from 'qrcode';
import { onFirstUse } from '../../lib/on-first-use';
import { NO_LIGATURES, drawHeading, fieldWriter, openPdf, pdfBuffer } from '../../lib/pdf-document';
import { PDF_FONT } from '../../lib/pdf-fonts';

/** The QR encoder loads with the first certificate, not at the server's start (like pdfkit). */
const qrcode = onFirstUse<typeof QrCodeModule>('qrcode');

/**
 * The salary certificate (constancia salarial) as a PDF on the company's letterhead (the vouchers' heading):
 * what the stored statement says (`certificateSentences`, the same wording the verification page shows), then
 * the verification code and its QR, drawn as vector squares (no image), which holds the verification URL.
 */
export type CertificatePdfInput = {
  statement: SalaryCertificateStatement;
  /** The verification code and the URL of its public page (what the QR holds). */
  code: string;
  url: string;
  /** The issue time, written as the file's creation date. */
  issuedAt: Date;
  language: MessageLanguage;
  /** Tests read the text back uncompressed. */
  compress?: boolean;
};

/** Draws a QR code of `text` as filled squares, `size` points wide, with its top-left corner at x, y. */
export const drawQrCode = (pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) => {
  const qr = qrcode().create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  // The quiet zone (4 modules each side) is part of the size, so a scanner finds the code on any background.
  const cell = size / (n + 8);
  pdf.save();
  pdf.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) pdf.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  pdf.fill('#000000');
  pdf.restore();
};

export const certificateFileName = (issueDate: string, employeeNumber: number) =>
  `constancia-salarial-${issueDate}-${String(employeeNumber).padStart(5, '0')}.pdf`;

export const renderCertificatePdf = (input: CertificatePdfInput): PDFKit.PDFDocument => {
  const { statement: s, language } = input;
  const t = DOCUMENT_TEXTS[language].certificate;
  const say = certificateSentences(s, language);
  const pdf = openPdf({
    language,
    title: fillText(t.infoTitle, { name: s.employee.fullName, date: s.issueDate }),
    subject: t.title,
    author: s.company.name,
    created: input.issuedAt,
    margin: 60,
    compress: input.compress,
  });
  const left = 60;
  const width = pdf.page.width - 120;
  drawHeading(pdf, {
    language,
    company: s.company,
    title: t.title,
    top: 60,
    left,
    width,
    gaps: [1.2, 1],
    options: NO_LIGATURES,
  });
  const field = fieldWriter(pdf, 11, NO_LIGATURES);
  const o = { width, ...NO_LIGATURES };

  pdf.font(PDF_FONT.regular).fontSize(11).text(say.intro, o);
  pdf.moveDown(0.6);
  pdf.text(say.body, o);
  pdf.moveDown(0.6);
  for (const f of say.fields) field(f.label, f.value);
  pdf.moveDown(0.8);
  pdf.font(PDF_FONT.bold).fontSize(11).text(say.averagesTitle, o);
  pdf.moveDown(0.2);
  for (const a of say.averages) field(a.label, a.value);
  pdf.moveDown(0.8);
  pdf.font(PDF_FONT.bold).fontSize(11).text(say.deductionsTitle, o);
  pdf.moveDown(0.2);
  for (const d of say.deductions) pdf.font(PDF_FONT.regular).fontSize(11).text(`• ${d}`, o);
  pdf.moveDown(1);
  pdf.font(PDF_FONT.regular).fontSize(11).text(say.closing, o);

  // The verification block: the QR at the left, the code and how to check it at its right.
  const qrSize = 110;
  const top = Math.max(pdf.y + 24, pdf.page.height - 60 - qrSize - 40);
  drawQrCode(pdf, input.url, left, top, qrSize);
  const textLeft = left + qrSize + 16;
  const textWidth = width - qrSize - 16;
  pdf
    .font(PDF_FONT.bold)
    .fontSize(11)
    .text(t.verifyTitle, textLeft, top + 8, { width: textWidth, ...NO_LIGATURES });
  pdf.moveDown(0.3);
  pdf
    .font(PDF_FONT.regular)
    .fontSize(9)
    .text(fillText(t.verifyText, { url: input.url }), { width: textWidth, ...NO_LIGATURES });
  pdf.moveDown(0.3);
  pdf
    .font(PDF_FONT.bold)
    .fontSize(11)
    .text(`${t.code}:`, { width: textWidth, ...NO_LIGATURES });
  // The code on a line of its own that never breaks: a base64url code may hold '-', where a wrapped line would
  // cut it in two (what the reader types back in must read as one word).
  pdf
    .font(PDF_FONT.regular)
    .fontSize(11)
    .text(input.code, { width: textWidth, lineBreak: false, ...NO_LIGATURES });
  pdf
    .font(PDF_FONT.regular)
    .fontSize(8)
    .fillColor('#555555')
    .text(t.footer, left, pdf.page.height - 60 - 12, { width, lineBreak: false, ...NO_LIGATURES });
  pdf.fillColor('#000000');
  pdf.end();
  return pdf;
};

export const certificatePdfBuffer = (input: CertificatePdfInput): Promise<Buffer> =>
  pdfBuffer(renderCertificatePdf(input));
