import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The accessibility check of every browser test (docs/accessibility.md). Specs import `test` and
 * `expect` from here instead of '@playwright/test'; then axe-core (WCAG 2 A and AA rules) checks every
 * page the scenario visits, in the dark and the light theme, and the scenario fails on any serious or
 * critical violation, naming the rule, the page and the element.
 *
 * - Each time the main frame's URL changes (a load or a client-side route), the page is checked in the
 *   theme it is shown in, once it settles.
 * - When the scenario ends, its last state is checked in its theme and in the other one; then every
 *   other route it visited is opened again and checked in that other theme.
 *
 * A scenario with a legitimate reason to skip the check opts out with `test.use({ axe: false })`.
 */

/** The axe rule sets checked: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Violations of these impacts fail the scenario. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Rules waived for the whole suite, each with its reason in docs/accessibility.md (none today). */
export const AXE_WAIVED_RULES: string[] = [];

export type Skin = 'dark' | 'light';
export type Finding = {
  rule: string;
  impact: string;
  help: string;
  url: string;
  skin: Skin;
  targets: string[];
};

/** One path per screen: numbers in the path (an employee's number) do not make another screen. */
const routeOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:n');
};

const SETTINGS_KEY = 'settings';

/** The theme of the content area the page shows (semi-dark has a light content area). */
const currentSkin = (page: Page): Promise<Skin> =>
  page.evaluate((key) => {
    try {
      const settings = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { skin?: string };
      return settings.skin === 'light' || settings.skin === 'semi-dark' ? 'light' : 'dark';
    } catch {
      return 'dark';
    }
  }, SETTINGS_KEY);

/** Switches the stored theme; the open page follows it through the storage event it listens to. */
export const setSkin = (page: Page, skin: Skin) =>
  page.evaluate(
    ({ key, value }) => {
      let settings: Record<string, unknown> = {};
      try {
        settings = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      } catch {
        // A broken value is replaced.
      }
      window.localStorage.setItem(key, JSON.stringify({ ...settings, skin: value }));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    { key: SETTINGS_KEY, value: skin },
  );

/** Waits until the page is loaded, the network quiet and no transition runs (a half-faded text is no state). */
const settle = async (page: Page) => {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 100, timeout: 60_000 },
  );
  // A screen still loading its data is no state to judge (a job's bar, with a value, may stay).
  await page
    .waitForFunction(
      () =>
        Array.from(
          document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]'),
        ).every((element) => element.getClientRects().length === 0),
      undefined,
      { polling: 100, timeout: 60_000 },
    )
    .catch(() => undefined);
};

/** Every violation axe finds on the page as it is now, any impact (the screens spec tabulates them). */
export const axeViolations = async (page: Page) => {
  await settle(page);
  return (await new AxeBuilder({ page }).withTags(AXE_TAGS).disableRules(AXE_WAIVED_RULES).analyze())
    .violations;
};

/** What identifies one violation on one element, to compare two scans. */
const violationKeys = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  new Set(violations.flatMap((v) => v.nodes.map((node) => `${v.id}|${node.target.join(' ')}`)));

const scan = async (page: Page, skin: Skin): Promise<Finding[]> => {
  const url = page.url();
  let violations = await axeViolations(page);
  // The check runs beside the scenario, which may be opening or closing a dialog meanwhile: a half-faded
  // element is no state. A finding counts when a second scan, once the page settles again, still has it.
  if (violations.some((v) => FAILING_IMPACTS.has(v.impact ?? ''))) {
    const again = violationKeys(await axeViolations(page));
    violations = violations
      .map((v) => ({ ...v, nodes: v.nodes.filter((node) => again.has(`${v.id}|${node.target.join(' ')}`)) }))
      .filter((v) => v.nodes.length > 0);
  }
  const results = { violations };
  const report = process.env.AXE_REPORT;
  if (report) {
    for (const violation of results.violations) {
      appendFileSync(
        report,
        `${JSON.stringify({ route: routeOf(url), skin, rule: violation.id, impact: violation.impact, count: violation.nodes.length })}\n`,
      );
    }
  }
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      url,
      skin,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? `: ${node.failureSummary.split('\n')[1]?.trim() ?? ''}` : ''}`,
      ),
    }));
};

/**
 * A navigation or a closed page in the middle of a check: the next check covers the page. A navigation
 * between axe's injection and its run leaves the new document without axe (`runPartial` of undefined).
 */
const isInterrupted = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|Target (page, context or browser )?(has been )?closed|navigation|frame was detached|Timeout|reading 'runPartial'|axe is not defined/i.test(
    error.message,
  );

export const describeFindings = (findings: Finding[]) => {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const finding of findings) {
    for (const target of finding.targets) {
      const key = `${finding.rule}|${finding.skin}|${target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(
        `  ${finding.rule} (${finding.impact}) [${finding.skin}] ${routeOf(finding.url)}: ${finding.help}\n      at ${target}`,
      );
    }
  }
  return `Accessibility check (axe, WCAG 2.1 A/AA): ${lines.length} serious or critical violation(s)\n${lines.join('\n')}`;
};

/**
 * What this worker already checked: a screen (route), in a theme and a language, with or without a
 * dialog open. The suite visits the same screens many times; each state is checked once per run.
 */
const checked = new Set<string>();

const stateOf = (page: Page, skin: Skin) =>
  page.evaluate(
    ({ route, skin }) =>
      `${route}|${skin}|${document.documentElement.lang}|${document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="presentation"] [role="menu"], [role="listbox"]').length > 0 ? 'overlay' : 'page'}`,
    { route: routeOf(page.url()), skin },
  );

export const test = base.extend<{ axe: boolean }>({
  axe: [process.env.AXE !== '0', { option: true }],
  page: async ({ page, axe }, use, testInfo) => {
    if (!axe) {
      await use(page);
      return;
    }
    const findings: Finding[] = [];
    /** Routes visited, with the last full URL of each. */
    const visited = new Map<string, string>();
    let queue: Promise<void> = Promise.resolve();
    let ended = false;
    const check = async (wanted?: Skin) => {
      try {
        await settle(page);
        const skin = wanted ?? (await currentSkin(page));
        const state = await stateOf(page, skin);
        if (checked.has(state)) return;
        checked.add(state);
        findings.push(...(await scan(page, skin)));
      } catch (error) {
        if (!isInterrupted(error)) throw error;
      }
    };
    page.on('framenavigated', (frame) => {
      if (ended || frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
      visited.set(routeOf(frame.url()), frame.url());
      queue = queue.then(() => check());
    });

    await use(page);

    ended = true;
    await queue;
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http'))
      return;
    // The last state, in its theme and in the other one; then the other routes in the other theme.
    const skin = await currentSkin(page);
    const other: Skin = skin === 'dark' ? 'light' : 'dark';
    await check(skin);
    await setSkin(page, other);
    await check(other);
    const last = routeOf(page.url());
    for (const [route, url] of visited) {
      if (
        route === last ||
        checked.has(`${route}|${other}|${await page.evaluate(() => document.documentElement.lang)}|page`)
      )
        continue;
      await page.goto(url);
      await check(other);
    }
    if (findings.length > 0 && !process.env.AXE_REPORT) throw new Error(describeFindings(findings));
  },
});

export { expect };
