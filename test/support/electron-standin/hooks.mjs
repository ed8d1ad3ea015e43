// Module loader hook: the specifier `electron` resolves to the stand-in, for `import` in the bundle
// and `require` in CommonJS dependencies (electron-updater) alike.
export const standin = new URL('./electron.mjs', import.meta.url).href

export function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron' || specifier === 'electron/main') return { url: standin, format: 'module', shortCircuit: true }
  return nextResolve(specifier, context)
}
