import type { DeviceFingerprint } from '../../src/api-contract.js';

/** What the shell reports for a Linux desktop Chrome; `canvas` tells one device from another. */
export function desktopFingerprint(canvas: string): DeviceFingerprint {
  return {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    language: 'en-CA',
    timezone: 'America/Toronto',
    screen: { width: 1920, height: 1080, colorDepth: 24 },
    plugins: ['PDF Viewer', 'Chrome PDF Viewer'],
    platform: 'Linux x86_64',
    canvas,
    webgl: 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)',
  };
}
