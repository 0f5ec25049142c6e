import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's module graph (issue 24): the allowed-dependencies map of `eslint.config.js` (the lint rule
 * `boundaries/api-modules` refuses an import it does not declare) is acyclic, names every module, and is true to
 * the code; and no two source files import each other, however long the way round.
 */
const SRC = join(__dirname, '..');
const MODULES = join(SRC, 'modules');
const CONFIG = join(SRC, '../../../eslint.config.js');

type Graph = Record<string, readonly string[]>;
let declared: Graph = {};

beforeAll(async () => {
  const config = (await import(pathToFileURL(CONFIG).href)) as {
    API_MODULE_DEPENDENCIES: Graph;
  };
  declared = config.API_MODULE_DEPENDENCIES;
}, 120_000);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** The relative specifiers a file imports at run time: `import type` and `export type` carry no code, so no cycle. */
const importsOf = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specs.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specs.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) specs.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs.filter((spec) => spec.startsWith('.'));
};

/** The file a relative specifier names (`./x` → `x.ts` or `x/index.ts`); undefined outside the sources (seeds, JSON). */
const resolveImport = (from: string, spec: string, files: ReadonlySet<string>): string | undefined => {
  const target = resolve(dirname(from), spec);
  return [`${target}.ts`, join(target, 'index.ts'), target].find((candidate) => files.has(candidate));
};

/** The strongly connected groups of more than one node (or a node importing itself): each holds a cycle. */
const cyclesOf = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
};

const FILES = sources(SRC);
const FILE_SET = new Set(FILES);
const FILE_GRAPH = new Map(
  FILES.map((file) => [
    file,
    importsOf(file)
      .map((spec) => resolveImport(file, spec, FILE_SET))
      .filter((target): target is string => target !== undefined),
  ]),
);
const moduleOf = (file: string) => {
  const inside = relative(MODULES, file);
  return inside.startsWith('..') ? undefined : inside.split(/[\\/]/)[0];
};
/** Today's module edges, `a → b`, as the code has them. */
const USED_EDGES = new Set(
  [...FILE_GRAPH].flatMap(([file, targets]) =>
    targets.flatMap((target) => {
      const [from, to] = [moduleOf(file), moduleOf(target)];
      return from && to && from !== to ? [`${from} → ${to}`] : [];
    }),
  ),
);

describe('module graph', () => {
  it('declares every module of apps/api/src/modules, and only modules it declares as dependencies', () => {
    const directories = readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(directories.filter((name) => !(name in declared))).toEqual([]);
    const unknown = Object.entries(declared).flatMap(([from, to]) =>
      to.filter((name) => !(name in declared)).map((name) => `${from} → ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(cyclesOf(new Map(Object.entries(declared)))).toEqual([]);
  });

  it('is true to the code: every import between modules is declared', () => {
    const allowed = new Set(
      Object.entries(declared).flatMap(([from, to]) => to.map((name) => `${from} → ${name}`)),
    );
    expect([...USED_EDGES].filter((edge) => !allowed.has(edge)).sort()).toEqual([]);
  });

  it('has no import cycle between the API’s source files', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(cyclesOf(FILE_GRAPH).map((group) => group.map((file) => relative(SRC, file)))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('resolves the imports it checks (the cycle check would pass vacuously otherwise)', () => {
    expect(existsSync(CONFIG)).toBe(true);
    expect(FILE_GRAPH.get(join(MODULES, 'jobs/staging.repository.ts'))).toContain(
      join(MODULES, 'jobs/chunked.ts'),
    );
  });
});

describe('the lint rule boundaries/api-modules', { timeout: 120_000 }, () => {
  const ROOT = join(SRC, '../../..');
  const eslint = new ESLint({ cwd: ROOT });
  const errorsOf = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId);
  };

  it('refuses an undeclared import between modules, however the path is written, and allows a declared one', async () => {
    const file = 'apps/api/src/modules/vouchers/example.ts';
    for (const spec of [
      '../analytics/analytics.service',
      '../../modules/analytics/analytics.service',
      './../analytics',
    ]) {
      expect(await errorsOf(file, `import { x } from '${spec}';\nexport const y = x;\n`), spec).toContain(
        'boundaries/api-modules',
      );
    }
    const allowed =
      "import { x } from '../mail/outbox.repository';\nimport { z } from './vouchers.repository';\nexport const y = [x, z];\n";
    expect(await errorsOf(file, allowed)).toEqual([]);
  });

  it('refuses any file of a module the map does not name', async () => {
    expect(await errorsOf('apps/api/src/modules/not-declared/x.ts', 'export const y = 1;\n')).toContain(
      'boundaries/api-modules',
    );
  });
});
