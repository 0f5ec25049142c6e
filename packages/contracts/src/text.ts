/**
 * How text is compared: the one home of accent folding, for the server's search keys (`search_text` columns),
 * the web's page search and the bank files' plain-ASCII names.
 */

/** Without accents or other combining marks: `Ñuñez Álvarez` → `Nunez Alvarez`. */
export const stripAccents = (s: string): string => s.normalize('NFD').replace(/\p{M}+/gu, '');

/** Lower-case without accents, spaces collapsed: `  Ñuñez   Álvarez ` → `nunez alvarez`. The search key of names. */
export const foldText = (s: string): string => stripAccents(s).toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The words of a search, folded like the search keys they are matched against (empty for no search); a national
 * ID typed with dashes or spaces (`1-0234-0567`) is one word without them. At most six words.
 */
export const searchWords = (search: string | undefined): string[] => {
  if (!search) return [];
  const trimmed = search.trim();
  const text = /^[\d\s-]+$/.test(trimmed) ? trimmed.replace(/[\s-]+/g, '') : trimmed;
  return foldText(text).split(' ').filter(Boolean).slice(0, 6);
};

/** A person's full name as every list, document and e-mail writes it: name, first surname, second surname. */
export const fullName = (p: {
  firstName: string;
  firstSurname: string;
  secondSurname?: string | null;
}): string => [p.firstName, p.firstSurname, p.secondSurname].filter(Boolean).join(' ');
