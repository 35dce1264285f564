import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { COMPLETE_PRODUCTION_ENV } from '../../support/configuration.js';
import { createTestDatabase } from '../../support/test-database.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The packages a configuration may leave unchosen, each costing megabytes and CPU time when a start loads it. */
const OPTIONAL_PACKAGES = [
  'stripe',
  'oidc-provider',
  '@azure/storage-blob',
  '@azure/communication-email',
  '@azure-rest/ai-vision-image-analysis',
  '@mikro-orm/pglite',
  '@electric-sql/pglite',
];

/**
 * Starts the application (createApplication, as src/main.ts does, without listening) in a process of its own with
 * `env`, closes it, and answers which of OPTIONAL_PACKAGES the process loaded: another test in this process may
 * have loaded any of them already.
 */
async function packagesLoadedByAStart(env: Record<string, string>): Promise<string[]> {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const resolved = nextResolve(specifier, context);
        const match = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url);
        if (match) loaded.add(match[1]);
        return resolved;
      },
    });
    const { loadConfig } = await import('./src/config.ts');
    const { createApplication } = await import('./src/composition-root.ts');
    const { createLogger } = await import('./src/shared/logging/logger.ts');
    const app = await createApplication(loadConfig(process.env), createLogger('silent'));
    await app.close();
    process.stdout.write(JSON.stringify([...loaded]));
    process.exit(0);
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: ROOT, env: { ...process.env, ...env }, timeout: 120_000 },
  );
  const loaded = JSON.parse(stdout) as string[];
  return OPTIONAL_PACKAGES.filter((name) => loaded.includes(name));
}

describe('loading adapters only when configuration chooses them', function () {
  this.timeout(180_000);
  let folder: string;

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-adapter-loading-'));
  });

  after(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('the embedded default loads PGlite and the development sign-in provider, and no Stripe or Azure SDK', async () => {
    const loaded = await packagesLoadedByAStart({
      NODE_ENV: 'test',
      PGLITE_DATA_DIR: 'memory://',
      LOCAL_STORAGE_DIR: path.join(folder, 'embedded'),
    });
    expect(loaded).to.have.members(['oidc-provider', '@mikro-orm/pglite', '@electric-sql/pglite']);
  });

  it('a start with Stripe and Azure chosen loads their SDKs, and neither PGlite nor the development provider', async () => {
    const database = await createTestDatabase('postgresql');
    let loaded: string[];
    try {
      loaded = await packagesLoadedByAStart({
        ...COMPLETE_PRODUCTION_ENV,
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://127.0.0.1:3000',
        DATABASE_URL: (database.config as { url: string }).url,
        LOCAL_STORAGE_DIR: path.join(folder, 'chosen'),
        IMAGE_ANALYSIS_ADAPTER: 'azure-vision',
        AZURE_VISION_ENDPOINT: 'https://repairlens.cognitiveservices.azure.com/',
        AZURE_VISION_KEY: 'a-vision-key',
      });
    } finally {
      await database.drop();
    }
    expect(loaded).to.have.members([
      'stripe',
      '@azure/storage-blob',
      '@azure/communication-email',
      '@azure-rest/ai-vision-image-analysis',
    ]);
  });
});
