import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app.js';

export interface FrontendStandIn {
  /** Pass as FRONTEND_DIST_DIR. */
  readonly distDir: string;
  remove(): Promise<void>;
}

/**
 * A few files laid out as `npm run build` lays out the front ends (an index.html, and its French twin, with
 * inline styles as the real one has, a hashed script, the admin console's manifest), so static-file answers exist whether or not
 * a build ran.
 */
export async function createFrontendStandIn(): Promise<FrontendStandIn> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-frontends-'));
  await mkdir(path.join(distDir, 'shell'));
  await mkdir(path.join(distDir, 'admin'));
  // One page per language, as the build writes them: only the static texts differ.
  for (const [file, loading] of [
    ['index.html', 'Loading...'],
    ['index.fr-CA.html', 'Chargement...'],
  ]) {
    await writeFile(
      path.join(distDir, 'shell', file!),
      '<!doctype html><html lang=en><head><style>.boot{display:grid}</style>' +
        '<noscript><style>#root{display:none}</style></noscript><script defer src=/main.0123abcd.js></script>' +
        `</head><body><div id=root><p class=boot>${loading}</p></div></body></html>`,
    );
  }
  await writeFile(path.join(distDir, 'shell', 'main.0123abcd.js'), 'console.log("shell");');
  await writeFile(path.join(distDir, 'admin', 'mf-manifest.json'), '{"name":"admin"}');
  return { distDir, remove: () => rm(distDir, { recursive: true, force: true }) };
}

/** A server in front of a stand-in build, both made before the file's tests and gone after them. */
export function useAppServingFrontendStandIn(onStarted: (server: TestApp) => void): void {
  let server: TestApp | undefined;
  let frontends: FrontendStandIn | undefined;
  before(async () => {
    frontends = await createFrontendStandIn();
    server = await startTestApp({ env: { FRONTEND_DIST_DIR: frontends.distDir } });
    onStarted(server);
  });
  after(async () => {
    await server?.close();
    await frontends?.remove();
  });
}
