// TEST STAND-IN: `node --import ./register.mjs out/main/index.js` runs the shipped main bundle with
// `electron` resolved to electron.mjs, a stand-in for Electron's API (Electron's binary cannot run here).
//
// The resolve hook is registered with module.registerHooks (Node ≥ 22.15), the in-thread form of
// module.register: its hooks also see `require('electron')` inside CommonJS dependencies such as
// electron-updater. Older Node 22 (≥ 22.13): module.register for `import`, and CommonJS's own
// resolver for `require`.
import module from 'node:module'
import { fileURLToPath } from 'node:url'
import { resolve, standin } from './hooks.mjs'

if (typeof module.registerHooks === 'function') {
  module.registerHooks({ resolve })
} else {
  module.register('./hooks.mjs', import.meta.url)
  const resolveFilename = module._resolveFilename
  module._resolveFilename = function (request, ...rest) {
    return request === 'electron' ? fileURLToPath(standin) : resolveFilename.call(this, request, ...rest)
  }
}
