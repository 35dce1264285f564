import type { DeviceFingerprint } from '@repairlens/contract';
import { useEffect } from 'react';
import { readStored, writeStored } from '../../lib/browser-storage';
import { graphicsSignature } from '../../lib/start-up-worker';
import { useSendDeviceFingerprintMutation } from './api';

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

/** The device fingerprint of product §3: the browser's settings read in an idle task (see timeZone), the rest drawn in the start-up worker. */
export async function collectDeviceFingerprint(): Promise<DeviceFingerprint> {
  const graphics = graphicsSignature();
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
  return { ...settings, ...(await graphics) };
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
 * Sends the fingerprint once when the app starts, collected off the first view's way (issue 17): the settings in an
 * idle task, the drawing in a worker. A failure (offline, rate limited) is ignored. The server counts the accounts
 * that get free fixes per device.
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
