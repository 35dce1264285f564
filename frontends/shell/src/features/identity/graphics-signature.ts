/**
 * How this device draws (product §3's canvas and webgl parts), read from a canvas of either kind: an OffscreenCanvas
 * in a worker (graphics-signature.worker.ts), or the page's own canvas where a worker cannot draw.
 */
export interface GraphicsSignature {
  readonly canvas: string;
  readonly webgl: string;
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
export type CanvasFactory = (width: number, height: number) => AnyCanvas;

async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function pngOf(canvas: AnyCanvas): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** How this browser draws text and shapes, as a hash of the picture (the picture itself is larger than the server takes). */
export async function canvasSignature(createCanvas: CanvasFactory): Promise<string> {
  try {
    const canvas = createCanvas(240, 60);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return '';
    context.textBaseline = 'top';
    context.font = '16px Arial';
    context.fillStyle = '#f60';
    context.fillRect(100, 5, 80, 30);
    context.fillStyle = '#069';
    context.fillText('RepairLens, fix it 🔧', 4, 12);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.fillText('RepairLens, fix it 🔧', 6, 16);
    const png = await pngOf(canvas);
    return png ? await sha256Hex(await png.arrayBuffer()) : '';
  } catch {
    return '';
  }
}

/**
 * The graphics card's vendor and renderer. Only from a hardware context (failIfMajorPerformanceCaveat):
 * asking for a software one logs a deprecation warning in Chromium and says nothing about the device.
 */
export function webglSignature(createCanvas: CanvasFactory): string {
  try {
    const gl = createCanvas(1, 1).getContext('webgl', {
      failIfMajorPerformanceCaveat: true,
    }) as WebGLRenderingContext | null;
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
