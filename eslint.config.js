import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The composition root only composes: these are decisions, and each belongs in the service that owns it. */
const DECIDES = 'The composition root only composes (constructs and connects): move this decision into the service that owns it.'
const ROOT_WIRING_FILES = ['electron/services/app/core.ts', 'electron/services/app/handlers.ts']
const ROOT_DECISIONS = [
  'IfStatement',
  'ConditionalExpression',
  'SwitchStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
  // `a && b`, `a || b`, `a ?? b`, `a?.b` and their assignments choose too.
  'LogicalExpression',
  'ChainExpression',
  'AssignmentExpression[operator=/^(&&|\\|\\||\\?\\?)=$/]',
  // So do loops and searches written as array methods.
  'CallExpression[callee.property.name=/^(filter|find|findIndex|findLast|some|every|reduce|forEach)$/]',
].map((selector) => ({ selector, message: DECIDES }))

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // core.ts and handlers.ts construct and connect; `if`, ternaries, loops, `&&`/`||`/`??` fail here (test/unit/architecture/root-composes.test.ts).
    files: ROOT_WIRING_FILES,
    rules: { 'no-restricted-syntax': ['error', ...ROOT_DECISIONS] },
  },
  // Import boundaries (who may import 'electron', the shells, the service tiers, shared/, views, the simulator)
  // are .dependency-cruiser.cjs's rules: `npm run lint:boundaries`.
  {
    // The renderer never touches the network and never imports Node or Electron.
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'],
      'no-restricted-imports': ['error', { patterns: ['electron', 'node:*', '**/electron/**'] }],
    },
  },
  {
    // Browser mode's transport is the one WebSocket: to the door that served the page (same origin, CSP connect-src 'self').
    files: ['renderer/src/transport/websocket.ts'],
    rules: { 'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest', 'EventSource'] },
  },
)
