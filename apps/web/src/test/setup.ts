import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The menu's texts and the catalogues (the API's messages, payslip texts) load with the signed-in layout, before
// any of its screens renders (`LAYOUT_NAMESPACES` in `lib/i18n.ts`): component tests start where those screens start.
beforeAll(async () => {
  const { LAYOUT_NAMESPACES, loadNamespaces } = await import('../lib/i18n');
  const { LANGUAGES } = await import('../lib/settings');
  await Promise.all(LANGUAGES.map((language) => loadNamespaces(LAYOUT_NAMESPACES, language)));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
