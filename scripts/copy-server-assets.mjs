// `npm run build:server` compiles src/ to dist/server with tsc (tsconfig.build.json), so production runs JavaScript
// with no TypeScript transform at run time. With --clean this empties dist/server first (a deleted source must
// not live on as stale JavaScript); without, it copies the files the server reads beside its sources (repair
// guides, the matching vocabulary) next to the compiled JavaScript, in the same layout.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'dist', 'server');
if (process.argv.includes('--clean')) {
  rmSync(target, { recursive: true, force: true });
} else {
  cpSync(path.join(root, 'src'), target, { recursive: true, filter: (source) => !/\.(ts|yaml)$/.test(source) });
}
