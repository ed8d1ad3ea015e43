import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    // The bridge's channel names, which the app's builds inline from the contract (shared/ipc/bridge.ts);
    // the window's strings in English (#37).
    setupFiles: ['test/support/bridge-channels.ts', 'test/support/i18n-english.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A safety net, not a speed target (those are in `npm run bench`): property tests of a few
          // hundred runs passed 5 s on two cores shared with a build or a browser.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.{ts,tsx}'],
          // The shipped bundles' tests need out/: their own project, run after the build (scripts/test.mjs).
          exclude: ['test/integration/shell/shipped-*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // #28: the BUILT out/main and out/preload, run under Node with the Electron stand-in (test/support/electron-standin).
          name: 'shipped',
          include: ['test/integration/shell/shipped-*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/electron-standin/build-if-stale.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
