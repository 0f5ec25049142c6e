import { foldText } from '@planilla/contracts';
import { SEARCH_LIMIT_PER_GROUP, type SearchResult } from './types';

/** Lower case without accents: "Planílla" and "planilla" match (the contracts' `foldText`). */
export const normalize = foldText;

export type SearchablePage = SearchResult & { keywords?: string };

/**
 * Pages whose title (or section) contains every word of the query. Titles that start with the query
 * rank first; at most `limit` results.
 */
export const searchPages = (
  pages: SearchablePage[],
  query: string,
  limit = SEARCH_LIMIT_PER_GROUP,
): SearchResult[] => {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = pages
    .map((page) => {
      const title = normalize(page.title);
      const haystack = `${title} ${normalize(page.subtitle ?? '')} ${normalize(page.keywords ?? '')}`;
      if (!words.every((word) => haystack.includes(word))) return null;
      const score = title.startsWith(words[0] ?? '') ? 0 : title.includes(words[0] ?? '') ? 1 : 2;
      return { page, score };
    })
    .filter((entry): entry is { page: SearchablePage; score: number } => entry !== null)
    .sort((a, b) => a.score - b.score || a.page.title.localeCompare(b.page.title));
  return scored.slice(0, limit).map(({ page: { keywords: _keywords, ...result } }) => result);
};
