/**
 * The architecture's import rules, checked by `npm run lint` (depcruise src frontends).
 * docs/architecture.md explains the layers; each rule's comment says what it protects.
 *
 * Type-only imports count (tsPreCompilationDeps): a domain file that imports a type from the ORM is
 * coupled to the ORM all the same.
 */

/** Frameworks, ORMs, SDKs and I/O that belong in adapters and in the composition root, never deeper. */
const INFRASTRUCTURE = [
  '(^|/)node_modules/(koa|koa-[^/]+|@koa/[^/]+)/',
  '(^|/)node_modules/(inversify|@inversifyjs/[^/]+|reflect-metadata)/',
  '(^|/)node_modules/(@mikro-orm/[^/]+|pg|pg-boss|@electric-sql/[^/]+)/',
  '(^|/)node_modules/(stripe|@azure[^/]*/[^/]+|openid-client|oidc-provider|jose)/',
  '(^|/)node_modules/(pino|pino-[^/]+|sharp|multer|@types/[^/]+)/',
  '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|react-redux|@reduxjs/[^/]+)/',
  '^(node:)?(http|https|http2|net|tls|dgram|child_process|cluster|worker_threads|fs|fs/promises)$',
];

/** The layers of a module, as folder names under src/modules/<module>/. */
const MODULE = '^src/modules/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'A domain folder holds the rules of the business and nothing else: it may import its own domain, ' +
        'src/shared/domain and src/shared/errors. No framework, ORM, SDK, validation library, logger or Node API.',
      severity: 'error',
      from: { path: `${MODULE}domain/` },
      to: {
        pathNot: ['^src/modules/$1/domain/', '^src/shared/domain/', '^src/shared/errors/'],
      },
    },
    {
      name: 'shared-domain-is-pure',
      comment: 'The shared kernel of the domain (money, regions) follows the same rule as a module domain.',
      severity: 'error',
      from: { path: '^src/shared/(domain|errors)/' },
      to: { pathNot: ['^src/shared/domain/', '^src/shared/errors/'] },
    },
    {
      name: 'application-uses-ports-not-adapters',
      comment:
        'Use cases talk to the outside world through ports (interfaces in ports/ or src/shared/application); ' +
        'adapters are chosen by the module index.ts from configuration.',
      severity: 'error',
      from: { path: [`${MODULE}(application|ports)/`, '^src/shared/application/'] },
      to: {
        path: [
          '^src/modules/[^/]+/adapters/',
          '^src/shared/(http|persistence|logging|config)/',
          '^src/composition-root',
        ],
      },
    },
    {
      name: 'application-is-framework-free',
      comment:
        'No framework, ORM, SDK or I/O in use cases (nor in ports and the shared application kernel): ' +
        'they stay testable with in-memory fakes and survive a change of adapter.',
      severity: 'error',
      from: { path: [`${MODULE}(application|ports)/`, '^src/shared/application/'] },
      to: { path: INFRASTRUCTURE },
    },
    {
      name: 'modules-meet-through-their-public-surface',
      comment:
        'A module may use another module only through its index.ts (server code) or contract.ts (HTTP ' +
        'schemas). Its domain, application, ports and adapters are its own business.',
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/(index|contract)\\.ts$'],
      },
    },
    {
      name: 'shared-kernel-knows-no-module',
      comment: 'src/shared serves every module; a dependency the other way round would tie them together.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'contracts-are-zod-only',
      comment:
        'contract.ts files are imported (as types) by the front ends through src/api-contract.ts: they may ' +
        "use zod, other contract files, the shared domain's value lists and their own module's pure domain " +
        '(a name pattern, a list of plans), nothing that drags the server in.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/contract\\.ts$' },
      to: {
        pathNot: [
          '(^|/)node_modules/zod/',
          '^src/modules/[^/]+/contract\\.ts$',
          '^src/modules/$1/domain/',
          '^src/shared/http/([^/]+\\.contract|contract-kit)\\.ts$',
          '^src/shared/domain/',
        ],
      },
    },
    {
      name: 'shared-contracts-are-zod-only',
      comment: 'The same rule for the shared contract files (system.contract.ts, contract-kit.ts).',
      severity: 'error',
      from: { path: '^src/shared/http/([^/]+\\.contract|contract-kit)\\.ts$' },
      to: {
        pathNot: [
          '(^|/)node_modules/zod/',
          '^src/shared/http/([^/]+\\.contract|contract-kit)\\.ts$',
          '^src/shared/domain/',
        ],
      },
    },
    {
      name: 'api-contract-re-exports-types-only',
      comment: 'src/api-contract.ts is types only, so the front-end bundles carry none of the server.',
      severity: 'error',
      from: { path: '^src/api-contract\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-does-not-import-front-ends',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^frontends/' },
    },
    {
      name: 'front-ends-see-only-the-api-contract',
      comment:
        'Front ends know the server only through the types of src/api-contract.ts (and, type-only, the ' +
        'contract files it re-exports).',
      severity: 'error',
      from: { path: '^frontends/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/api-contract\\.ts$',
          '^src/modules/[^/]+/contract\\.ts$',
          '^src/shared/http/([^/]+\\.contract|contract-kit)\\.ts$',
          '^src/shared/domain/region\\.ts$',
        ],
      },
    },
    {
      name: 'front-ends-import-contract-files-as-types',
      comment: 'A value import would bundle zod schemas and the shared domain into the browser.',
      severity: 'error',
      from: { path: '^frontends/' },
      to: { path: '^src/', pathNot: '^src/api-contract\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'front-end-apps-are-deployed-apart',
      comment:
        'The shell and the admin console are separate builds that meet only through Module Federation at ' +
        'run time; code they both need lives in a shared folder of frontends/.',
      severity: 'error',
      from: { path: '^frontends/(shell|admin)/' },
      to: { path: '^frontends/(shell|admin)/', pathNot: '^frontends/$1/' },
    },
    {
      name: 'features-do-not-import-features',
      comment: 'Features meet in app/ (routes, store), never by importing each other (bulletproof-react).',
      severity: 'error',
      from: { path: '^frontends/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^frontends/$1/src/features/', pathNot: '^frontends/$1/src/features/$2/' },
    },
    {
      name: 'no-circular',
      comment: 'Cycles make load order matter and layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a package missing from package.json.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'server-not-to-dev-dependencies',
      comment:
        'The container image prunes devDependencies: server code that imports one at run time would crash ' +
        'in production only. Type-only imports are erased and allowed.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/api-contract\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-undeclared-packages',
      comment: 'Every package imported must be in package.json, not merely present as a transitive dependency.',
      severity: 'error',
      from: { path: '^(src|frontends)/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)\\.gitkeep$', '^frontends/[^/]+/dist/'] },
    tsPreCompilationDeps: true,
    // frontends/admin has a package.json of its own (name and version for its Module Federation manifest); its
    // dependencies are the root's.
    combinedDependencies: true,
    // The front ends' tsconfig: it maps `@repairlens/contract` to src/api-contract.ts, so the rules above see
    // that edge; server files have no aliases and resolve the same under it.
    tsConfig: { fileName: 'frontends/tsconfig.json' },
    // NodeNext sources import './x.js' meaning './x.ts'; dependency-cruiser maps that through the tsconfig.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
