import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The message catalogues as the browser needs them: each entry's message, without its review flag (the flags stay
 * in the repository, summed up in shared/i18n/review-state.ts). Runs before Vite turns the JSON into a module.
 */
function catalogueMessages(): Plugin {
  return {
    name: 'catalogue-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/shared\/i18n\/(web|api)\/[^/]+\/[a-z]+\.json$/.test(id.split('?')[0] ?? '')) return null;
      const file = JSON.parse(code) as Record<string, string | { message: string }>;
      const messages = Object.fromEntries(Object.entries(file).map(([key, entry]) => [key, typeof entry === 'string' ? entry : entry.message]));
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

export default defineConfig({
  root,
  plugins: [catalogueMessages(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets the bench and the lead measure what /home loads (entry + its static imports).
    manifest: true,
    sourcemap: true,
  },
});
