import type { TestProject } from 'vitest/node';
import { buildTestTemplate } from './test-template';

/** Builds the run's seeded template once, before any API test file, and removes it after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await buildTestTemplate();
  project.provide('apiTestTemplate', template);
  return remove;
}
