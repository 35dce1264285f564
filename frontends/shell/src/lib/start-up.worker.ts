/**
 * Work handed off the page's thread while the app's code downloads (lib/start-up-worker.ts; issue 17):
 * - the start of the browser's formatting data (ICU). The first number, date or list format a browser process builds
 *   starts it, tens of milliseconds however small the format; the start is shared by the whole renderer process, so
 *   paying it here spares hydration, which renders a price or a date;
 * - product §3's canvas and webgl parts of the device fingerprint, on the page its longest work after start-up.
 */
async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How this browser draws text and shapes, as a hash of the picture (the picture itself is larger than the server takes). */
async function canvasSignature(): Promise<string> {
  try {
    const canvas = new OffscreenCanvas(240, 60);
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
    const png = await canvas.convertToBlob({ type: 'image/png' });
    return await sha256Hex(await png.arrayBuffer());
  } catch {
    return '';
  }
}

/**
 * The graphics card's vendor and renderer. Only from a hardware context (failIfMajorPerformanceCaveat):
 * asking for a software one logs a deprecation warning in Chromium and says nothing about the device.
 */
function webglSignature(): string {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl', { failIfMajorPerformanceCaveat: true });
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

/** A number and a date format per locale: the shared start is paid by the first, each locale's data by the pair. */
function warmUpIntl(locales: readonly string[]): void {
  for (const locale of locales) {
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  }
}

// The locales come in the worker's name (no message to wait for); a device without OffscreenCanvas draws nothing.
warmUpIntl(self.name.split(' '));
void canvasSignature().then((canvas) => {
  self.postMessage({ canvas, webgl: webglSignature() });
  self.close();
});
