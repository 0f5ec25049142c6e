import { PAGES, type PageDefinition } from '@planilla/contracts';

/** The contract's definition of a page, by id or by link. */
export const findPage = (idOrLink: string): PageDefinition | undefined =>
  PAGES.find((page) => page.id === idOrLink || page.link === idOrLink);

/** Locale key of a menu section title (`menu.sections.<section>`). */
export const sectionTitleKey = (section: string): string => `menu.sections.${section}`;

/**
 * Locale key of a page's search keywords (`menu.keywords.<page>`, beside its title `menu.<page>`): the words a
 * person types for what the page does ("aguinaldo", "liquidación", "CCSS"), in each language.
 */
export const pageKeywordsKey = (titleKey: string): string => titleKey.replace(/^menu\./, 'menu.keywords.');
