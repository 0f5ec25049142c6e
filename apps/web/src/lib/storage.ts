/** localStorage that never throws (private mode, quota, disabled storage) and reads JSON safely. */
const store = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const readItem = (key: string): string | null => {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (key: string, value: string): void => {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
};

export const removeItem = (key: string): void => {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
};

export const readJson = (key: string): unknown => {
  const raw = readItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};
