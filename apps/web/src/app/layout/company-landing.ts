import { pageVisibleTo, type UserData } from '@planilla/contracts';
import { paths } from '../../config/paths';
import { findPage } from '../../lib/pages';

/**
 * Where a company switch lands: the same page in the new company. A page of the menu (or a screen under it,
 * such as an employee's detail, whose record belongs to the company left) lands on that menu page; a screen
 * outside the menu (change password) stays as it is; a page the user may not open in the new company lands
 * on the first page of their menu there (home): so does a self-service page where the user is not an employee.
 */
export const landingAfterSwitch = (
  pathname: string,
  pageId: string | undefined,
  user: Pick<UserData, 'ability' | 'num_empleado' | 'departmentHead'>,
): string => {
  if (!pageId) return pathname;
  const page = findPage(pageId);
  if (!page || !pageVisibleTo(page, user.ability, user.num_empleado, user.departmentHead ?? false))
    return paths.home.getHref();
  return page.link;
};
