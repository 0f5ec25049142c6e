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
 * - `boundaries/api-modules`: a file of `apps/api/src/modules/<a>/` imports `modules/<b>/` only when
 *   `API_MODULE_DEPENDENCIES` below declares `<a> → <b>`. `apps/api/src/test/module-graph.test.ts` proves the
 *   map acyclic, complete and true to the code, and finds import cycles between files.
 */
const FEATURE_OF = /apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)(?:[\\/]|$)/;
const API_MODULE_OF = /apps[\\/]api[\\/]src[\\/]modules[\\/]([^\\/]+)(?:[\\/]|$)/;
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
          'features/{{from}} imports features/{{to}}: features never import each other. Compose them in app/routes, or move what they share to lib/, components/ or hooks/.',
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
        if (other && other !== own)
          context.report({ node: source, messageId: 'crossFeature', data: { from: own, to: other } });
      });
    },
  },
  'api-modules': {
    meta: {
      type: 'problem',
      schema: [
        {
          type: 'object',
          properties: { allowed: { type: 'object' } },
          required: ['allowed'],
          additionalProperties: false,
        },
      ],
      messages: {
        undeclared:
          'modules/{{from}} imports modules/{{to}}, a dependency API_MODULE_DEPENDENCIES (eslint.config.js) does not declare. Move what they share to lib/ or to a module both may import, or declare the edge if it keeps the graph acyclic.',
        unknownModule:
          'modules/{{from}} is not in API_MODULE_DEPENDENCIES (eslint.config.js): declare which modules it imports.',
      },
    },
    create(context) {
      const own = API_MODULE_OF.exec(context.filename)?.[1];
      if (!own) return {};
      const allowed = context.options[0].allowed[own];
      if (!allowed) {
        return {
          Program: (node) => context.report({ node, messageId: 'unknownModule', data: { from: own } }),
        };
      }
      return sourcesOf((source) => {
        const spec = String(source.value);
        if (!spec.startsWith('.')) return;
        const other = API_MODULE_OF.exec(path.resolve(path.dirname(context.filename), spec))?.[1];
        if (other && other !== own && !allowed.includes(other)) {
          context.report({ node: source, messageId: 'undeclared', data: { from: own, to: other } });
        }
      });
    },
  },
  'pure-domain': {
    meta: {
      type: 'problem',
      messages: {
        impure:
          "packages/domain imports '{{spec}}': the engine is pure and imports only its own files (no Node built-in, no package).",
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
  domain: {
    patterns: [
      {
        group: ['@planilla/*', 'zod', 'node:*', 'fastify*', 'react*', 'drizzle-orm*', 'pg'],
        message: 'packages/domain is pure: no I/O, no framework, no other workspace.',
      },
    ],
  },
  contracts: {
    patterns: [
      {
        group: ['@planilla/*', 'node:*', 'fastify*', 'react*', 'drizzle-orm*'],
        message: 'packages/contracts only depends on zod.',
      },
    ],
  },
  web: {
    patterns: [
      {
        group: ['@planilla/api', '**/apps/api/**', 'drizzle-orm*', 'pg', 'fastify*'],
        message: 'The web app talks to the API over HTTP only.',
      },
    ],
  },
};

/**
 * The API modules and the modules each may import (`apps/api/src/modules/<name>/`). The graph has no cycle, and
 * lower modules never reach up: `settlement` and `vouchers` never import `payroll-calculation`; `payroll-state`
 * (the one writer of a payroll's state) and `payslips` (storing and reading payslip rows) import no module.
 * A new module adds its line; `apps/api/src/test/module-graph.test.ts` fails on a cycle or a missing module.
 */
export const API_MODULE_DEPENDENCIES = {
  accounting: ['audit', 'payslips'],
  aguinaldo: ['audit', 'payroll-runs', 'payroll-state', 'payslips'],
  analytics: ['company-settings', 'legal-rules', 'payroll', 'payroll-runs', 'vacations'],
  attendance: [
    'audit',
    'company-settings',
    'employees',
    'files',
    'jobs',
    'legal-rules',
    'payroll-runs',
    'payroll-state',
  ],
  audit: [],
  auth: ['audit', 'mail'],
  'bank-files': ['audit', 'files', 'payroll-runs', 'payroll-state'],
  'company-settings': ['audit', 'payroll-state', 'payslips'],
  'data-change-requests': ['audit', 'auth', 'employees', 'mail'],
  employees: ['audit', 'jobs', 'legal-rules', 'parameters'],
  files: ['audit', 'jobs'],
  jobs: [],
  'legal-rules': ['audit', 'company-settings'],
  mail: ['audit'],
  padron: ['audit', 'jobs'],
  parameters: ['audit'],
  'payee-payments': ['accounting', 'bank-files', 'payslips'],
  payroll: ['legal-rules'],
  'payroll-calculation': [
    'aguinaldo',
    'audit',
    'jobs',
    'legal-rules',
    'payroll',
    'payroll-runs',
    'payroll-state',
    'payslips',
    'settlement',
  ],
  'payroll-runs': [
    'audit',
    'company-settings',
    'employees',
    'legal-rules',
    'payroll',
    'payroll-state',
    'payslips',
  ],
  'payroll-state': [],
  'pay-items': ['audit', 'payroll'],
  payslips: [],
  'self-service': [
    'aguinaldo',
    'attendance',
    'audit',
    'auth',
    'company-settings',
    'mail',
    'payroll-calculation',
    'settlement',
    'users',
    'vacations',
    'vouchers',
  ],
  settlement: [
    'aguinaldo',
    'audit',
    'employees',
    'legal-rules',
    'payroll',
    'payroll-runs',
    'payroll-state',
    'payslips',
    'vacations',
  ],
  'statutory-reports': ['analytics'],
  users: ['audit', 'auth', 'mail'],
  vacations: ['attendance', 'audit'],
  vouchers: ['files', 'jobs', 'mail', 'payroll', 'payroll-calculation'],
};

const allowedApiImports = API_MODULE_DEPENDENCIES;

/** Ways to write CSV or XLSX other than lib/csv.ts and lib/spreadsheet.ts. */
const spreadsheetWriters = [
  {
    selector: "MemberExpression[property.name='unparse']",
    message: 'CSV is written only by lib/csv.ts (toCsv, csvRecord): it neutralises formulas in typed text.',
  },
  {
    selector: 'MemberExpression[object.property.name=/^(xlsx|csv)$/][property.name=/^write/]',
    message: 'Workbooks are written only by lib/spreadsheet.ts (toXlsx), CSV only by lib/csv.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/e2e/.artifacts/**',
    ],
  },
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
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', boundaries.contracts] },
  },
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
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'boundaries/api-modules': ['error', { allowed: allowedApiImports }] },
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
        {
          patterns: [
            ...boundaries.web.patterns,
            {
              group: ['**/features/*/**', '@/features/*'],
              message: 'Features never import each other; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
);
