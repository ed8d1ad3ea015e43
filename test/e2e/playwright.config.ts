import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: './specs',
  outputDir: '../../test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI only; a test that passes on retry is counted and printed as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: { trace: 'off', screenshot: 'off', actionTimeout: 10_000 },
})
