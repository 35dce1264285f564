import type { DeviceFingerprint } from '@repairlens/contract';
import { useEffect } from 'react';
import { readStored, writeStored } from '../../lib/browser-storage';
import { useSendDeviceFingerprintMutation } from './api';

/** Session storage key of product §3. */
export const DEVICE_FINGERPRINT_KEY = 'deviceFingerprint';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How this browser draws text and shapes, as a hash (the image itself is larger than the server takes). */
async function canvasSignature(): Promise<string> {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.textBaseline = 'top';
    context.font = '16px Arial';
    context.fillStyle = '#f60';
    context.fillRect(100, 5, 80, 30);
    context.fillStyle = '#069';
    context.fillText('RepairLens, fix it 🔧', 4, 12);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.fillText('RepairLens, fix it 🔧', 6, 16);
    return await sha256Hex(canvas.toDataURL());
  } catch {
    return '';
  }
}

/**
 * The browser's time zone (IANA name). Temporal tells it at no cost; Intl's way builds a date format first, loading
 * the locale's date data: 30 ms on a fast machine, over 100 ms in one task on a slow phone (issue 17).
 */
function timeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
  return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The graphics card's vendor and renderer. Only from a hardware context (failIfMajorPerformanceCaveat):
 * asking for a software one logs a deprecation warning in Chromium and says nothing about the device.
 */
function webglSignature(): string {
  try {
    const gl = document.createElement('canvas').getContext('webgl', { failIfMajorPerformanceCaveat: true });
    if (!gl) return '';
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const vendor: unknown = gl.getParameter(debug ? debug.UNMASKED_VENDOR_WEBGL : gl.VENDOR);
    const renderer: unknown = gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return `${String(vendor)} ~ ${String(renderer)}`.slice(0, 2000);
  } catch {
    return '';
  }
}

/**
 * The device fingerprint of product §3, collected in three idle tasks: the browser's settings (see timeZone), the
 * canvas, then WebGL. Each costs tens of milliseconds on a slow
 * phone, over 100 ms together: in one task they held the page's main thread for 400-500 ms under Lighthouse's
 * mobile throttling, a tap meanwhile waiting (issue 17).
 */
export async function collectDeviceFingerprint(): Promise<DeviceFingerprint> {
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
  const canvas = await whenIdle(canvasSignature);
  const webgl = await whenIdle(webglSignature);
  return { ...settings, canvas, webgl };
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

const NOTHING = {};

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
  // Nothing of the answer is shown: selecting none of it spares the whole layout a render as the call runs.
  const [send] = useSendDeviceFingerprintMutation({ selectFromResult: () => NOTHING });
  useEffect(() => {
    if (sent) return;
    sent = true;
    void sessionFingerprint()
      .then((fingerprint) => send(fingerprint))
      .catch(() => undefined);
  }, [send]);
}
