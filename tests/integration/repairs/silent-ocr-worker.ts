/**
 * A stand-in OCR worker for ocr-isolation.test.ts that never finishes loading: it never says it is ready (as a
 * worker stuck loading its model would), and only leaves when told to.
 */
process.on('disconnect', () => process.exit(0));
setInterval(() => undefined, 60_000);
