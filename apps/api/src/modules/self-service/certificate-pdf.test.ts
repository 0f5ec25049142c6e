import type { SalaryCertificateStatement } from '@planilla/contracts';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { certificatePdfBuffer } from './certificate-pdf';

const STATEMENT: SalaryCertificateStatement = {
  company: { name: 'Café La Montaña S.A.', legalId: '3-101-123456' },
  employee: {
    num_empleado: 7,
    fullName: 'Ana Mora Solís',
    nationalId: '1-1234-0567',
    hireDate: '2025-01-06',
    position: 'Cajera',
  },
  ordinarySalary: 600_000_00,
  averages: [
    { months: 3, from: '2026-09', to: '2026-11', monthsPaid: 3, gross: 600_000_00, net: 535_020_00 },
    { months: 6, from: '2026-06', to: '2026-11', monthsPaid: 3, gross: 600_000_00, net: 535_020_00 },
  ],
  deductions: [
    {
      kind: 'alimony',
      reference: '19-000123-0187-PA',
      valueType: 'amount',
      amount: 50_000_00,
      rate: null,
      lastWithheld: 50_000_00,
    },
    {
      kind: 'embargo',
      reference: '21-4-CI',
      valueType: 'legal_maximum',
      amount: null,
      rate: null,
      lastWithheld: null,
    },
  ],
  issueDate: '2026-12-10',
  language: 'es',
};
const CODE = 'U5at9HayZKwScJUo38_Hhr-QcbG-gxNa';
const URL = `https://planilla.example.cr/verificar/${CODE}`;

const render = async (language: 'es' | 'en', code = CODE) => {
  const pdf = await certificatePdfBuffer({
    statement: { ...STATEMENT, language },
    code,
    url: URL,
    issuedAt: new Date('2026-12-10T15:00:00Z'),
    language,
    compress: false,
  });
  return { pdf, text: pdfText(pdf).replace(/[\u00a0\u202f\s]+/g, ' ') };
};

describe('the salary certificate PDF', () => {
  it('states the letterhead, the employee, the salary, both averages, the deductions, the date and the code', async () => {
    const { pdf, text } = await render('es');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Café La Montaña S.A.',
      'Cédula jurídica: 3-101-123456',
      'Constancia salarial',
      'Ana Mora Solís, cédula 1-1234-0567, labora para la empresa desde el 6 de enero de 2025.',
      'Puesto: Cajera',
      'Salario ordinario mensual: ₡600 000,00',
      'Últimos 3 meses (septiembre de 2026 a noviembre de 2026): bruto ₡600 000,00 · neto ₡535 020,00',
      '3 de 6 meses con pago',
      'Pensión alimentaria (expediente 19-000123-0187-PA): ₡50 000,00 por planilla, último rebajo ₡50 000,00',
      'Embargo (expediente 21-4-CI): el máximo legal',
      '10 de diciembre de 2026',
      `Código de verificación: ${CODE}`,
      'https://planilla.example.cr/verificar/',
    ])
      expect(text).toContain(expected);
  });

  it('is written in English when asked', async () => {
    const { text } = await render('en');
    expect(text).toContain('Salary certificate');
    expect(text).toContain(
      'Ana Mora Solís, ID 1-1234-0567, has worked for the company since 6 January 2025.',
    );
    expect(text).toContain(`Verification code: ${CODE}`);
  });

  it('prints any code whole on one line: the widest letters and hyphens, where a wrapped line would cut it', async () => {
    for (const code of [
      'WMWM-WMWM-WMWM-WMWM-WMWM-WMWM-WM',
      '-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_',
      'a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-pq',
    ]) {
      const { text } = await render('es', code);
      expect(text).toContain(`Código de verificación: ${code}`);
    }
  });

  it('draws the QR of the verification URL as one filled square per dark module (no image)', async () => {
    const { pdf } = await render('es');
    const raw = pdf.toString('latin1');
    expect(raw).not.toMatch(/\/Subtype\s*\/Image/);
    const qr = QRCode.create(URL, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let r = 0; r < qr.modules.size; r++)
      for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) dark++;
    // The white quiet-zone square plus one `re` per dark module.
    expect((raw.match(/ re\b/g) ?? []).length).toBe(dark + 1);
  });
});
