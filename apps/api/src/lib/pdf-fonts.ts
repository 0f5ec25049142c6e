import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts every PDF of the product embeds: DejaVu Sans (npm `dejavu-fonts-ttf`), which has the colón sign
 * (₡), Spanish accents and the no-break spaces Intl writes between thousands. pdfkit's built-in Helvetica
 * (WinAnsi) has no ₡. Each file is read once per process; pdfkit embeds only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

/**
 * pdfkit has fontkit parse an embedded font file for every document, and then decode its tables again: for
 * DejaVu Sans most of the time of a one-page voucher. Here each file's parsed font is kept once per process and
 * given to every document (each still makes its own subset of the glyphs it uses; the font's tables are only
 * read). fontkit's `create` cannot be replaced (a getter), but it asks each registered format in turn: the
 * parsed TrueType format declines a file already parsed, and a last format answers the parsed font for it.
 * fontkit is reached exactly as pdfkit requires it; if its shape ever changes, nothing is patched.
 */
type FontFormat = { probe: (buffer: Uint8Array) => boolean };
type Fontkit = {
  create: (buffer: Uint8Array) => object;
  registerFormat: (format: unknown) => void;
};
const parsedFonts = new WeakMap<Uint8Array, object>();
/** Set up with the first document's fonts (fontkit loads with pdfkit, on first use); `null` when fontkit's shape changed. */
const fontSharer = (): ((buffers: Uint8Array[]) => void) | null => {
  try {
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;
    let patched = false;
    return (buffers) => {
      for (const buffer of buffers) {
        if (parsedFonts.has(buffer)) continue;
        const font = fontkit.create(buffer);
        const format = Object.getPrototypeOf(font)?.constructor as FontFormat | undefined;
        if (!patched && format && typeof format.probe === 'function') {
          const probe = format.probe.bind(format);
          format.probe = (b) => !parsedFonts.has(b) && probe(b);
          // A constructor that returns an object makes `new` answer that object: the parsed font.
          class ParsedFont {
            static probe(b: Uint8Array) {
              return parsedFonts.has(b);
            }
            constructor(stream: { buffer: Uint8Array }) {
              return parsedFonts.get(stream.buffer)!;
            }
          }
          fontkit.registerFormat(ParsedFont);
          patched = true;
        }
        if (patched) parsedFonts.set(buffer, font);
      }
    };
  } catch {
    return null;
  }
};

let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loaded = () => {
  if (fonts) return fonts;
  fonts = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  fontSharer()?.([fonts.regular, fonts.bold]);
  return fonts;
};

/** The names a PDF writer selects with `pdf.font(...)` after `registerPdfFonts`. */
export const PDF_FONT = { regular: 'Sans', bold: 'Sans-Bold' } as const;

/** Registers the fonts in a document and selects the regular one. */
export const registerPdfFonts = (pdf: PDFKit.PDFDocument): void => {
  const { regular, bold } = loaded();
  pdf.registerFont(PDF_FONT.regular, regular);
  pdf.registerFont(PDF_FONT.bold, bold);
  pdf.font(PDF_FONT.regular);
};
