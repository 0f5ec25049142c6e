/**
 * The settings of the API client (`api-client.ts`), apart from it: the app sets them when it starts, while the
 * client itself (with the contracts' route table) loads with the first screen that calls the API — the sign-in
 * screen's first paint carries neither.
 */
export type ClientConfig = {
  /** Tag sent as Accept-Language (`es-CR` or `en`). */
  getLanguageTag: () => string;
  /** Called once when the session could not be renewed (it is already cleared). */
  onSessionExpired: () => void;
  fetch: typeof fetch;
};

export const clientConfig: ClientConfig = {
  getLanguageTag: () => (typeof document !== 'undefined' && document.documentElement.lang) || 'es-CR',
  onSessionExpired: () => undefined,
  fetch: (...args) => globalThis.fetch(...args),
};

export const configureApiClient = (patch: Partial<ClientConfig>): void => {
  Object.assign(clientConfig, patch);
};
