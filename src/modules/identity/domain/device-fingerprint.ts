/** What the browser reports about itself (product §3). */
export interface DeviceFingerprint {
  readonly userAgent: string;
  readonly language: string;
  readonly timezone: string;
  readonly screen: { readonly width: number; readonly height: number; readonly colorDepth: number };
  readonly plugins: readonly string[];
  readonly platform: string;
  readonly canvas: string;
  readonly webgl: string;
}

/**
 * The same browser on the same machine gives the same text: fields in a fixed order, plugins sorted.
 * The identity of a device is a hash of this text.
 */
export function canonicalFingerprint(fingerprint: DeviceFingerprint): string {
  return JSON.stringify([
    fingerprint.userAgent,
    fingerprint.language,
    fingerprint.timezone,
    fingerprint.screen.width,
    fingerprint.screen.height,
    fingerprint.screen.colorDepth,
    [...fingerprint.plugins].sort(),
    fingerprint.platform,
    fingerprint.canvas,
    fingerprint.webgl,
  ]);
}
