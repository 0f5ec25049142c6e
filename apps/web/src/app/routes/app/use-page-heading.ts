import { useTranslation } from 'react-i18next';
import { PAGE_PATHS, type PageId } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppAbility } from '../../../lib/ability';
import { findPage, sectionTitleKey } from '../../../lib/pages';

/**
 * Title, section trail and link of a contract page, in the interface language; sets the tab title. `readOnly`:
 * the user may open the page but not change anything on it (the page's `edits` ability, e.g. the auditor).
 */
export const usePageHeading = (pageId: PageId) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const page = findPage(pageId);
  const title = page ? t(page.titleKey) : '';
  const trail = page ? [t(sectionTitleKey(page.section))] : [];
  useDocumentTitle(title);
  const readOnly = page?.edits ? ability.cannot(page.edits.action, page.edits.subject) : false;
  return { title, trail, link: PAGE_PATHS[pageId], readOnly };
};
