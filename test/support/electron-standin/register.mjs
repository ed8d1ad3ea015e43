// TEST STAND-IN: `node --import ./register.mjs out/main/index.js` runs the shipped main bundle with
// `electron` resolved to electron.mjs, a stand-in for Electron's API (Electron's binary cannot run here).
//
// The resolve hook is registered with module.registerHooks (Node ≥ 22.15), the in-thread form of
// module.register: its hooks also see `require('electron')` inside CommonJS dependencies such as
// electron-updater, which module.register's off-thread hooks do not.
import module from 'node:module'
import { resolve } from './hooks.mjs'

if (typeof module.registerHooks !== 'function') {
  throw new Error(`The Electron stand-in needs module.registerHooks (Node ≥ 22.15); this is Node ${process.versions.node}.`)
}
module.registerHooks({ resolve })
