import { ERROR_MESSAGES, VALIDATION_MESSAGES, type MessageLanguage } from '@planilla/contracts';
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
 * its own small chunk, loaded with the language or with the route that needs it.
 */
export const BOOT_NAMESPACES = ['common', 'auth', 'layout', 'errors', 'validation', 'menu'] as const;

const bundled = import.meta.glob<ResourceLanguage>('../locales/es-CR/{common,auth,layout,errors,menu}.json', {
  eager: true,
  import: 'default',
});
const loaders = import.meta.glob<ResourceLanguage>(
  ['../locales/*/*.json', '!../locales/es-CR/{common,auth,layout,errors,menu}.json'],
  { import: 'default' },
);

const parsePath = (file: string): { language: Language; namespace: string } | undefined => {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  const language = LANGUAGES.find((l) => LANGUAGE_TAGS[l] === match?.[1]);
  return match?.[2] && language ? { language, namespace: match[2] } : undefined;
};

/** Locale files already in i18next (`es-CR/errors`), bundled or loaded. */
const loadedFiles = new Set<string>();

const resources: Resource = {};
for (const [file, content] of Object.entries(bundled)) {
  const parsed = parsePath(file);
  if (!parsed) continue;
  resources[parsed.language] = { ...resources[parsed.language], [parsed.namespace]: content };
  loadedFiles.add(`${parsed.language}/${parsed.namespace}`);
}

/**
 * The texts of the API's error codes come from the contracts' catalogue, the same the server answers with;
 * the locale files' `errors` namespace only adds the codes the client makes itself (NETWORK_ERROR, …).
 */
const CATALOGUE_LANGUAGE: Record<Language, MessageLanguage> = { cr: 'es', en: 'en' };
// The catalogue names figures as `{name}` (the server fills them); i18next interpolates `{{name}}`.
const interpolated = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
for (const language of LANGUAGES) {
  const own = (resources[language]?.errors ?? {}) as ResourceLanguage;
  resources[language] = {
    ...resources[language],
    errors: { ...interpolated(ERROR_MESSAGES[CATALOGUE_LANGUAGE[language]]), ...own },
    // Validation messages: the contracts' catalogue, the texts the server answers a refused field with.
    validation: interpolated(VALIDATION_MESSAGES[CATALOGUE_LANGUAGE[language]]),
  };
}

/**
 * Namespaces built from the contracts' catalogues, in their own chunk (`payslip-texts.ts`): the signed-in
 * screens load them with their layout (`CATALOGUE_NAMESPACES` in the router), the sign-in screen never does.
 * `payslip`: payslip lines, warnings and their explanations, the catalogue the PDFs read; `documents`: the fixed
 * texts of the PDFs (the settlement screen shows the same document); `payItems`: pay items' names (types, classes,
 * payee kinds, states…), with the screens' own labels of `payItems.json` merged over it (no key repeats one).
 */
const catalogueLoaders: Record<string, (language: Language) => Promise<ResourceLanguage>> = {
  payslip: async (language) =>
    (await import('./payslip-texts')).payslipResource(CATALOGUE_LANGUAGE[language]),
  documents: async (language) =>
    (await import('./payslip-texts')).documentsResource(CATALOGUE_LANGUAGE[language]),
  payItems: async (language) =>
    (await import('./payslip-texts')).payItemsResource(CATALOGUE_LANGUAGE[language]),
};
export const CATALOGUE_NAMESPACES = Object.keys(catalogueLoaders);

/** Every namespace that exists, loaded or not (i18next must know them to read `area.key`). */
export const NAMESPACES = [
  ...new Set([
    ...[...Object.keys(bundled), ...Object.keys(loaders)].map((file) => parsePath(file)?.namespace ?? ''),
    'validation',
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

/** Loads the namespaces of a language that are not loaded yet. */
export const loadNamespaces = async (
  namespaces: readonly string[],
  language: Language = currentLanguage(),
): Promise<void> => {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (loadedFiles.has(`${language}/${namespace}`)) return;
      const file = loaders[`../locales/${LANGUAGE_TAGS[language]}/${namespace}.json`];
      const catalogue = catalogueLoaders[namespace];
      // A catalogue first, then the namespace's own file merged over it (`payItems` has both).
      if (catalogue) i18n.addResourceBundle(language, namespace, await catalogue(language), true, true);
      if (file) i18n.addResourceBundle(language, namespace, await file(), true, true);
      loadedFiles.add(`${language}/${namespace}`);
    }),
  );
};

/** Namespaces some screen has needed so far, in any language. */
const usedNamespaces = (): string[] =>
  NAMESPACES.filter((namespace) => LANGUAGES.some((language) => i18n.hasResourceBundle(language, namespace)));

const applyDocumentLanguage = (language: Language): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
};

/** Shows the interface in `language` once its texts are loaded. */
export const applyLanguage = async (language: Language): Promise<void> => {
  await loadNamespaces([...BOOT_NAMESPACES, ...usedNamespaces()], language);
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
