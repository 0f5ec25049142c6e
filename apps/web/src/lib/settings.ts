import { useSyncExternalStore } from 'react';
import { z } from 'zod';
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

const settingsSchema = z.object({
  skin: z.enum(SKINS).catch('dark'),
  direction: z.enum(DIRECTIONS).catch('ltr'),
  menuCollapsed: z.boolean().catch(false),
  language: z.enum(LANGUAGES).catch('cr'),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { skin: 'dark', direction: 'ltr', menuCollapsed: false, language: 'cr' };

const read = (): Settings => {
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...(asObject(readJson(SETTINGS_KEY)) ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
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
