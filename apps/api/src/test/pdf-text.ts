import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF shows, read back from its content streams: each stream inflated when compressed, each
 * `TJ` array's hex strings joined (pdfkit writes standard-font text as WinAnsi hex), one line per `TJ`.
 */
export const pdfText = (pdf: Buffer): string => {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString('latin1');
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
};
