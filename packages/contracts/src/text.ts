/**
 * How text is compared: the one home of accent folding, for the server's search keys (`search_text` columns),
 * the web's page search and the bank files' plain-ASCII names.
 */

/** Without accents or other combining marks: `Ñuñez Álvarez` → `Nunez Alvarez`. */
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/\p{M}+/gu, '');

/** Lower-case without accents, spaces collapsed: `  Ñuñez   Álvarez ` → `nunez alvarez`. The search key of names. */
export const foldText = (s: string): string => stripAccents(s).toLowerCase().replace(/\s+/g, ' ').trim();

/** The words of a search, folded like the search keys they are matched against (empty for no search). */
export const searchWords = (search: string | undefined): string[] =>
  foldText(search ?? '')
    .split(' ')
    .filter(Boolean);
