import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Long-lived vendor chunks for the libraries every screen loads (they change less often than the
 * app, so browsers keep them cached across releases). Only self-contained packages are named here:
 * a manual chunk also swallows the unassigned modules it imports, so naming the DataGrid or the
 * charts would drag shared MUI code into them and make the sign-in screen load them. Those stay
 * with the lazy routes that use them, split automatically by the router's `lazy` imports.
 */
const VENDOR_CHUNKS: Array<[chunk: string, packages: RegExp]> = [
  ['vendor-react', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  ['vendor-i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
];

/**
 * The contracts package is schemas and constants only: importing nothing from one of its files must
 * not keep that file in the bundle. Without this, every screen's schemas (the barrel re-exports them
 * all) would land in the sign-in screen's JavaScript as the product grows.
 */
const contractsWithoutSideEffects = (): Plugin => ({
  name: 'planilla:contracts-without-side-effects',
  transform(_code, id) {
    return /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) ? { moduleSideEffects: false } : null;
  },
});

export default defineConfig({
  plugins: [react(), contractsWithoutSideEffects()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The manifest lets the bundle benchmark list exactly the files a page loads.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        manualChunks(id) {
          for (const [chunk, pattern] of VENDOR_CHUNKS) if (pattern.test(id)) return chunk;
          return undefined;
        },
      },
    },
  },
});
