import { loadNamespaces, MESSAGE_NAMESPACES } from '../../../lib/i18n';

/**
 * What the sign-in needs from its first submit on (`sign-in-steps.ts`), loaded then, with the texts of what the
 * contract and the server may refuse (the `validation` and `errors` catalogues): any message the form shows is
 * ready with it.
 */
export const loadSignInSteps = async () => {
  const [steps] = await Promise.all([import('./sign-in-steps'), loadNamespaces(MESSAGE_NAMESPACES)]);
  return steps;
};
