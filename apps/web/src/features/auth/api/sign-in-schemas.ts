import { zodResolver } from '@hookform/resolvers/zod';
import { companiesUserRequest, companiesUserResponse, loginResponse } from '@planilla/contracts';

/**
 * The sign-in's contract schemas and its form's resolver, in their own chunk: loaded with the first submit (or
 * the first check of a field), so the sign-in screen itself loads no zod. `loadSignInSchemas` is the one door.
 */
export const credentialsResolver = zodResolver(companiesUserRequest);

export { companiesUserResponse, loginResponse };
