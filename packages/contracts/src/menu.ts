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
  section: 'dashboard' | 'administration' | 'parameters' | 'personal' | 'presence' | 'processes' | 'postpayroll' | 'vacations';
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
