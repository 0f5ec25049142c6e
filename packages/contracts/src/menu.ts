import type { Action, Subject } from './abilities';

/**
 * The pages of the product. The server builds the system menu from this list and the user's abilities;
 * the web maps `id` to a route and translates `titleKey`. Later features add their pages here.
 */
export type PageDefinition = {
  id: string;
  titleKey: string;
  icon: string;
  link: string;
  section:
    | 'dashboard'
    | 'administration'
    | 'parameters'
    | 'personal'
    | 'presence'
    | 'processes'
    | 'postpayroll'
    | 'vacations';
  requires: { action: Action; subject: Subject };
};

export const PAGES: PageDefinition[] = [
  {
    id: 'dashboard-analytics',
    titleKey: 'menu.dashboard',
    icon: 'Dashboard',
    link: '/dashboard/analytics',
    section: 'dashboard',
    requires: { action: 'read', subject: 'Dashboard' },
  },
  {
    id: 'payroll-users',
    titleKey: 'menu.payrollUsers',
    icon: 'ManageAccounts',
    link: '/payroll/administrator/payrollusers/list',
    section: 'administration',
    requires: { action: 'read', subject: 'User' },
  },
  {
    id: 'parameters-schedules',
    titleKey: 'menu.schedules',
    icon: 'Schedule',
    link: '/payroll/parameters/schedule/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Parameter' },
  },
  {
    id: 'parameters-catalogs',
    titleKey: 'menu.companyCatalogs',
    icon: 'Category',
    link: '/payroll/parameters/catalogs/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Parameter' },
  },
  {
    id: 'personal-employees',
    titleKey: 'menu.employees',
    icon: 'Badge',
    link: '/payroll/personaldata/employees/list',
    section: 'personal',
    requires: { action: 'read', subject: 'Employee' },
  },
];

export const MENU_SECTIONS = [
  'dashboard',
  'administration',
  'parameters',
  'personal',
  'presence',
  'processes',
  'postpayroll',
  'vacations',
] as const;
