import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { channelsDefine } from './shared/ipc/contract'
import { languagePreload } from './scripts/vite/language-preload'

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
    plugins: [react(), languagePreload()],
    define: channelsDefine(),
    build: {
      // electron-vite leaves the renderer unminified by default; minified it loads and parses faster.
      minify: true,
      outDir: resolve('out/renderer'),
      rolldownOptions: { input: { index: resolve('renderer/index.html') } },
    },
  },
})
