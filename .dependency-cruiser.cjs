// Tote's dependency rules, checked by `pnpm deps:check` (a step of `pnpm test`, after lint).
// What the rules are for and how to read a failure: docs/architecture.md, "Dependency rules".
//
// Paths are the files' real paths from the repository root: `@tote/ui` resolves (through the workspace's
// node_modules link and the package's `exports` map) to `packages/ui/src/…`, so a rule about `@tote/ui` is a
// rule about `^packages/ui/`. Third-party packages resolve into node_modules (pnpm keeps them under
// `node_modules/.pnpm/<name>@<version>/node_modules/<name>/`). An import of a package the importer does not
// list in its package.json resolves to nothing (pnpm links only declared dependencies) and keeps its bare name
// (`@tote/api-client/orders`): `pkg()` and `npm()` match both forms, so such an import breaks the layer rule as
// well as not-to-unresolvable.

/** A workspace package (`packages/<dir>`, published as `@tote/<dir>`), resolved or not. */
const pkg = (dirs) => `^(packages/(${dirs})/|@tote/(${dirs})(/|$))`;
/** An app (`apps/<dir>`, `@tote/<dir>`), resolved or not. */
const app = (dirs) => `^(apps/(${dirs})/|@tote/(${dirs})(/|$))`;
/** A third-party package, resolved into node_modules or not. */
const npm = (names) => `(^|node_modules/)(${names})(/|$)`;

const APPS = 'api|shell|sender|traveler|admin';

/** Test code: may use the test kit and reach into modules to set up rows. */
const TEST_FILES = [
  '\\.test\\.tsx?$',
  '\\.spec\\.tsx?$',
  '(^|/)test/',
  '(^|/)src/testing/',
  '(^|/)vitest\\.(config|setup)\\.ts$',
  '(^|/)vitest-preset\\.js$',
  '^packages/testing/',
];

/** React and the libraries that only make sense beside it. */
const REACT = npm(
  'react|react-dom|react-router|react-router-dom|@tanstack/react-query|@headlessui/react|react-dropzone|lucide-react|@testing-library/[^/]+',
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'no-circular: this file is part of an import cycle (type-only imports count). Break it: move the shared ' +
        'piece into a third file both can import, or pass a function in instead of importing back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-not-to-other-app',
      severity: 'error',
      comment:
        'app-not-to-other-app: an app imports another app. What two apps share goes into a package ' +
        '(packages/web for client pieces that talk to the API, packages/ui for drawing, packages/validation for schemas).',
      from: { path: '^apps/([^/]+)/' },
      to: { path: app(APPS), pathNot: ['^apps/$1/', '^@tote/$1(/|$)'] },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment:
        "feature-not-to-other-feature: a feature folder imports another feature's files. Features are " +
        'independent: move what both need to the app (src/lib, src/components) or to packages/web, or compose ' +
        'the two features in src/app (routes, layout).',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'ui-not-to-api',
      severity: 'error',
      comment:
        'ui-not-to-api: packages/ui imports @tote/api-client, @tote/web or TanStack Query. The UI kit only ' +
        'draws: it takes data and callbacks as props. Put the hook that fetches in packages/web or in the app.',
      from: { path: '^packages/ui/' },
      to: { path: [pkg('api-client|web'), npm('@tanstack/react-query')] },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment:
        'packages-not-to-apps: a package (packages/web included) imports a file of an app. Dependencies point ' +
        'from apps to packages only: move the piece into the package, or pass it in from the app.',
      from: { path: '^packages/' },
      to: { path: app(APPS) },
    },
    {
      name: 'validation-stands-alone',
      severity: 'error',
      comment:
        'validation-stands-alone: packages/validation imports another package or app of ours. It is the bottom ' +
        'layer (schemas and messages shared by the API and every client) and depends on zod and ' +
        'libphonenumber-js only.',
      from: { path: '^packages/validation/' },
      to: {
        path: ['^(apps|packages|e2e|bench)/', '^@tote/'],
        pathNot: pkg('validation'),
      },
    },
    {
      name: 'api-not-to-client-code',
      severity: 'error',
      comment:
        'api-not-to-client-code: apps/api imports @tote/ui, @tote/web, @tote/api-client or React. The server ' +
        'shares only schemas (@tote/validation) and demo data (@tote/fixtures) with the clients.',
      from: { path: '^apps/api/' },
      to: { path: [pkg('ui|web|api-client|testing'), REACT] },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      comment:
        'testing-only-in-tests: code that ships imports @tote/testing. The test kit (mockApi, renderRoute, the ' +
        'vitest preset) is a devDependency: import it from *.test.ts(x), src/testing/ or the vitest config only.',
      from: { pathNot: TEST_FILES },
      to: { path: pkg('testing') },
    },
    {
      name: 'api-repo-only-own-module',
      severity: 'error',
      comment:
        "api-repo-only-own-module: a module imports another module's *.repo.ts. A module owns its tables: only " +
        'its repo writes SQL on them, and other modules call the functions it exports from a file that is not a ' +
        'repo (its public face, e.g. orders/order-records.ts; docs/architecture.md, "Who owns which table").',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+[.]repo[.]ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-repo-not-outside-modules',
      severity: 'error',
      comment:
        "api-repo-not-outside-modules: code outside apps/api/src/modules imports a module's *.repo.ts (plugins, " +
        'cli, db). Call the functions the module exports instead, or move the code into the module.',
      from: { path: '^apps/api/', pathNot: ['^apps/api/src/modules/', ...TEST_FILES] },
      to: { path: '^apps/api/src/modules/[^/]+/[^/]+[.]repo[.]ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'not-to-unresolvable: an import that resolves to no file. A rule cannot judge what it cannot find: add ' +
        "the package to this package.json's dependencies, or fix the path or the package's exports map.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|\\.turbo)/' },
    // Type-only imports (`import type`) are dependencies too: they make cycles and cross layers as much as
    // runtime imports do.
    tsPreCompilationDeps: true,
    // Compiler options (module resolution, jsx) for every package; none declares `paths`, the workspace
    // packages resolve by name through node_modules and their `exports` maps.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
