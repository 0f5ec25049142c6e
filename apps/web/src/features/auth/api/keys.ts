/** Query keys of the auth area. */
export const authKeys = {
  all: ['auth'] as const,
  userData: (company: number, user: number) => [...authKeys.all, 'user-data', company, user] as const,
  myCompanies: (company: number, user: number) => [...authKeys.all, 'my-companies', company, user] as const,
};
