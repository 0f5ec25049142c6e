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

const bundled = import.meta.glob<ResourceLanguage>('../locales/es-CR/{common,auth,layout,errors,validation,menu}.json', {
  eager: true,
  import: 'default',
});
const loaders = import.meta.glob<ResourceLanguage>(
  ['../locales/*/*.json', '!../locales/es-CR/{common,auth,layout,errors,validation,menu}.json'],
  { import: 'default' },
);

const parsePath = (file: string): { language: Language; namespace: string } | undefined => {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  const language = LANGUAGES.find((l) => LANGUAGE_TAGS[l] === match?.[1]);
  return match?.[2] && language ? { language, namespace: match[2] } : undefined;
};

const resources: Resource = {};
for (const [file, content] of Object.entries(bundled)) {
  const parsed = parsePath(file);
  if (parsed) resources[parsed.language] = { ...resources[parsed.language], [parsed.namespace]: content };
}

/** Every namespace that exists, loaded or not (i18next must know them to read `area.key`). */
export const NAMESPACES = [
  ...new Set([...Object.keys(bundled), ...Object.keys(loaders)].map((file) => parsePath(file)?.namespace ?? '')),
].filter(Boolean);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
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
export const loadNamespaces = async (namespaces: readonly string[], language: Language = currentLanguage()): Promise<void> => {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      const load = loaders[`../locales/${LANGUAGE_TAGS[language]}/${namespace}.json`];
      if (load) i18n.addResourceBundle(language, namespace, await load(), true, true);
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
