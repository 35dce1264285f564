#!/usr/bin/env node
// The browser tests drive Debian's Chromium through playwright-core (no browser download).
// Finds it, installs it with apt-get when running as root on Debian, or says exactly what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((candidate) => existsSync(candidate));

if (!found() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.error("Chromium is missing: installing Debian's chromium package for the browser tests ...");
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
if (!found()) {
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary\n' +
      'Then run npm test again.',
  );
  process.exit(1);
}
