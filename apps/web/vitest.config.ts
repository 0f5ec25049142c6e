import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A safety net, not the fix: the suite runs on loaded 2-CPU machines. Slow tests are made fast at their cause
    // (no whole-form re-render per keystroke, fireEvent instead of typing long strings, no fixed sleeps).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
