/** Query keys of the legal parameters: installation-wide, the same for every company. */
export const legalRuleKeys = {
  all: ['legalRules'] as const,
  list: () => [...legalRuleKeys.all, 'list'] as const,
};
