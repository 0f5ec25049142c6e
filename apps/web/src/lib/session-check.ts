import { companyData, renewResponse, userData, type CompanyData, type UserData } from '@planilla/contracts';

/**
 * The contracts' schemas of a stored session, in their own chunk: the sign-in screen loads no zod, so
 * `session.ts` loads this when a stored session must be read (a visit that starts signed in, a sign-in in
 * another tab), and the client when it renews a session.
 */
export const checkStoredProfile = (
  user: unknown,
  company: unknown,
): { userData: UserData; datosEmpresa: CompanyData } | null => {
  const parsedUser = userData.safeParse(user);
  const parsedCompany = companyData.safeParse(company);
  return parsedUser.success && parsedCompany.success
    ? { userData: parsedUser.data, datosEmpresa: parsedCompany.data }
    : null;
};

export { renewResponse };
