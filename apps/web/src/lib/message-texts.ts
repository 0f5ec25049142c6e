import { ERROR_MESSAGES, VALIDATION_MESSAGES, type MessageLanguage } from '@planilla/contracts';

/** The contracts' catalogues name figures as `{name}` (the server fills them); i18next interpolates `{{name}}`. */
export const toI18nText = (text: string): string => text.replace(/\{(\w+)\}/g, '{{$1}}');

const interpolated = (messages: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([code, text]) => [code, toI18nText(text)]));

/**
 * The catalogue part of the `errors` namespace: the text of every API error code, the one the server answers
 * with. Its own chunk, loaded by `lib/i18n.ts` with the screens that send requests (not with the sign-in screen's
 * first paint): until then `translateError` shows the server's message, which is the same text.
 */
export const errorsResource = (language: MessageLanguage): Record<string, string> =>
  interpolated(ERROR_MESSAGES[language]);

/** The `validation` namespace: the texts the server answers a refused field with (contracts `V` keys). */
export const validationResource = (language: MessageLanguage): Record<string, string> =>
  interpolated(VALIDATION_MESSAGES[language]);
