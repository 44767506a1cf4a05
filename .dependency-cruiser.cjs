/**
 * Hadal's import rules (README "Architecture"), checked by `npm run lint` through
 * scripts/check-architecture.mjs. Paths are matched without a leading anchor so the rule test can
 * run them over a fixture tree that mirrors the repository's layout.
 */
const NOT_TESTS = '\\.test\\.tsx?$|/test/|\\.fixtures\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain imports nothing of the apps and nothing of Node.',
      from: { path: 'packages/domain/src/' },
      to: { path: '(^|/)apps/' },
    },
    {
      name: 'domain-no-node',
      severity: 'error',
      comment: 'packages/domain is pure TypeScript: no Node built-ins (no I/O).',
      from: { path: 'packages/domain/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'content-tools-is-pure',
      severity: 'error',
      comment: 'packages/content-tools imports nothing of the apps and (outside its tests) nothing of Node.',
      from: { path: 'packages/content-tools/src/' },
      to: { path: '(^|/)apps/' },
    },
    {
      name: 'content-tools-no-node',
      severity: 'error',
      comment: 'packages/content-tools is pure TypeScript: the server reads the files and hands their text in.',
      from: { path: 'packages/content-tools/src/', pathNot: NOT_TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-knows-no-content-tools',
      severity: 'error',
      comment: 'The shared contract (packages/domain) and the web app never import the content tools.',
      from: { path: '(packages/domain|apps/web)/' },
      to: { path: '(^|/)(packages/content-tools|node_modules/@hadal/content-tools)/' },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment: "A server module reaches another module only through that module's index.ts.",
      from: { path: 'apps/server/src/modules/([^/]+)/', pathNot: NOT_TESTS },
      to: {
        path: 'apps/server/src/modules/[^/]+/',
        pathNot: ['apps/server/src/modules/$1/', 'apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-nothing-imports-the-root',
      severity: 'error',
      comment: 'Modules, adapters, plugins and lib never import app.ts, services.ts or server.ts.',
      from: { path: 'apps/server/src/(modules|adapters|plugins|lib)/', pathNot: NOT_TESTS },
      to: { path: 'apps/server/src/(app|services|server|main)\\.ts$' },
    },
    {
      name: 'server-adapters-know-no-module',
      severity: 'error',
      comment: 'Adapters are the outer ring: they import no feature module.',
      from: { path: 'apps/server/src/adapters/', pathNot: NOT_TESTS },
      to: { path: 'apps/server/src/modules/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'A web feature never imports another feature; shared code lives in components/ or lib/.',
      from: { path: 'apps/web/src/features/([^/]+)/' },
      to: { path: 'apps/web/src/features/', pathNot: 'apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ import no feature and nothing of app/.',
      from: { path: 'apps/web/src/(components|lib)/' },
      to: { path: 'apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|test/fixtures/dependency-rules/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
