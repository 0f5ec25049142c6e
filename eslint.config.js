import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: domain depends on nothing; contracts only on zod; features never import each other. */
const boundaries = {
  domain: { patterns: [{ group: ['@planilla/*', 'zod', 'node:*', 'fastify*', 'react*', 'drizzle-orm*', 'pg'], message: 'packages/domain is pure: no I/O, no framework, no other workspace.' }] },
  contracts: { patterns: [{ group: ['@planilla/*', 'node:*', 'fastify*', 'react*', 'drizzle-orm*'], message: 'packages/contracts only depends on zod.' }] },
  web: { patterns: [{ group: ['@planilla/api', '**/apps/api/**', 'drizzle-orm*', 'pg', 'fastify*'], message: 'The web app talks to the API over HTTP only.' }] },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/test-results/**', '**/playwright-report/**', 'apps/web/e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['packages/domain/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', boundaries.domain] } },
  { files: ['packages/contracts/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', boundaries.contracts] } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', boundaries.web] },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaries.web.patterns, { group: ['**/features/*/**', '@/features/*'], message: 'Features never import each other; compose them in app/routes.' }] },
      ],
    },
  },
);
