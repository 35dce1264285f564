import type { DeviceFingerprint } from '@repairlens/contract';

/** How this device draws: product §3's canvas (a hash of a picture) and webgl (the graphics card) parts. */
export type GraphicsSignature = Pick<DeviceFingerprint, 'canvas' | 'webgl'>;

/** Sent when the device cannot be asked: the contract allows empty parts, and the rest still tells devices apart. */
const UNKNOWN_GRAPHICS: GraphicsSignature = { canvas: '', webgl: '' };

/** A worker silent by then (a stuck graphics driver) is given up on. */
const WORKER_LIMIT_MS = 5_000;

let graphics: Promise<GraphicsSignature> | undefined;

/**
 * Starts the start-up worker (start-up.worker.ts) while the app's code downloads: it starts the browser's formatting
 * data for `locales`, which on the page's thread took 20 to 60 ms on a fast desktop inside hydration, and draws the
 * device fingerprint's canvas and webgl parts, which took about 50 ms there (issue 17). A browser without workers or
 * OffscreenCanvas (Safari before 16.4), or whose worker fails, pays the formatting start on the page as before and
 * sends those two parts empty.
 */
export function startStartUpWorker(locales: readonly string[]): void {
  graphics ??= new Promise((resolve) => {
    // The first answer wins.
    const giveUp = () => resolve(UNKNOWN_GRAPHICS);
    try {
      const worker = new Worker(/* webpackChunkName: "start-up" */ new URL('./start-up.worker.ts', import.meta.url), {
        name: locales.join(' '),
      });
      worker.onmessage = (event: MessageEvent<GraphicsSignature>) => resolve(event.data);
      worker.onerror = giveUp;
      setTimeout(giveUp, WORKER_LIMIT_MS);
    } catch {
      giveUp();
    }
  });
}

/** The start-up worker's canvas and webgl parts (it is started now if it was not). */
export function graphicsSignature(): Promise<GraphicsSignature> {
  startStartUpWorker([]);
  return graphics!;
}
