import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, scrubText, unstorableTextPaths, withStorableText } from './text-rule';
import { V } from './validation';

describe('the text rule of every contract', () => {
  it('allows ordinary text, accents, emoji (a whole surrogate pair), tab and line breaks', () => {
    for (const s of ['Peña Muñoz', 'José 😀', 'línea 1\r\nlínea 2\tcolumna', '', '₡425 000,50'])
      expect(isStorableText(s), s).toBe(true);
  });

  it('refuses NUL, other control characters, DEL, C1 controls and lone surrogates', () => {
    for (const s of [
      'a\u0000b',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b[0m',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      'x\udc00',
      '\ude00\ud83d',
    ])
      expect(isStorableText(s), JSON.stringify(s)).toBe(false);
    expect(scrubText('a\u0000b\ud800c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('finds every offending string and object key, however deep', () => {
    expect(
      unstorableTextPaths({ ok: 'bien', name: 'a\u0000', list: ['x', { deep: '\ud800' }], ['k\u0000']: 1 }),
    ).toEqual([['name'], ['list', 1, 'deep'], ['k\uFFFD']]);
  });

  it('refuses before the schema runs, one issue per field, with the message key', () => {
    const schema = withStorableText(z.object({ name: z.string().min(3), code: z.string() }));
    const res = schema.safeParse({ name: 'a\u0000', code: '\u0007' });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', V.unstorableText],
      ['code', V.unstorableText],
    ]);
    expect(schema.parse({ name: 'Ana', code: 'A1' })).toEqual({ name: 'Ana', code: 'A1' });
  });
});
