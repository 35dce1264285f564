import fc from 'fast-check';
import { suiteBackend } from './test-database.js';

// CI replays one seed, so that whether a commit lands never depends on luck; elsewhere every run explores new
// inputs, and a failure prints the seed that reproduces it.
if (process.env.CI) fc.configureGlobal({ seed: 20_261_121 });

/** Says once, at the top of the run, which database the integration tests use. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    const backend = await suiteBackend();
    console.log(`  database backend for this run: ${backend}`);
  },
};
