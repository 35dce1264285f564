import 'reflect-metadata';
import { createServer, type AddressInfo } from 'node:net';
import { createApplication, type Application } from '../src/composition-root.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/shared/logging/logger.js';

export interface FrontendServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * RepairLens serving the production build in dist/ (run `npm run build` first) or FRONTEND_DIST_DIR on a free loopback port, on
 * an in-memory database: the front-end measurements need the real server (compression, caching headers).
 */
export async function startFrontendServer(): Promise<FrontendServer> {
  // PUBLIC_URL must name the port: the server refuses writes (the fingerprint, error reports) from other origins.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    PGLITE_DATA_DIR: 'memory://',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.FRONTEND_DIST_DIR ? { FRONTEND_DIST_DIR: process.env.FRONTEND_DIST_DIR } : {}),
  });
  const app: Application = await createApplication(config, createLogger(config.logLevel));
  await app.listen();
  return { url: config.publicUrl, close: () => app.close() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
