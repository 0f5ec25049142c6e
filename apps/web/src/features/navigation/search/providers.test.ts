import { PAGES, type MenuSection } from '@planilla/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../lib/i18n';
import { getSystemMenuQueryOptions } from '../api/get-system-menu';
import { pagesSearchProvider } from './providers';

/** Every page of the product in the menu, as the server sends it to an administrator. */
const MENU: MenuSection[] = [...new Set(PAGES.map((p) => p.section))].map((section) => ({
  section,
  titleKey: `menu.sections.${section}`,
  title: section,
  items: PAGES.filter((p) => p.section === section).map((p) => ({
    id: p.id,
    titleKey: p.titleKey,
    title: p.id,
    icon: p.icon,
    link: p.link,
  })),
}));

const search = async (query: string) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getSystemMenuQueryOptions().queryKey, MENU);
  const results = await pagesSearchProvider.search(query, { queryClient, t: i18n.t.bind(i18n) } as never);
  return results.map((r) => r.id);
};

describe('page search', () => {
  it('finds a page by what it does, not only by its title, accents or not, in either language', async () => {
    await i18nReady;
    expect(await search('aguinaldo')).toContain('processes-payroll-calculate');
    expect(await search('liquidacion')).toContain('personal-employees');
    expect(await search('Liquidación')).toContain('personal-employees');
    expect(await search('CCSS')).toContain('postpayroll-statutory-reports');
    expect(await search('archivo bancario')).toContain('postpayroll-payment-resume');
    expect(await search('colillas')).toContain('postpayroll-pay-document');
    expect(await search('incapacidad')).toContain('presence-diary-register');
    // English words find the page while the interface is in Spanish.
    expect(await search('settlement')).toContain('personal-employees');
    expect(await search('bank file')).toContain('postpayroll-payment-resume');
  });

  it('has keywords for every page in both languages', async () => {
    await i18nReady;
    for (const page of PAGES)
      for (const lng of ['cr', 'en'])
        expect(
          i18n.t(page.titleKey.replace(/^menu\./, 'menu.keywords.'), { lng, defaultValue: '' }),
          `${page.id} ${lng}`,
        ).not.toBe('');
  });
});
