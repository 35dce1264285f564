import { suiteBackend } from './test-database.js';

/** Says once, at the top of the run, which database the integration tests use. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    const backend = await suiteBackend();
    console.log(`  database backend for this run: ${backend}`);
  },
};
