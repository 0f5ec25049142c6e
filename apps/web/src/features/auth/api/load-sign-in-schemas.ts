/** The sign-in's schemas and form resolver (`sign-in-schemas.ts`), loaded when first needed. */
export const loadSignInSchemas = () => import('./sign-in-schemas');
