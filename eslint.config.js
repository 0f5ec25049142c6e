import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Our own boundary rules, as lint errors (a path written with `../` cannot slip past them):
 * - `boundaries/features`: a file of `apps/web/src/features/<a>/` never imports from `features/<b>/`; shared
 *   parts go to `lib/`, `components/` or `hooks/`, and `app/routes` composes the features.
 * - `boundaries/pure-domain`: `packages/domain/src` imports only its own files (no Node built-in, no package);
 *   its tests may also use the test tools.
 */
const FEATURE_OF = /apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)(?:[\\/]|$)/;
const DOMAIN_TEST_TOOLS = new Set(['vitest', 'fast-check']);
const sourcesOf = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => node.source && check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
});
const boundaryRules = {
  features: {
    meta: {
      type: 'problem',
      messages: {
        crossFeature:
          "features/{{from}} imports features/{{to}}: features never import each other. Compose them in app/routes, or move what they share to lib/, components/ or hooks/.",
      },
    },
    create(context) {
      const own = FEATURE_OF.exec(context.filename)?.[1];
      if (!own) return {};
      return sourcesOf((source) => {
        const spec = String(source.value);
        const target = spec.startsWith('.')
          ? path.resolve(path.dirname(context.filename), spec)
          : spec.startsWith('@/')
            ? `apps/web/src/${spec.slice(2)}`
            : null;
        const other = target === null ? undefined : FEATURE_OF.exec(target)?.[1];
        if (other && other !== own) context.report({ node: source, messageId: 'crossFeature', data: { from: own, to: other } });
      });
    },
  },
  'pure-domain': {
    meta: {
      type: 'problem',
      messages: {
        impure: "packages/domain imports '{{spec}}': the engine is pure and imports only its own files (no Node built-in, no package).",
      },
    },
    create(context) {
      const isTest = /\.test\.ts$/.test(context.filename);
      return sourcesOf((source) => {
        const spec = String(source.value);
        if (spec.startsWith('./') || spec.startsWith('../')) return;
        if (isTest && DOMAIN_TEST_TOOLS.has(spec)) return;
        context.report({ node: source, messageId: 'impure', data: { spec } });
      });
    },
  },
};

/** Import boundaries: domain depends on nothing; contracts only on zod; features never import each other. */
const boundaries = {
  domain: { patterns: [{ group: ['@planilla/*', 'zod', 'node:*', 'fastify*', 'react*', 'drizzle-orm*', 'pg'], message: 'packages/domain is pure: no I/O, no framework, no other workspace.' }] },
  contracts: { patterns: [{ group: ['@planilla/*', 'node:*', 'fastify*', 'react*', 'drizzle-orm*'], message: 'packages/contracts only depends on zod.' }] },
  web: { patterns: [{ group: ['@planilla/api', '**/apps/api/**', 'drizzle-orm*', 'pg', 'fastify*'], message: 'The web app talks to the API over HTTP only.' }] },
};

/** Ways to write CSV or XLSX other than lib/csv.ts and lib/spreadsheet.ts. */
const spreadsheetWriters = [
  {
    selector: "MemberExpression[property.name='unparse']",
    message: 'CSV is written only by lib/csv.ts (toCsv, csvRecord): it neutralises formulas in typed text.',
  },
  {
    selector: "MemberExpression[object.property.name=/^(xlsx|csv)$/][property.name=/^write/]",
    message: 'Workbooks are written only by lib/spreadsheet.ts (toXlsx), CSV only by lib/csv.ts.',
  },
];

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
  { plugins: { boundaries: { rules: boundaryRules } } },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', boundaries.domain], 'boundaries/pure-domain': 'error' },
  },
  { files: ['packages/contracts/src/**/*.ts'], rules: { 'no-restricted-imports': ['error', boundaries.contracts] } },
  {
    // One CSV writer (lib/csv.ts, which keeps typed text from running as a formula) and one workbook writer
    // (lib/spreadsheet.ts): nothing else in the API writes CSV or XLSX.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/csv.ts', 'apps/api/src/lib/spreadsheet.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...spreadsheetWriters],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', boundaries.web] },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'boundaries/features': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [...boundaries.web.patterns, { group: ['**/features/*/**', '@/features/*'], message: 'Features never import each other; compose them in app/routes.' }] },
      ],
    },
  },
);
