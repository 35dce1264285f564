import { canvasSignature, webglSignature, type CanvasFactory } from './graphics-signature';

/**
 * Draws product §3's canvas and opens its WebGL context on a thread of its own (device-fingerprint.ts): on the page's
 * thread they are its longest work after start-up, tens of milliseconds that a tap would wait behind (issue 17).
 */
const offscreen: CanvasFactory = (width, height) => new OffscreenCanvas(width, height);

self.addEventListener('message', () => {
  void canvasSignature(offscreen).then((canvas) => {
    self.postMessage({ canvas, webgl: webglSignature(offscreen) });
    self.close();
  });
});
