import type { MessageLanguage } from '@planilla/contracts';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  getSettings,
  LANGUAGE_TAGS,
  LANGUAGES,
  subscribeSettings,
  toLanguage,
  updateSettings,
  type Language,
} from './settings';

export const DEFAULT_LANGUAGE: Language = 'cr';
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * Locale files are `src/locales/<tag>/<area>.json`, one namespace per area. The Spanish texts of the
 * first screens ship inside the app; every other file (English, and the areas of later screens) is
 * its own small chunk, loaded with the language or with the route that needs it. The first screen is the sign-in:
 * its namespaces load as locale files only (the catalogue part of `errors` comes later, `MESSAGE_NAMESPACES`), and
 * the menu's texts come with the signed-in layout (`LAYOUT_NAMESPACES`).
 */
export const BOOT_NAMESPACES = ['common', 'auth', 'layout', 'errors'] as const;

const bundled = import.meta.glob<ResourceLanguage>('../locales/es-CR/{common,auth,layout,errors}.json', {
  eager: true,
  import: 'default',
});
const loaders = import.meta.glob<ResourceLanguage>(
  ['../locales/*/*.json', '!../locales/es-CR/{common,auth,layout,errors}.json'],
  { import: 'default' },
);

const parsePath = (file: string): { language: Language; namespace: string } | undefined => {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  const language = LANGUAGES.find((l) => LANGUAGE_TAGS[l] === match?.[1]);
  return match?.[2] && language ? { language, namespace: match[2] } : undefined;
};

/** What i18next already holds: locale files (`cr/errors`) and catalogue parts (`cr/errors#catalogue`), bundled or loaded. */
const loadedParts = new Set<string>();

const resources: Resource = {};
for (const [file, content] of Object.entries(bundled)) {
  const parsed = parsePath(file);
  if (!parsed) continue;
  resources[parsed.language] = { ...resources[parsed.language], [parsed.namespace]: content };
  loadedParts.add(`${parsed.language}/${parsed.namespace}`);
}

const CATALOGUE_LANGUAGE: Record<Language, MessageLanguage> = { cr: 'es', en: 'en' };

/**
 * Namespaces built (in part or whole) from the contracts' catalogues, each in its own chunk, loaded like a locale
 * file (`loadNamespaces`); a namespace's own locale file is merged over its catalogue part (no key repeats one).
 * - `errors`, `validation` (`message-texts.ts`): the texts of the API's error codes and of a refused field, the
 *   ones the server answers with; the locale files' `errors` only adds the codes the client makes itself
 *   (NETWORK_ERROR, …), which ship with the first screen. They load with the sign-in's first submit, the password
 *   screens and the signed-in layout (`MESSAGE_NAMESPACES`); before that an error shows the server's message
 *   (`translateError`), the same text.
 * - `payslip`: payslip lines, warnings and their explanations, the catalogue the PDFs read; `documents`: the fixed
 *   texts of the PDFs (the settlement screen shows the same document); `payItems`: pay items' names (types,
 *   classes, payee kinds, states…), with the screens' own labels of `payItems.json` merged over it
 *   (`payslip-texts.ts`). The signed-in layout loads them (`LAYOUT_NAMESPACES`), the sign-in screen never does.
 */
const catalogueLoaders: Record<string, (language: Language) => Promise<ResourceLanguage>> = {
  errors: async (language) => (await import('./message-texts')).errorsResource(CATALOGUE_LANGUAGE[language]),
  validation: async (language) =>
    (await import('./message-texts')).validationResource(CATALOGUE_LANGUAGE[language]),
  payslip: async (language) =>
    (await import('./payslip-texts')).payslipResource(CATALOGUE_LANGUAGE[language]),
  documents: async (language) =>
    (await import('./payslip-texts')).documentsResource(CATALOGUE_LANGUAGE[language]),
  payItems: async (language) =>
    (await import('./payslip-texts')).payItemsResource(CATALOGUE_LANGUAGE[language]),
};
/** The messages of the API (error codes, refused fields): every screen that sends a form or a request loads them. */
export const MESSAGE_NAMESPACES = ['errors', 'validation'] as const;
/** Every catalogue namespace. */
export const CATALOGUE_NAMESPACES = Object.keys(catalogueLoaders);
/** What the signed-in layout loads before any of its screens shows: the menu's texts and every catalogue. */
export const LAYOUT_NAMESPACES = ['menu', ...CATALOGUE_NAMESPACES];

/** Every namespace that exists, loaded or not (i18next must know them to read `area.key`). */
export const NAMESPACES = [
  ...new Set([
    ...[...Object.keys(bundled), ...Object.keys(loaders)].map((file) => parsePath(file)?.namespace ?? ''),
    ...CATALOGUE_NAMESPACES,
  ]),
].filter(Boolean);

/**
 * A sentence that ends in an interpolated name already ending in a period ("Rol en Ejemplo S.A.") must not
 * show two ("S.A.."): exactly two periods become one; an ellipsis ("...") stays.
 */
export const collapseDoublePeriod = (text: string): string => text.replace(/(?<!\.)\.\.(?!\.)/g, '.');

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use({
    type: 'postProcessor',
    name: 'collapseDoublePeriod',
    process: (value: string) => collapseDoublePeriod(value),
  })
  .init({
    postProcess: ['collapseDoublePeriod'],
    resources,
    partialBundledLanguages: true,
    lng: getSettings().language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    // Keys read `area.path.to.key` everywhere (the contracts' `validation.required`, `errors.CODE`,
    // `menu.dashboard`): the first segment is the namespace when it names one.
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

export const currentLanguage = (): Language => toLanguage(i18n.language);

/** Loads a namespace's locale file and, unless `fileOnly`, its catalogue part, when not loaded yet. */
const loadNamespace = async (namespace: string, language: Language, fileOnly: boolean): Promise<void> => {
  const fileKey = `${language}/${namespace}`;
  const catalogueKey = `${fileKey}#catalogue`;
  const file = loadedParts.has(fileKey)
    ? undefined
    : loaders[`../locales/${LANGUAGE_TAGS[language]}/${namespace}.json`];
  const catalogue = fileOnly || loadedParts.has(catalogueKey) ? undefined : catalogueLoaders[namespace];
  await Promise.all([
    // The catalogue never overwrites a key of the namespace's own file, whichever arrives first.
    catalogue?.(language).then((texts) => {
      i18n.addResourceBundle(language, namespace, texts, true, false);
      loadedParts.add(catalogueKey);
    }),
    file?.().then((texts) => {
      i18n.addResourceBundle(language, namespace, texts, true, true);
      loadedParts.add(fileKey);
    }),
  ]);
};

/** Namespaces some screen has asked for so far, in any language: a language switch loads them in the new one. */
const requested = new Set<string>();

/** Loads the namespaces of a language (locale file and catalogue part) that are not loaded yet. */
export const loadNamespaces = async (
  namespaces: readonly string[],
  language: Language = currentLanguage(),
): Promise<void> => {
  for (const namespace of namespaces) requested.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadNamespace(namespace, language, false)));
};

const applyDocumentLanguage = (language: Language): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
};

/** Shows the interface in `language` once its texts are loaded. */
export const applyLanguage = async (language: Language): Promise<void> => {
  await Promise.all([
    ...BOOT_NAMESPACES.map((namespace) => loadNamespace(namespace, language, true)),
    loadNamespaces([...requested], language),
  ]);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
};

/** Switches the interface language and keeps the choice. */
export const setLanguage = (language: Language): void => {
  updateSettings({ language });
};

// The stored choice drives the interface, whether it changed here or in another tab.
subscribeSettings(() => {
  const { language } = getSettings();
  if (i18n.language !== language) void applyLanguage(language);
});

/** Resolves when the texts of the first screen are ready (at once for Spanish). */
export const i18nReady: Promise<void> = applyLanguage(getSettings().language);
