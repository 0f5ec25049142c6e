import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The domain's README cites the laws and decrees themselves, and every file it points at exists. */
const DOMAIN = join(__dirname, '../../../../packages/domain');
const README = readFileSync(join(DOMAIN, 'README.md'), 'utf8');
const RULES_DIR = join(DOMAIN, 'src/rules/cr');
const RULES = readdirSync(RULES_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => readFileSync(join(RULES_DIR, f), 'utf8'))
  .join('\n');

describe('packages/domain/README.md', () => {
  it('names every law and decree the shipped rules come from', () => {
    const texts = new Set(
      [...RULES.matchAll(/Decreto (\d{4,5}-[A-Z]+)|Ley (\d{1,5})\b/g)].map((m) => m[1] ?? `Ley ${m[2]}`),
    );
    expect(texts.size).toBeGreaterThan(5);
    for (const text of texts) expect(README, text).toContain(text);
  });

  it('points at no file that is not in the repository', () => {
    const cited = [...README.matchAll(/`((?:src|bench|docs)\/[^`*]+?\.(?:ts|md|json))`/g)]
      .map((m) => m[1]!)
      .filter((f) => !f.includes('2027') && !f.includes('[')); // the example of "Adding a year" and globs
    for (const file of cited)
      expect(existsSync(join(DOMAIN, file)) || existsSync(join(DOMAIN, '../..', file)), file).toBe(true);
    expect(`${README}\n${RULES}`).not.toMatch(/cr-payroll-reference/);
  });
});
