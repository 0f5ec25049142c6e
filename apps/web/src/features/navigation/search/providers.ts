import { loadNamespaces } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/settings';
import { findPage, pageKeywordsKey, sectionTitleKey } from '../../../lib/pages';
import { getSystemMenuQueryOptions } from '../api/get-system-menu';
import { searchPages, type SearchablePage } from './search-pages';
import type { SearchGroup, SearchProvider } from './types';

/** Pages: the user's own menu, so a search never offers a page they cannot open. */
export const pagesSearchProvider: SearchProvider = {
  group: 'pages',
  search: async (query, { queryClient, t }) => {
    const menu = await queryClient.ensureQueryData(getSystemMenuQueryOptions());
    // Both languages' keywords: "settlement" finds the page in Spanish too.
    await Promise.all(LANGUAGES.map((lng) => loadNamespaces(['menu'], lng)));
    const pages = menu.flatMap((section) =>
      section.items.map<SearchablePage>((item) => {
        const titleKey = findPage(item.id)?.titleKey ?? item.titleKey;
        return {
          id: item.id,
          title: t(titleKey, { defaultValue: item.title }),
          subtitle: t(sectionTitleKey(section.section), { defaultValue: section.title }),
          icon: item.icon,
          link: item.link,
          // What the page does, in every language whose menu is loaded, and the server's titles: a page is
          // found by its name or its work ("aguinaldo", "settlement") in either language.
          keywords: [
            ...LANGUAGES.map((lng) => t(pageKeywordsKey(titleKey), { lng, defaultValue: '' })),
            item.title,
            section.title,
          ].join(' '),
        };
      }),
    );
    return searchPages(pages, query);
  },
};

/**
 * A group with no source yet: Files (documents) and Contacts (employees) get their providers from the
 * features that build those screens; until then the group answers nothing.
 */
export const emptySearchProvider = (group: SearchGroup): SearchProvider => ({
  group,
  search: async () => [],
});
