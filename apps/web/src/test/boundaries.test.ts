import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import boundaries are lint errors: these files would not pass `npm run lint`. */
const ROOT = join(__dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

const errorsOf = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId);
};

// Loading ESLint, its config and the TypeScript parser is slow on a busy machine: once, with room to spare.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'apps/web/src/lib/warm-up.ts') });
}, 300_000);

describe('import boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature, however the path is written', async () => {
    const file = 'apps/web/src/features/users/api/list-users.ts';
    for (const spec of ['../../employees/api/keys', '../../../features/employees/api/keys', '@/features/employees']) {
      expect(await errorsOf(file, `import { employeeKeys } from '${spec}';\nexport const k = employeeKeys;\n`), spec).toContain(
        'boundaries/features',
      );
    }
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const file = 'apps/web/src/features/users/api/list-users.ts';
    const code = [
      "import { userKeys } from './keys';",
      "import { apiRequest } from '../../../lib/api-client';",
      "import { EmptyState } from '../../../components/ui/empty-state';",
      'export const all = [userKeys, apiRequest, EmptyState];',
      '',
    ].join('\n');
    expect(await errorsOf(file, code)).toEqual([]);
  });

  it('refuses any package or Node built-in in the domain', async () => {
    const file = 'packages/domain/src/money/example.ts';
    for (const spec of ['node:fs', 'fs', 'zod', '@planilla/contracts', 'dayjs']) {
      expect(await errorsOf(file, `import x from '${spec}';\nexport const y = x;\n`), spec).toContain('boundaries/pure-domain');
    }
    expect(await errorsOf(file, "import { cents } from './money';\nexport const y = cents;\n")).toEqual([]);
  });

  it('lets the domain’s tests use the test tools only', async () => {
    const file = 'packages/domain/src/money/example.test.ts';
    expect(await errorsOf(file, "import { it } from 'vitest';\nimport fc from 'fast-check';\nexport const y = [it, fc];\n")).toEqual([]);
    expect(await errorsOf(file, "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n")).toContain(
      'boundaries/pure-domain',
    );
  });
});
