import { findPage, sectionTitleKey } from '../../../lib/pages';
import { getSystemMenuQueryOptions } from '../api/get-system-menu';
import { searchPages, type SearchablePage } from './search-pages';
import type { SearchGroup, SearchProvider } from './types';

/** Pages: the user's own menu, so a search never offers a page they cannot open. */
export const pagesSearchProvider: SearchProvider = {
  group: 'pages',
  search: async (query, { queryClient, t }) => {
    const menu = await queryClient.ensureQueryData(getSystemMenuQueryOptions());
    const pages = menu.flatMap((section) =>
      section.items.map<SearchablePage>((item) => ({
        id: item.id,
        title: t(findPage(item.id)?.titleKey ?? item.titleKey, { defaultValue: item.title }),
        subtitle: t(sectionTitleKey(section.section), { defaultValue: section.title }),
        icon: item.icon,
        link: item.link,
        // The server's titles too, so a page is found by its name in either language.
        keywords: `${item.title} ${section.title}`,
      })),
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
