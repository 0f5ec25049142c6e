import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// pdfkit still opens each document with Helvetica (its default): its metrics are parsed once per process.
import './pdf-font-metrics';

/**
 * The fonts every PDF of the product embeds: DejaVu Sans (npm `dejavu-fonts-ttf`), which has the colón sign
 * (₡), Spanish accents and the no-break spaces Intl writes between thousands. pdfkit's built-in Helvetica
 * (WinAnsi) has no ₡. Each file is read once per process; pdfkit embeds only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loaded = () => (fonts ??= { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') });

/** The names a PDF writer selects with `pdf.font(...)` after `registerPdfFonts`. */
export const PDF_FONT = { regular: 'Sans', bold: 'Sans-Bold' } as const;

/** Registers the fonts in a document and selects the regular one. */
export const registerPdfFonts = (pdf: PDFKit.PDFDocument): void => {
  const { regular, bold } = loaded();
  pdf.registerFont(PDF_FONT.regular, regular);
  pdf.registerFont(PDF_FONT.bold, bold);
  pdf.font(PDF_FONT.regular);
};
