import type PDFDocument from 'pdfkit';
import { onFirstUse } from './on-first-use';

/**
 * pdfkit reads and parses a standard font's metrics file (AFM) for every document and font: about 40 % of the
 * time of a one-page voucher. Here the parse of each file is kept once per process and shared by the documents
 * (its tables are only read afterwards). pdfkit does not export the class, so it is reached through a document's
 * default font; if its shape ever changes, nothing is patched and pdfkit parses as before.
 */
type AfmTables = {
  attributes: Record<string, unknown>;
  glyphWidths: Record<string, number>;
  kernPairs: Record<string, number>;
};
type PDFDocumentClass = typeof PDFDocument;
type AfmPrototype = { parse?: (this: AfmTables, contents: string) => void; __planillaMemo?: true };

const memoizeStandardFontMetrics = (PDFDocument: PDFDocumentClass) => {
  const probe = new PDFDocument({ autoFirstPage: false }) as unknown as { _font?: { font?: object } };
  const proto = probe._font?.font ? (Object.getPrototypeOf(probe._font.font) as AfmPrototype) : null;
  const parse = proto?.parse;
  if (!proto || typeof parse !== 'function' || proto.__planillaMemo) return;
  const parsed = new Map<string, AfmTables>();
  proto.parse = function (this: AfmTables, contents: string) {
    const known = parsed.get(contents);
    if (known) {
      this.attributes = known.attributes;
      this.glyphWidths = known.glyphWidths;
      this.kernPairs = known.kernPairs;
      return;
    }
    parse.call(this, contents);
    parsed.set(contents, {
      attributes: this.attributes,
      glyphWidths: this.glyphWidths,
      kernPairs: this.kernPairs,
    });
  };
  proto.__planillaMemo = true;
};

/**
 * pdfkit's document class, required on the first document rather than at the server's start (pdfkit and fontkit
 * are a tenth of the start, and most starts never write a PDF), with the standard fonts' metrics memoised.
 */
export const pdfDocumentClass = onFirstUse<PDFDocumentClass>('pdfkit', memoizeStandardFontMetrics);
