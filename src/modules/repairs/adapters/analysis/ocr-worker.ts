/**
 * An OCR worker process, started by TesseractTextReader (tesseract.text-reader.ts) with child_process.fork: it
 * loads the recogniser, says it is ready, then answers one read request at a time. Whatever goes wrong in here (a
 * WebAssembly abort, a runaway allocation, a picture that keeps Tesseract busy for minutes) ends this process
 * only; the server answers the read with an error and starts another worker.
 */
import { LabelTextRecogniser } from './label-text.js';
import type { OcrReply, OcrRequest } from './ocr-protocol.js';

const send = process.send?.bind(process);
if (!send) throw new Error('ocr-worker.ts runs as a child process with an IPC channel (child_process.fork)');
const reply = (message: OcrReply) => send(message);

// The server went away (stopped, or died): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal signals the whole process group. The worker leaves when the server closes the channel
// (above) as it shuts down, rather than dying under a server that would start a new one.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);

const recogniser = await LabelTextRecogniser.start();
process.on('message', (request: OcrRequest) => {
  recogniser.read(request.jpeg).then(
    (lines) => reply({ kind: 'lines', id: request.id, lines, residentBytes: process.memoryUsage.rss() }),
    (error: unknown) => reply({ kind: 'failed', id: request.id, message: String(error) }),
  );
});
reply({ kind: 'ready' });
