import type { DeviceFingerprint } from '@repairlens/contract';
import { useEffect } from 'react';
import { readStored, writeStored } from '../../lib/browser-storage';
import { useSendDeviceFingerprintMutation } from './api';
import { canvasSignature, webglSignature, type CanvasFactory, type GraphicsSignature } from './graphics-signature';

/** Session storage key of product §3. */
export const DEVICE_FINGERPRINT_KEY = 'deviceFingerprint';

/**
 * The browser's time zone (IANA name). Temporal tells it at no cost; Intl's way builds a date format first, loading
 * the locale's date data: 30 ms on a fast machine, over 100 ms in one task on a slow phone (issue 17).
 */
function timeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
  return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A worker that has not answered by then (its script not loaded, a stuck driver) is given up on. */
const GRAPHICS_WORKER_LIMIT_MS = 5_000;

/** The picture's hash and the graphics card from a worker; undefined when this browser cannot draw in one. */
function graphicsInWorker(): Promise<GraphicsSignature | undefined> {
  if (typeof OffscreenCanvas === 'undefined' || typeof Worker === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./graphics-signature.worker.ts', import.meta.url), {
        name: 'graphics-signature',
      });
      const giveUp = (): void => {
        worker.terminate();
        resolve(undefined);
      };
      const limit = setTimeout(giveUp, GRAPHICS_WORKER_LIMIT_MS);
      worker.addEventListener('message', (event: MessageEvent<GraphicsSignature>) => {
        clearTimeout(limit);
        resolve(event.data);
      });
      worker.addEventListener('error', () => {
        clearTimeout(limit);
        giveUp();
      });
      worker.postMessage('sign');
    } catch {
      resolve(undefined);
    }
  });
}

const pageCanvas: CanvasFactory = (width, height) => Object.assign(document.createElement('canvas'), { width, height });

/** On the page's own thread, each in an idle task of its own: tens of milliseconds each on a slow phone. */
async function graphicsOnPage(): Promise<GraphicsSignature> {
  const canvas = await whenIdle(() => canvasSignature(pageCanvas));
  const webgl = await whenIdle(() => webglSignature(pageCanvas));
  return { canvas, webgl };
}

/**
 * The device fingerprint of product §3. The browser's settings are read in an idle task (see timeZone); the canvas
 * and WebGL parts are drawn in a worker, off the page's thread, where the browser can (issue 17: on the page they
 * held its thread 50 ms on a fast desktop, four times that on a slow phone), and on the page in idle tasks elsewhere.
 */
export async function collectDeviceFingerprint(): Promise<DeviceFingerprint> {
  const graphics = graphicsInWorker();
  const settings = await whenIdle(() => ({
    userAgent: navigator.userAgent.slice(0, 1000),
    language: navigator.language.slice(0, 64),
    timezone: timeZone().slice(0, 64),
    screen: { width: screen.width, height: screen.height, colorDepth: screen.colorDepth },
    plugins: Array.from(navigator.plugins, (plugin) => plugin.name.slice(0, 100))
      .sort()
      .slice(0, 32),
    platform: navigator.platform.slice(0, 100),
  }));
  return { ...settings, ...((await graphics) ?? (await graphicsOnPage())) };
}

/** The fingerprint kept for this tab's session, or a new one (then kept). */
async function sessionFingerprint(): Promise<DeviceFingerprint> {
  const stored = readStored('session', DEVICE_FINGERPRINT_KEY);
  if (stored) {
    try {
      return JSON.parse(stored) as DeviceFingerprint;
    } catch {
      // Not ours any more: collect again.
    }
  }
  const fingerprint = await collectDeviceFingerprint();
  writeStored('session', DEVICE_FINGERPRINT_KEY, JSON.stringify(fingerprint));
  return fingerprint;
}

// Once per start of the app (the layout may mount again, StrictMode runs effects twice).
let sent = false;

/** Runs `work` when the browser has nothing else to do (Safari has no requestIdleCallback: a moment later). */
function whenIdle<T>(work: () => T | Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5_000 });
    else setTimeout(resolve, 1_000);
  }).then(work);
}

/**
 * Sends the fingerprint once when the app starts, collected while the browser is idle: drawing the canvas and
 * opening a WebGL context are long work that the first view does not need (issue 17). A failure (offline, rate limited) is
 * ignored. The server counts the accounts that get free fixes per device.
 */
export function useDeviceFingerprintReport(): void {
  const [send] = useSendDeviceFingerprintMutation();
  useEffect(() => {
    if (sent) return;
    sent = true;
    void sessionFingerprint()
      .then((fingerprint) => send(fingerprint))
      .catch(() => undefined);
  }, [send]);
}
