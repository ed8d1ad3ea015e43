// The layout's rules that imports can show, checked by `npm run lint:boundaries` (part of `npm run lint` and
// `npm test`'s lint step). docs/ARCHITECTURE.md lists these rules by name and comment (a test keeps the two equal);
// test/unit/architecture/boundaries.test.ts plants one violating import per rule and expects the check to fail.

/**
 * electron/services/ folders, from the bottom up. A folder imports only folders of its own tier or below, so a
 * generic service never knows a feature built on it (the balance's alert center and the settings store do not
 * import the spend guard: the guard registers its alert kinds and settings section with them). A new folder
 * goes into a tier (a test fails until it does).
 */
const SERVICE_TIERS = [
  // foundations: clocks, files, the database, the keychain, IPC plumbing, diagnostics, OS integration
  ['time', 'storage', 'db', 'secrets', 'ipc', 'diagnostics', 'desktop'],
  // the platform: the service's HTTP client, settings, connections and their keys
  ['api', 'settings', 'connections'],
  // generic state every feature reads: balance (+ the alert center), usage, models, drafts, prompts, updates, and
  // token counting (of requests and answers); #35: the display currency's rates, projects and tags
  ['balance', 'usage', 'models', 'drafts', 'prompts', 'updates', 'tokens', 'currency', 'projects'],
  // prices fitted from usage
  ['prices'],
  // every answer (the runner) and the conversations it writes
  ['answers', 'chat'],
  // features built on answers: compare, batches, votes, the ledger, the spend guard; the
  // one-time import of 0.1's files (it writes chats and usage pages); imports from other apps and
  // backup and restore (#34: they write conversations and the whole data set)
  ['compare', 'batches', 'votes', 'ledger', 'guard', 'db/import-0.1', 'imports', 'backup', 'statements'],
  // advice built on all of them (#36): what-if prices beside votes, a day's spend explained, the picker's facts
  ['advice'],
  // (above them all: the composition root, electron/services/app/, which no service imports)
]

const folders = (tiers) => `^electron/services/(${tiers.flat().map((f) => f.replaceAll('.', '[.]')).join('|')})/`
const tierRules = SERVICE_TIERS.slice(0, -1).map((tier, i) => ({
  name: `services-tier-${i + 1}`,
  comment: `Services of tier ${i + 1} (${tier.join(', ')}) never import a service of ${i + 2 === SERVICE_TIERS.length ? `tier ${i + 2}` : `tiers ${i + 2}–${SERVICE_TIERS.length}`}.`,
  severity: 'error',
  // A subfolder placed in a higher tier (db/import-0.1) is not part of its parent's tier.
  from: { path: folders([tier]), pathNot: folders(SERVICE_TIERS.slice(i + 1)) },
  to: { path: folders(SERVICE_TIERS.slice(i + 1)) },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'electron-only-in-main-and-preload',
      comment: "Only electron/main/ and electron/preload/ import 'electron' (and its electron-* helpers); services, browser mode, the host folder, shared/ and the renderer are plain TypeScript.",
      severity: 'error',
      from: { pathNot: '^electron/(main|preload)/' },
      to: { dependencyTypesNot: ['local'], path: '(^|/)node_modules/(electron|electron-log|electron-updater)/|^(electron|electron-log|electron-updater)(/|$)' },
    },
    {
      name: 'shells-share-only-through-host',
      comment: 'The two shells (the desktop app: electron/main/ and electron/preload/; browser mode: electron/browser/) never import each other: what both need lives in electron/host/.',
      severity: 'error',
      from: { path: '^electron/(main|preload)/' },
      to: { path: '^electron/browser/' },
    },
    {
      name: 'shells-share-only-through-host-browser',
      comment: 'Browser mode (electron/browser/) never imports the desktop shell (electron/main/, electron/preload/): what both need lives in electron/host/.',
      severity: 'error',
      from: { path: '^electron/browser/' },
      to: { path: '^electron/(main|preload)/' },
    },
    {
      name: 'host-below-the-shells',
      comment: 'electron/host/ (the CSP, the URL-safety rule, the data-dir lock) imports only shared/ and packages: no shell, no service.',
      severity: 'error',
      from: { path: '^electron/host/' },
      to: { path: '^(electron/(main|preload|browser|services|sim)|renderer)/' },
    },
    {
      name: 'services-never-import-shells',
      comment: 'Services never import a shell (electron/main/, electron/preload/, electron/browser/); only the composition root (electron/services/app/) uses electron/host/.',
      severity: 'error',
      from: { path: '^electron/services/' },
      to: { path: '^electron/(main|preload|browser)/' },
    },
    {
      name: 'services-never-import-host',
      comment: 'Services below the composition root never import electron/host/: the root hands them what they need.',
      severity: 'error',
      from: { path: '^electron/services/', pathNot: '^electron/services/app/' },
      to: { path: '^electron/host/' },
    },
    {
      name: 'services-never-import-the-root',
      comment: 'Services never import the composition root (electron/services/app/): it builds them, not the other way round.',
      severity: 'error',
      from: { path: '^electron/services/', pathNot: '^electron/services/app/' },
      to: { path: '^electron/services/app/' },
    },
    ...tierRules,
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ (used by main and the renderer alike) imports nothing of ours outside shared/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(electron|renderer|test|scripts)/' },
    },
    {
      name: 'views-use-queries',
      comment: 'Views (renderer/src/features/, components/, stores/, App.tsx) reach main through renderer/src/queries/ only: never the bridge (renderer/src/ipc.ts, TallyProvider.tsx, shared/ipc/bridge.ts) nor the transport (renderer/src/transport/).',
      severity: 'error',
      from: { path: '^renderer/src/(features/|components/|stores/|App[.]tsx$)' },
      to: { path: '^(renderer/src/(ipc[.]ts|TallyProvider[.]tsx|transport/)|shared/ipc/bridge[.]ts)' },
    },
    {
      name: 'renderer-never-imports-main',
      comment: 'The renderer imports nothing from electron/: it talks to main over the bridge only.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: '^electron/' },
    },
    {
      name: 'stream-internals-are-the-runners',
      comment: "Only the answer runner (electron/services/answers/) imports the stream's internals (answers/stream/): every kind of run goes through AnswerRunner.",
      severity: 'error',
      from: { pathNot: '^electron/services/answers/' },
      to: { path: '^electron/services/answers/stream/' },
    },
    {
      name: 'simulator-shares-no-code',
      comment: 'The simulator (electron/sim/) imports nothing of ours outside electron/sim/: it is the service, written from the spec, not from the client.',
      severity: 'error',
      from: { path: '^electron/sim/' },
      to: { path: '^(electron/(?!sim/)|shared/|renderer/)' },
    },
    {
      name: 'only-the-root-starts-the-simulator',
      comment: "Nothing of the client imports the simulator but the composition root's demo wiring (electron/services/app/core.ts).",
      severity: 'error',
      from: { path: '^(electron/(?!sim/)|shared/|renderer/)', pathNot: '^electron/services/app/core[.]ts$' },
      to: { path: '^electron/sim/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|test|scripts)/' },
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'] },
  },
}
// For the test that every service folder has a tier (not a rule: dependency-cruiser's schema takes no extra keys).
Object.defineProperty(module.exports, 'SERVICE_TIERS', { value: SERVICE_TIERS, enumerable: false })
