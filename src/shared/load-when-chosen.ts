import { createRequire } from 'node:module';

/**
 * A loader for modules the configuration may not choose (an SDK-backed adapter, a second database driver), so a
 * start that does not choose one never loads it nor the package behind it: `const load = loaderFor(import.meta.url)`,
 * then `load('./adapter.js') as typeof Adapter` with `import type * as Adapter` beside it.
 *
 * It loads synchronously, so the wiring that calls it stays synchronous and a failing load stops the start right
 * where the adapter is wired. require() rather than import(): Node requires an ES module into the same module map
 * as static imports, and under the test runner's CommonJS transform require meets that transform's cache too,
 * where import() would load a second copy of every module it reaches (classes that do not recognise each other's
 * objects, such as the errors the error middleware tells apart).
 */
export function loaderFor(callerUrl: string): (specifier: string) => unknown {
  return createRequire(callerUrl);
}
