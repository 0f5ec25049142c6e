import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

/** Every indirect object of a (non-encrypted) pdfkit PDF: its dictionary text and its stream, inflated. */
const objectsOf = (pdf: Buffer): Map<string, PdfObject> => {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const end = raw.indexOf('endobj', m.index);
    const text = raw.slice(m.index + m[0].length, end);
    const s = /stream\r?\n/.exec(text);
    let stream: Buffer | null = null;
    let dict = text;
    if (s) {
      dict = text.slice(0, s.index);
      const start = m.index + m[0].length + s.index + s[0].length;
      const stop = raw.indexOf('endstream', start);
      stream = pdf.subarray(start, stop);
      if (/\/FlateDecode/.test(dict)) {
        try {
          stream = inflateSync(stream);
        } catch {
          stream = null;
        }
      }
    }
    objects.set(m[1]!, { dict, stream });
  }
  return objects;
};

/** A ToUnicode CMap as glyph code (hex) → text. pdfkit writes `bfrange`s with arrays and `bfchar`s. */
const cmapOf = (text: string): Map<string, string> => {
  const map = new Map<string, string>();
  const unicode = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const r of text.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = parseInt(r[1]!, 16);
    [...r[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].forEach((u, i) =>
      map.set((start + i).toString(16).padStart(4, '0'), unicode(u[1]!)),
    );
  }
  for (const block of text.matchAll(/beginbfchar([^]*?)endbfchar/g))
    for (const c of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(c[1]!.toLowerCase().padStart(4, '0'), unicode(c[2]!));
  return map;
};

/**
 * The text a pdfkit PDF shows, read back from its content streams, one line per `TJ`: standard fonts write
 * WinAnsi hex; embedded fonts (the product's DejaVu Sans) write glyph codes, read back through the font's
 * ToUnicode map. `pdfPageCount` counts its pages.
 */
export const pdfText = (pdf: Buffer): string => {
  const objects = objectsOf(pdf);
  // Font resource name (F1) → its glyph map, or null for a standard font.
  const fonts = new Map<string, Map<string, string> | null>();
  for (const { dict } of objects.values())
    for (const block of dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const f of block[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const font = objects.get(f[2]!);
        const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict);
        const cmap = toUnicode ? objects.get(toUnicode[1]!)?.stream : null;
        fonts.set(f[1]!, cmap ? cmapOf(cmap.toString('latin1')) : null);
      }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Type|Subtype)\s*\/(XObject|FontFile|Metadata)|\/Length1|CMapName/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (!/TJ|Tf/.test(content)) continue;
    let cmap: Map<string, string> | null = null;
    for (const op of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        cmap = fonts.get(op[1]) ?? null;
        continue;
      }
      const text = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) =>
          cmap
            ? (h[1]!.match(/.{4}/g) ?? []).map((g) => cmap!.get(g.toLowerCase()) ?? '').join('')
            : Buffer.from(h[1]!, 'hex').toString('latin1'),
        )
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
};

/** The number of pages of a PDF. */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
