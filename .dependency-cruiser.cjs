// Layering rules of the monorepo, checked by `npm run lint:deps` as part of `npm test` (docs/decisions.md,
// "Layering enforced by dependency-cruiser"). Paths are relative to the repository root.

/** Generated GraphQL code: imported by hand-written code, never read for its own imports (it only points inwards). */
const GENERATED = '^(client|gateway)/generated/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-server',
      comment:
        'The client talks to the server over GraphQL and the identity pool only: importing api/, gateway/ or ' +
        'identity/ code would drag server modules (and their secrets and databases) into the browser bundle. ' +
        'Shared vocabulary belongs in schema/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(api|gateway|identity)/' },
    },
    {
      name: 'api-not-to-gateway-or-client',
      comment:
        'The api is the system of record and sits below the gateway and the client: it must run alone and ' +
        'never depend on its callers. Shared contracts belong in schema/.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(gateway|client)/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment:
        'A feature folder does not import another feature, so each domain can change alone. Move what two ' +
        'features share to client/ui/ (presentation) or schema/ (vocabulary and rules).',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'shared-client-not-to-routing-or-features',
      comment:
        'client/ui, client/session, client/cache and client/addresses (the address fieldset the coverage page ' +
        'and the signup wizard share) are below every page: they know no feature, no route table and no router. ' +
        'Route types they need are expressed in their own terms and imported by routing instead.',
      severity: 'error',
      from: { path: '^client/(ui|session|cache|addresses)/' },
      to: { path: '^client/(routing/|features/|routes[.]ts$)' },
    },
    {
      name: 'domain-not-to-rest',
      comment:
        'schema/domain is the vocabulary every tier shares; schema/rest is the REST wire format built on it. ' +
        'The vocabulary must not depend on one transport.',
      severity: 'error',
      from: { path: '^schema/domain/' },
      to: { path: '^schema/rest/' },
    },
    {
      name: 'no-circular',
      comment:
        'Modules form a graph without cycles, type-only imports included: a cycle makes load order matter, ' +
        'defeats code splitting and hides which module is the lower layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports (removed by the compiler) are dependencies too: a cycle through a type is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: ['node_modules', GENERATED] },
    exclude: { path: ['^(dist|data)/', '[.]d[.]ts$'] },
    moduleSystems: ['es6', 'cjs'],
    // The browser build resolves the same way as the compiler (moduleResolution bundler).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
