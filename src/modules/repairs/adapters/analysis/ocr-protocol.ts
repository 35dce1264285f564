/**
 * The messages between the server and an OCR worker process (ocr-worker.ts) over the IPC channel of
 * child_process.fork, with structured-clone serialisation so pictures travel as bytes.
 */

/** Server to worker: read the text in this JPEG. One at a time: the next request follows the answer. */
export interface OcrRequest {
  readonly id: number;
  readonly jpeg: Uint8Array;
}

export type OcrReply =
  /** The worker has loaded its model and takes requests. */
  | { readonly kind: 'ready' }
  /** The lines read, and how much memory the worker holds now (the server retires a worker that grew too much). */
  | { readonly kind: 'lines'; readonly id: number; readonly lines: string[]; readonly residentBytes: number }
  /** The picture could not be read (not an image, say); the worker itself is fine. */
  | { readonly kind: 'failed'; readonly id: number; readonly message: string };
