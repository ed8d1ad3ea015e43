import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { channelsDefine } from './shared/ipc/contract'
import { pageStart } from './scripts/vite/page-start'

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      rolldownOptions: { input: { index: resolve('electron/main/index.ts') } },
    },
  },
  preload: {
    // The bridge is derived from the contract's channel names (shared/ipc/bridge.ts).
    define: channelsDefine(),
    build: {
      // Sandboxed preloads cannot require node_modules: bundle everything into one CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react(), pageStart()],
    define: channelsDefine(),
    build: {
      // electron-vite leaves the renderer unminified by default; minified it loads and parses faster.
      minify: true,
      outDir: resolve('out/renderer'),
      rolldownOptions: {
        input: { index: resolve('renderer/index.html') },
        // The first screen's code in two chunks of about the same size, React's DOM renderer and the
        // rest: Chromium parses each on its own thread while the page waits (a single 430 KiB chunk
        // was parsed on one), and a few large files instead of a dozen small ones.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 2 },
              // The ICU message compiler is not the first screen's: its own chunk, asked for beside the
              // bundle (scripts/vite/page-start.ts); else rolldown put it in the first screen's.
              { name: 'icu-compiler', test: /[\\/](@messageformat|@lingui[\\/]message-utils)[\\/]/, priority: 3 },
              { name: 'first-screen', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  },
})
