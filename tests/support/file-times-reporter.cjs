// Mocha's spec reporter, plus how long each test file kept mocha busy: the durations of its tests and of its hooks
// (its server starts, Chromium launches, builds) added up, which reads the same in serial and in parallel mode.
// The slowest ten files are printed after the summary; with MOCHA_FILE_TIMES=<path>, every file's time is written
// there as "seconds<TAB>file" lines, slowest first. A CommonJS file because mocha require()s reporters.
'use strict';

const { writeFileSync } = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_TEST_END, EVENT_TEST_FAIL, EVENT_HOOK_END, EVENT_RUN_END } = Mocha.Runner.constants;
const SHOWN = 10;

/** The test file a test or hook was declared in. */
function fileOf(runnable) {
  for (let node = runnable; node; node = node.parent) if (node.file) return node.file;
  return undefined;
}

class FileTimesReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const busyMs = new Map();
    const counted = new Set();
    const add = (runnable) => {
      const file = fileOf(runnable);
      if (!file || typeof runnable.duration !== 'number' || counted.has(runnable)) return;
      counted.add(runnable);
      busyMs.set(file, (busyMs.get(file) ?? 0) + runnable.duration);
    };
    runner.on(EVENT_TEST_END, add);
    // A failing hook ends with "fail", not "hook end".
    runner.on(EVENT_TEST_FAIL, add);
    runner.on(EVENT_HOOK_END, add);
    runner.once(EVENT_RUN_END, () => {
      const lines = [...busyMs]
        .sort((a, b) => b[1] - a[1])
        .map(([file, ms]) => `${(ms / 1000).toFixed(1)}\t${path.relative(process.cwd(), file)}`);
      if (process.env.MOCHA_FILE_TIMES) writeFileSync(process.env.MOCHA_FILE_TIMES, lines.join('\n') + '\n');
      // After the spec reporter's summary, which .ci/run reads: these lines never look like "N passing".
      process.nextTick(() => {
        if (lines.length === 0) return;
        console.log('  slowest test files (seconds of tests and hooks):');
        for (const line of lines.slice(0, SHOWN)) console.log(`    ${line.replace('\t', 's  ')}`);
        console.log();
      });
    });
  }
}

module.exports = FileTimesReporter;
