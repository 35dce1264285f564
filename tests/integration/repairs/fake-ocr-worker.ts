/**
 * A stand-in OCR worker for ocr-isolation.test.ts, passed to TesseractTextReader as its worker entry. It speaks
 * the real protocol and obeys the "picture" it is sent, read as text: `crash` exits in the middle of the read,
 * `hang` never answers, `sleep <ms>` answers late, `fail` answers that the picture could not be read, `grow`
 * answers while claiming a huge memory footprint; anything else is answered with itself and this worker's process id.
 */
import type { OcrReply, OcrRequest } from '../../../src/modules/repairs/adapters/analysis/ocr-protocol.js';

const reply = (message: OcrReply) => process.send!(message);
const lines = (id: number, text: string, residentBytes = process.memoryUsage.rss()): OcrReply => ({
  kind: 'lines',
  id,
  lines: [text, `pid ${process.pid}`],
  residentBytes,
});

process.on('disconnect', () => process.exit(0));
process.on('message', ({ id, jpeg }: OcrRequest) => {
  const command = Buffer.from(jpeg).toString();
  const sleep = /^sleep (\d+)$/.exec(command);
  if (command === 'crash') process.exit(70);
  else if (command === 'hang') return;
  else if (sleep) setTimeout(() => reply(lines(id, command)), Number(sleep[1]));
  else if (command === 'fail') reply({ kind: 'failed', id, message: 'not a picture' });
  else if (command === 'grow') reply(lines(id, command, 64 * 1024 ** 3));
  else reply(lines(id, command));
});
reply({ kind: 'ready' });
