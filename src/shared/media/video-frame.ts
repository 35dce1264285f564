import { spawn } from 'node:child_process';
import { ffmpegVideoInput, type VideoFile } from './video-input.js';

export interface VideoFrameOptions {
  /** The frame is taken this far into the video (the first frames are often dark or blurred by motion). */
  readonly atSeconds: number;
  /** ffmpeg is stopped after this long; a video that cannot be read in time fails. */
  readonly timeoutMs: number;
  /** The frame is scaled down to fit this many pixels across, never up. */
  readonly maxWidth: number;
}

export class VideoFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoFrameError';
  }
}

/** Largest frame accepted from ffmpeg's output; a scaled JPEG frame is far smaller. */
const MAX_FRAME_BYTES = 20 * 1024 * 1024;

function runFfmpeg(video: VideoFile, atSeconds: number, options: VideoFrameOptions): Promise<Buffer> {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    ...(atSeconds > 0 ? ['-ss', String(atSeconds)] : []),
    ...ffmpegVideoInput(video),
    '-frames:v',
    '1',
    '-an',
    '-vf',
    `scale='min(${options.maxWidth},iw)':-2`,
    '-f',
    'image2pipe',
    '-vcodec',
    'mjpeg',
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let errorOutput = '';
    const timer = setTimeout(() => {
      ffmpeg.kill('SIGKILL');
      reject(new VideoFrameError(`ffmpeg took longer than ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FRAME_BYTES) ffmpeg.kill('SIGKILL');
      else chunks.push(chunk);
    });
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      if (errorOutput.length < 2000) errorOutput += chunk.toString();
    });
    ffmpeg.on('error', (error) => {
      clearTimeout(timer);
      reject(new VideoFrameError(`ffmpeg could not be started (is it installed and on PATH?): ${error.message}`));
    });
    ffmpeg.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new VideoFrameError(`ffmpeg exited with ${code}: ${errorOutput.trim().slice(0, 500)}`));
    });
  });
}

/**
 * One still frame of a video as a JPEG, taken with ffmpeg from a file on disk read as its detected type (see
 * ffmpegVideoInput). A video shorter than `atSeconds` gives its first frame instead.
 */
export async function extractVideoFrame(video: VideoFile, options: VideoFrameOptions): Promise<Buffer> {
  const frame = await runFfmpeg(video, options.atSeconds, options);
  if (frame.length > 0 || options.atSeconds === 0) {
    if (frame.length === 0) throw new VideoFrameError('The video has no frame that could be read');
    return frame;
  }
  return extractVideoFrame(video, { ...options, atSeconds: 0 });
}
