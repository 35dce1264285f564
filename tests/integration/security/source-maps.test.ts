import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { createApplication, type Application } from '../../../src/composition-root.js';
import { loadConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { freePort, loopbackSettings, startTestApp, type TestApp } from '../../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { createFrontendStandIn, type FrontendStandIn } from './frontend-stand-in.js';

/** Where `npm run build` put the front ends (FRONTEND_DIST_DIR when it moved them). */
const BUILT_DIST = path.resolve(process.env.FRONTEND_DIST_DIR || path.join('dist', 'frontends'));
const isBuilt = () => existsSync(path.join(BUILT_DIST, 'shell', 'index.html'));

interface ProductionApp {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * A whole server whose configuration says production. loadConfig would want the real deployment's settings
 * (https everywhere, Azure, a Stripe webhook secret), so the production object is made from a test one; the
 * settings production demands of the wiring (an external issuer, Stripe) are there, never contacted.
 */
async function startProductionApp(frontendDistDir: string): Promise<ProductionApp> {
  const database: TestDatabase = await createTestDatabase();
  const port = await freePort();
  const tested = loadConfig({
    NODE_ENV: 'test',
    ...loopbackSettings(port),
    LOG_LEVEL: 'silent',
    FRONTEND_DIST_DIR: frontendDistDir,
    OIDC_ISSUER: 'https://login.example.com/',
    OIDC_CLIENT_ID: 'repairlens',
    OIDC_CLIENT_SECRET: 'never-used',
    STRIPE_SECRET_KEY: 'sk_test_never_used',
    ...(database.config.kind === 'postgresql'
      ? { DATABASE_URL: database.config.url }
      : { PGLITE_DATA_DIR: database.config.dataDir }),
  });
  const app: Application = await createApplication(
    { ...tested, env: 'production', isProduction: true },
    createLogger('silent'),
  );
  await app.listen();
  return {
    baseUrl: tested.publicUrl,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Every file under `root` (one level of folders is all a build has), as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('source maps are not public in production', function () {
  this.timeout(60_000);

  describe('the static file server', () => {
    let frontends: FrontendStandIn;
    let production: ProductionApp;
    let development: TestApp;
    const MAP = '{"version":3,"sources":["secret-source.ts"],"mappings":""}';
    before(async () => {
      frontends = await createFrontendStandIn();
      await writeFile(path.join(frontends.distDir, 'shell', 'main.0123abcd.js.map'), MAP);
      await writeFile(path.join(frontends.distDir, 'admin', 'remoteEntry.js'), 'console.log("admin");');
      await writeFile(path.join(frontends.distDir, 'admin', 'remoteEntry.js.map'), MAP);
      production = await startProductionApp(frontends.distDir);
      development = await startTestApp({ env: { FRONTEND_DIST_DIR: frontends.distDir } });
    });
    after(async () => {
      await production?.close();
      await development?.close();
      await frontends.remove();
    });

    it('answers 404 for a map in production, however its name is written, and still serves the bundles', async () => {
      for (const mapPath of [
        '/main.0123abcd.js.map',
        '/main.0123abcd.js.%6Dap',
        '/main.0123abcd.js.MAP',
        '/admin-remote/remoteEntry.js.map',
      ]) {
        const answer = await fetch(`${production.baseUrl}${mapPath}`);
        expect(answer.status, mapPath).to.equal(404);
        expect(await answer.text(), mapPath).to.not.contain('secret-source');
      }
      expect((await fetch(`${production.baseUrl}/main.0123abcd.js`)).status).to.equal(200);
      expect((await fetch(`${production.baseUrl}/admin-remote/remoteEntry.js`)).status).to.equal(200);
    });

    it('serves them outside production, for debugging', async () => {
      const answer = await fetch(`${development.baseUrl}/main.0123abcd.js.map`);
      expect(answer.status).to.equal(200);
      expect(await answer.text()).to.equal(MAP);
    });
  });

  describe('the built front ends (after `npm run build`)', () => {
    let production: ProductionApp | undefined;
    before(async function () {
      if (!isBuilt()) this.skip();
      production = await startProductionApp(BUILT_DIST);
    });
    after(async () => production?.close());

    it('name no source map in their bundles', async () => {
      const bundles = (await filesUnder(BUILT_DIST)).filter((file) => /\.(js|css)$/.test(file));
      expect(bundles).to.not.be.empty;
      for (const bundle of bundles) {
        expect(await readFile(path.join(BUILT_DIST, bundle), 'utf8'), bundle).to.not.match(/sourceMappingURL=/);
      }
    });

    it('answer 404 in production for every map the build wrote, and 200 for its bundle', async () => {
      const urlOf = (file: string) => {
        const [app, ...rest] = file.split(path.sep);
        return `${production!.baseUrl}${app === 'admin' ? '/admin-remote' : ''}/${rest.join('/')}`;
      };
      const maps = (await filesUnder(BUILT_DIST)).filter((file) => file.endsWith('.map'));
      expect(maps, 'the build writes its maps (for error reports)').to.not.be.empty;
      for (const map of maps) {
        expect((await fetch(urlOf(map))).status, map).to.equal(404);
        expect((await fetch(urlOf(map.slice(0, -'.map'.length)))).status, map.slice(0, -4)).to.equal(200);
      }
    });
  });
});
