import 'reflect-metadata';
import { startInProcessRepairLens } from './in-process-server.js';

export interface FrontendServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * RepairLens serving the production build in dist/ (run `npm run build` first) or FRONTEND_DIST_DIR on a free loopback port, on
 * an in-memory database: the front-end measurements need the real server (compression, caching headers).
 */
export async function startFrontendServer(): Promise<FrontendServer> {
  const { app, url } = await startInProcessRepairLens(
    process.env.FRONTEND_DIST_DIR ? { FRONTEND_DIST_DIR: process.env.FRONTEND_DIST_DIR } : {},
  );
  return { url, close: () => app.close() };
}
