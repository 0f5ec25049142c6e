import { FORMAT_CASES, MESSAGE_LANGUAGES, plainSpaces, type FormatCase, type MessageLanguage } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { serverFormat } from './format';

/** The server writes what the web shows: both check against the contracts' one table. */
const written = (c: FormatCase, lang: MessageLanguage): string => {
  const f = serverFormat(lang);
  switch (c.kind) {
    case 'centimos':
      return f.money(c.value);
    case 'date':
      return f.date(c.value);
    case 'longDate':
      return f.longDate(c.value);
    case 'quantity':
      return f.quantity(c.value, c.unit);
    case 'rate':
      return f.rate(c.value);
  }
};

describe('server format: the same strings as the web', () => {
  it.each(FORMAT_CASES.flatMap((c) => MESSAGE_LANGUAGES.map((lang) => ({ c, lang, name: `${c.name} (${lang})` }))))(
    '$name',
    ({ c, lang }) => {
      expect(plainSpaces(written(c, lang))).toBe(c.expected[lang]);
    },
  );

  it('writes a timestamp in Costa Rica time', () => {
    expect(serverFormat('es').dateTime('2026-11-22T14:05:00Z')).toBe('22/11/2026 08:05');
  });
});
