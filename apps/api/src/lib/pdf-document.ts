import { DOCUMENT_LOCALE, DOCUMENT_TEXTS, fillText, type MessageLanguage } from '@planilla/contracts';
import { pdfDocumentClass } from './pdf-font-metrics';
import { PDF_FONT, registerPdfFonts } from './pdf-fonts';

/**
 * The house style every document of the product shares (the payment voucher, the settlement): a letter page in
 * DejaVu Sans, the document information, the BORRADOR watermark of a preview, the company heading and the
 * `Label: value` fields. Each document draws its own body.
 */
export type PdfOptions = {
  language: MessageLanguage;
  /** The document information a viewer shows. */
  title: string;
  subject: string;
  author: string;
  /** The creation date written in the file: a document's own date, so the same input gives the same bytes. */
  created: Date;
  margin: number;
  compress?: boolean;
  /** Encrypts the file (RC4-128, PDF 1.4): its key comes from the password and the file ID, so still deterministic. */
  password?: string | null;
};

/** A new document with its first page and the fonts registered. */
export const openPdf = (o: PdfOptions): PDFKit.PDFDocument => {
  // pdfkit loads with the first document, not at the server's start.
  const PDFDocument = pdfDocumentClass();
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: o.margin,
    compress: o.compress ?? true,
    pdfVersion: '1.4',
    lang: DOCUMENT_LOCALE[o.language],
    info: {
      Title: o.title,
      Author: o.author,
      Subject: o.subject,
      Creator: 'Planilla CR',
      Producer: 'Planilla CR',
      CreationDate: o.created,
      ModDate: o.created,
    },
    autoFirstPage: false,
    ...(o.password
      ? {
          userPassword: o.password,
          ownerPassword: o.password,
          permissions: { printing: 'highResolution' as const, copying: true },
        }
      : {}),
  });
  registerPdfFonts(pdf);
  pdf.addPage();
  return pdf;
};

/** The faint diagonal BORRADOR (DRAFT) of a preview, under everything else on the page. */
export const drawDraftMark = (pdf: PDFKit.PDFDocument, language: MessageLanguage): void => {
  pdf.save();
  pdf.rotate(-35, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
  pdf
    .font(PDF_FONT.bold)
    .fontSize(90)
    .fillColor('#d32f2f', 0.15)
    .text(DOCUMENT_TEXTS[language].draftMark, 0, pdf.page.height / 2 - 60, {
      width: pdf.page.width,
      align: 'center',
      lineBreak: false,
    });
  pdf.restore();
  pdf.fillColor('#000000', 1);
};

/** The company's name and legal ID, then the document's title. */
export const drawHeading = (
  pdf: PDFKit.PDFDocument,
  h: {
    language: MessageLanguage;
    company: { name: string; legalId: string };
    title: string;
    top: number;
    left: number;
    width: number;
    /** Room after the legal ID and after the title, in lines. */
    gaps: [number, number];
    /** Text options of every line (`NO_LIGATURES`). */
    options?: PDFKit.Mixins.TextOptions;
  },
): void => {
  pdf
    .font(PDF_FONT.bold)
    .fontSize(16)
    .fillColor('#000000')
    .text(h.company.name, h.left, h.top, { width: h.width, ...h.options });
  pdf
    .font(PDF_FONT.regular)
    .fontSize(10)
    .text(fillText(DOCUMENT_TEXTS[h.language].companyLegalId, { id: h.company.legalId }), h.options);
  pdf.moveDown(h.gaps[0]);
  pdf.font(PDF_FONT.bold).fontSize(14).text(h.title, h.options);
  pdf.moveDown(h.gaps[1]);
};

/** Writes `Label: value` lines in the given size. */
export const fieldWriter =
  (pdf: PDFKit.PDFDocument, size: number, options?: PDFKit.Mixins.TextOptions) =>
  (label: string, value: string): void => {
    pdf
      .font(PDF_FONT.bold)
      .fontSize(size)
      .text(`${label}: `, { ...options, continued: true });
    pdf.font(PDF_FONT.regular).text(value, options);
  };

/**
 * Text options that keep every letter its own glyph: DejaVu's `fi`/`fl` ligatures would make a copied or
 * extracted URL or code read wrong (a document whose text must be typed back in, like a verification code).
 */
export const NO_LIGATURES = {
  features: { liga: false, clig: false },
} as unknown as PDFKit.Mixins.TextOptions;

/** The whole PDF in memory (a mail attachment, a test). */
export const pdfBuffer = (pdf: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
