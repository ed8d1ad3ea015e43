import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      rolldownOptions: { input: { index: resolve('electron/main/index.ts') } },
    },
  },
  preload: {
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
    plugins: [react()],
    build: {
      // electron-vite leaves the renderer unminified by default; minified it loads and parses faster.
      minify: true,
      outDir: resolve('out/renderer'),
      rolldownOptions: { input: { index: resolve('renderer/index.html') } },
    },
  },
})
