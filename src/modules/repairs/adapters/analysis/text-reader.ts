/**
 * Reads the printed text in a still picture (labels, rating plates): what the local analyser needs, whatever
 * does the reading and wherever it runs.
 */
export interface TextReader {
  /** The lines read, best effort; fails with TextReadingFailedError when the picture could not be read in time. */
  read(jpeg: Buffer): Promise<string[]>;
}

export type TextReadingFailure = 'timed-out' | 'crashed' | 'busy' | 'stopped' | 'failed';

/** Reading gave up (too slow, the reader died, too many waiting, shutting down): the analysis goes on without text. */
export class TextReadingFailedError extends Error {
  constructor(
    readonly reason: TextReadingFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TextReadingFailedError';
  }
}
