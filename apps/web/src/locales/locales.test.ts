import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  MENU_SECTIONS,
  PAY_ITEM_TEXTS,
  PAGES,
  ROLES,
  PASSWORD_MIN_LENGTH,
  V,
  VALIDATION_MESSAGES,
  type MessageLanguage,
  type ValidationName,
} from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '../lib/api-client';
import { i18n, loadNamespaces } from '../lib/i18n';
import { payItemsResource, payslipResource } from '../lib/payslip-texts';
import { LANGUAGE_TAGS, LANGUAGES, SKINS } from '../lib/settings';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = __dirname;
const SRC_DIR = join(__dirname, '..');
const TAGS = Object.values(LANGUAGE_TAGS);

const load = (tag: string): Record<string, Tree> =>
  Object.fromEntries(
    readdirSync(join(LOCALES_DIR, tag))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(LOCALES_DIR, tag, file), 'utf8')) as Tree,
      ]),
  );

const locales = Object.fromEntries(TAGS.map((tag) => [tag, load(tag)])) as Record<
  string,
  Record<string, Tree>
>;

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

const flat = Object.fromEntries(
  TAGS.map((tag) => [
    tag,
    Object.entries(locales[tag] ?? {}).reduce<Record<string, string>>(
      (all, [ns, tree]) => ({ ...all, ...flatten(tree, ns) }),
      {},
    ),
  ]),
) as Record<string, Record<string, string>>;

/** The contracts' error catalogue in the language of a locale tag: the web shows the API's error codes with it. */
const catalogueOf = (tag: string): Record<string, string> =>
  ERROR_MESSAGES[(tag === 'en' ? 'en' : 'es') as MessageLanguage];

/** `ns.path.to.key` → the value, a subtree, or undefined (`errors.<CODE>` of the API from the catalogue). */
const lookup = (tag: string, key: string): string | Tree | undefined => {
  const [ns, ...path] = key.split('.');
  let node: string | Tree | undefined =
    ns === 'errors'
      ? { ...catalogueOf(tag), ...locales[tag]?.errors }
      : ns === 'payslip'
        ? payslipResource(tag === 'en' ? 'en' : 'es')
        : ns === 'payItems'
          ? { ...payItemsResource(tag === 'en' ? 'en' : 'es'), ...locales[tag]?.payItems }
          : locales[tag]?.[ns ?? ''];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return node;
};

const variables = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });

describe('locale files', () => {
  const [first, ...others] = TAGS;

  it('exist for every area in both languages', () => {
    for (const tag of others)
      expect(Object.keys(locales[tag] ?? {}).sort(), tag).toEqual(
        Object.keys(locales[first ?? ''] ?? {}).sort(),
      );
    expect(Object.keys(locales['es-CR'] ?? {})).toEqual(
      expect.arrayContaining(['common', 'auth', 'layout', 'users', 'errors', 'menu', 'dashboard']),
    );
  });

  it.each(TAGS)('%s has every key of the other language', (tag) => {
    const mine = Object.keys(flat[tag] ?? {});
    for (const other of TAGS.filter((t) => t !== tag)) {
      const missing = Object.keys(flat[other] ?? {}).filter((key) => !mine.includes(key));
      expect(missing, `keys of ${other} missing in ${tag}`).toEqual([]);
    }
  });

  it.each(TAGS)('%s has no empty text', (tag) => {
    const empty = Object.entries(flat[tag] ?? {}).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same {{variables}} in both languages', () => {
    for (const [key, value] of Object.entries(flat['es-CR'] ?? {})) {
      expect(variables(flat.en?.[key] ?? ''), key).toEqual(variables(value));
    }
  });
});

describe('locale keys required by the contracts', () => {
  it.each(TAGS)('%s translates every API error code, and the client codes', (tag) => {
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES, 'UNKNOWN']) {
      expect(typeof lookup(tag, `errors.${code}`), `errors.${code}`).toBe('string');
    }
  });

  it('leaves the API error codes to the catalogue: the locale files have only the client codes', () => {
    for (const tag of TAGS) {
      expect(Object.keys(locales[tag]?.errors ?? {}).sort(), tag).toEqual(
        [...CLIENT_ERROR_CODES, 'UNKNOWN'].sort(),
      );
    }
  });

  it.each(LANGUAGES)(
    'shows in %s exactly the text the API answers for every error code',
    async (language) => {
      await loadNamespaces(['errors'], language);
      const t = i18n.getFixedT(language);
      const catalogue = ERROR_MESSAGES[language === 'en' ? 'en' : 'es'];
      // Figures are filled the way the server fills `{name}`: the same text with the same values.
      for (const code of ERROR_CODES) {
        const names = [...catalogue[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const params = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const filled = catalogue[code].replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
        expect(t(`errors.${code}`, { ...params, interpolation: { escapeValue: false } }), code).toBe(filled);
      }
      for (const code of [...CLIENT_ERROR_CODES, 'UNKNOWN'])
        expect(t(`errors.${code}`), code).toBe(locales[LANGUAGE_TAGS[language]]?.errors?.[code]);
    },
  );

  it.each(LANGUAGES)(
    'shows in %s exactly the text the API answers for every validation key V',
    async (language) => {
      await loadNamespaces(['validation'], language);
      const t = i18n.getFixedT(language);
      const catalogue = VALIDATION_MESSAGES[language === 'en' ? 'en' : 'es'];
      for (const [name, key] of Object.entries(V)) {
        const expected = catalogue[name as ValidationName].replace('{min}', String(PASSWORD_MIN_LENGTH));
        expect(t(key, { min: PASSWORD_MIN_LENGTH }), key).toBe(expected);
      }
    },
  );

  it.each(TAGS)('%s names every page, menu section, role and skin', (tag) => {
    for (const page of PAGES) expect(typeof lookup(tag, page.titleKey), page.titleKey).toBe('string');
    for (const section of MENU_SECTIONS)
      expect(typeof lookup(tag, `menu.sections.${section}`), section).toBe('string');
    for (const role of ROLES) expect(typeof lookup(tag, `common.roles.${role}`), role).toBe('string');
    for (const skin of SKINS)
      expect(typeof lookup(tag, `layout.appearance.skins.${skin}`), skin).toBe('string');
  });
});

describe('the payItems namespace', () => {
  it.each(TAGS)(
    '%s: the screen labels of payItems.json never repeat a group of the contracts’ catalogue',
    (tag) => {
      const catalogue = Object.keys(payItemsResource(tag === 'en' ? 'en' : 'es'));
      expect(Object.keys(locales[tag]?.payItems ?? {}).filter((key) => catalogue.includes(key))).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: a loaded screen reads both the catalogue and its own labels', async (language) => {
    await loadNamespaces(['payItems'], language);
    const t = i18n.getFixedT(language);
    expect(t('payItems.classes.embargo')).toBe(
      PAY_ITEM_TEXTS[language === 'en' ? 'en' : 'es'].classes.embargo,
    );
    expect(t('payItems.tab.title')).toBe(lookup(LANGUAGE_TAGS[language], 'payItems.tab.title'));
  });
});

describe('keys written in the source', () => {
  const namespaces = [...Object.keys(locales['es-CR'] ?? {}), 'payslip'].join('|');
  const literal = new RegExp(`['"]((?:${namespaces})\\.[A-Za-z0-9_.-]*[A-Za-z0-9_])['"]`, 'g');
  const template = new RegExp(`\`((?:${namespaces})\\.[A-Za-z0-9_.-]*)\\.\\$\\{`, 'g');
  const files = sourceFiles(SRC_DIR);

  it('finds the keys of the screens', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(TAGS)('%s has every key the source uses', (tag) => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, key = ''] of text.matchAll(literal)) {
        // A text with a count is the key's plural forms (`key_one`, `key_other`), as i18next reads it.
        const found = typeof lookup(tag, key) === 'string' || typeof lookup(tag, `${key}_other`) === 'string';
        if (!found) missing.push(`${relative(SRC_DIR, file)}: ${key}`);
      }
      // `t(\`common.roles.${role}\`)`: the prefix must be a group of texts.
      for (const [, prefix = ''] of text.matchAll(template)) {
        if (typeof lookup(tag, prefix) !== 'object') missing.push(`${relative(SRC_DIR, file)}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('plurals', () => {
  it('says "1 día", never "1 días", in toasts and cards (i18next _one/_other, the catalogue on the server)', async () => {
    await loadNamespaces(['clockFiles', 'analytics', 'settlement', 'payslip'], 'cr');
    const t = i18n.getFixedT('cr');
    expect(t('clockFiles.apply.applied', { count: 1 })).toBe('Marcas aplicadas: 1 día cambiado.');
    expect(t('clockFiles.apply.applied', { count: 3 })).toBe('Marcas aplicadas: 3 días cambiados.');
    expect(t('analytics.cards.vacationDetail', { count: 1, days: '1 día', accrued: '1,5 días' })).toBe(
      'Pendientes: 1 día (1,5 días con proporcionales), de 1 persona',
    );
    expect(t('payslip.units.days', { count: 1, value: '1' })).toBe('1 día');
  });
});
