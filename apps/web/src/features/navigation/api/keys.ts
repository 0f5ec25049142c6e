/** Who the menu is for: company, user and role (a role change gives another menu). */
export type MenuScope = { company: number; user: number; role: string };

/** Query keys of the navigation area (menu, bookmarks), scoped by company, user and role. */
export const navigationKeys = {
  all: ['navigation'] as const,
  menu: (scope: MenuScope) => [...navigationKeys.all, 'menu', scope] as const,
  bookmarks: (scope: MenuScope) => [...navigationKeys.all, 'bookmarks', scope] as const,
};

/** The scope of the stored session (zeros when signed out: such a query is never enabled). */
export const sessionScope = (
  user: { num_empresa: number; num_usuario: number; role: string } | undefined,
): MenuScope => ({
  company: user?.num_empresa ?? 0,
  user: user?.num_usuario ?? 0,
  role: user?.role ?? '',
});

/** Query keys of the page search: one entry per group, query and language. */
export const searchKeys = {
  all: ['search'] as const,
  group: (group: string, query: string, language: string) =>
    [...searchKeys.all, group, language, query] as const,
};
