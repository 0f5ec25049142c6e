import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';

/** The groups of the page search, in the order shown. */
export const SEARCH_GROUPS = ['pages', 'files', 'contacts'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** At most this many results per group (specification section 9). */
export const SEARCH_LIMIT_PER_GROUP = 4;

export type SearchResult = {
  id: string;
  title: string;
  subtitle?: string;
  /** A `@mui/icons-material` name from the page icon map. */
  icon: string;
  link: string;
};

export type SearchContext = {
  queryClient: QueryClient;
  /** Translates a locale key in the interface language. */
  t: TFunction;
  signal: AbortSignal;
};

/**
 * A source of search results for one group. `search` may read cached queries (the menu) or call the
 * API (employees, documents); it returns at most `SEARCH_LIMIT_PER_GROUP` results.
 */
export type SearchProvider = {
  group: SearchGroup;
  search: (query: string, context: SearchContext) => Promise<SearchResult[]>;
};
