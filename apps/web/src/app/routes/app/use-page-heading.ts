import { useTranslation } from 'react-i18next';
import { PAGE_PATHS, type PageId } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { findPage, sectionTitleKey } from '../../../lib/pages';

/** Title, section trail and link of a contract page, in the interface language; sets the tab title. */
export const usePageHeading = (pageId: PageId) => {
  const { t } = useTranslation();
  const page = findPage(pageId);
  const title = page ? t(page.titleKey) : '';
  const trail = page ? [t(sectionTitleKey(page.section))] : [];
  useDocumentTitle(title);
  return { title, trail, link: PAGE_PATHS[pageId] };
};
