import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { suiteBackend } from './test-database.js';

// Each mocha process (each worker, in parallel mode) has a temporary folder of its own, which the servers it starts
// inherit: a test checking that no upload left a temporary folder behind must not see another worker's uploads in
// flight. Set before any test file loads, as some name their folders when they load.
const temporaryFolder = mkdtempSync(path.join(os.tmpdir(), 'repairlens-tests-'));
process.env.TMPDIR = temporaryFolder;
process.once('exit', () => rmSync(temporaryFolder, { recursive: true, force: true }));

// CI replays one seed, so that whether a commit lands never depends on luck; elsewhere every run explores new
// inputs, and a failure prints the seed that reproduces it.
if (process.env.CI) fc.configureGlobal({ seed: 20_261_121 });

let backendSaid = false;

/**
 * Says which database the integration tests use, once at the top of the run (in parallel mode, where root hooks run
 * before every file, once per worker process).
 */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    const backend = await suiteBackend();
    if (backendSaid) return;
    backendSaid = true;
    console.log(`  database backend for this run: ${backend}`);
  },
};
