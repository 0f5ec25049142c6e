import { useSyncExternalStore } from 'react';
import { readJson, writeItem } from './storage';

/** Per-device display preferences, kept between visits under one localStorage key. */
export const SETTINGS_KEY = 'settings';

export const SKINS = ['dark', 'light', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** `cr` is the specification's code for Costa Rican Spanish; `en` is the fallback. */
export const LANGUAGES = ['cr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** BCP 47 tag of each interface language (also the name of its locale folder). */
export const LANGUAGE_TAGS: Record<Language, 'es-CR' | 'en'> = { cr: 'es-CR', en: 'en' };
export const toLanguage = (value: string | undefined): Language => (value === 'en' ? 'en' : 'cr');

export type Settings = { skin: Skin; direction: Direction; menuCollapsed: boolean; language: Language };

export const DEFAULT_SETTINGS: Settings = { skin: 'dark', direction: 'ltr', menuCollapsed: false, language: 'cr' };

/** A stored value when it is one of `allowed`, else the default (a damaged or unknown value is ignored). */
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;

// Checked by hand, not with zod: the settings are read before the first screen, which loads no zod.
const read = (): Settings => {
  const stored = asObject(readJson(SETTINGS_KEY)) ?? {};
  return {
    skin: oneOf(SKINS, stored.skin, DEFAULT_SETTINGS.skin),
    direction: oneOf(DIRECTIONS, stored.direction, DEFAULT_SETTINGS.direction),
    menuCollapsed: typeof stored.menuCollapsed === 'boolean' ? stored.menuCollapsed : DEFAULT_SETTINGS.menuCollapsed,
    language: oneOf(LANGUAGES, stored.language, DEFAULT_SETTINGS.language),
  };
};

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

let snapshot: Settings | undefined;
const listeners = new Set<() => void>();

export const getSettings = (): Settings => {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
};

export const updateSettings = (patch: Partial<Settings>): void => {
  const next = { ...getSettings(), ...patch };
  writeItem(SETTINGS_KEY, JSON.stringify(next));
  snapshot = next;
  for (const listener of listeners) listener();
};

export const subscribeSettings = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SETTINGS_KEY && event.key !== null) return;
    snapshot = read();
    for (const listener of listeners) listener();
  });
}

export const useSettings = (): Settings => useSyncExternalStore(subscribeSettings, getSettings, getSettings);
