import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookmarkEntry, MenuItem, MenuSection } from '@planilla/contracts';
import { findPage, sectionTitleKey } from '../../lib/pages';

/** Menu titles in the interface language: the locale's key, falling back to the server's title. */
export const useMenuText = () => {
  const { t } = useTranslation();
  const item = useCallback(
    (entry: Pick<MenuItem, 'titleKey' | 'title'>) => t(entry.titleKey, { defaultValue: entry.title }),
    [t],
  );
  const section = useCallback(
    (entry: Pick<MenuSection, 'section' | 'title'>) =>
      t(sectionTitleKey(entry.section), { defaultValue: entry.title }),
    [t],
  );
  const bookmark = useCallback(
    (entry: Pick<BookmarkEntry, 'id' | 'link' | 'title'>) => {
      const page = findPage(entry.id) ?? findPage(entry.link);
      return page ? t(page.titleKey, { defaultValue: entry.title }) : entry.title;
    },
    [t],
  );
  return { item, section, bookmark };
};
