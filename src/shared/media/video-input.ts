import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** An uploaded video on local disk, with the type its content was detected as. */
export interface VideoFile {
  readonly localPath: string;
  readonly mediaType: string;
}

/**
 * The ffmpeg demuxer for each video type RepairLens accepts (see media-types.ts). ffmpeg is always told which
 * one to use: left to guess from the content, it would follow an HLS playlist or a concat list to whatever
 * files they name.
 */
const DEMUXERS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export const VIDEO_LIMITS = {
  /**
   * 8K UHD (7680 × 4320, either way up): the largest picture phones record, so no phone video is refused,
   * while one decoded frame stays near 50 MB. A 4096 × 4096 cap would refuse 8K phone recordings.
   */
  maxPixels: 7680 * 4320,
  /** Ten minutes: far more than anyone films of a broken item; bounds how much of a video is ever decoded. */
  maxSeconds: 10 * 60,
} as const;

export type VideoRefusal = 'unsupported' | 'unreadable' | 'resolution' | 'duration';

/** A video RepairLens will not hand to ffmpeg (or, for `unreadable`, that ffprobe could not read). */
export class VideoRefusedError extends Error {
  constructor(
    readonly reason: VideoRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'VideoRefusedError';
  }
}

/** What a video's container declares: the picture size of its largest video stream and its length. */
export interface VideoFacts {
  readonly width: number;
  readonly height: number;
  /** Null when the container does not say (some WebM recordings). */
  readonly durationSeconds: number | null;
}

/**
 * The input options every ffmpeg and ffprobe run starts with: local files only (no `http:`, `subfile`, `data:`
 * or other protocol, nested or not), and the demuxer of the detected type. A type without one is refused here,
 * before ffmpeg runs.
 */
function pinnedInput(video: VideoFile): string[] {
  const demuxer = Object.hasOwn(DEMUXERS, video.mediaType) ? DEMUXERS[video.mediaType] : undefined;
  if (!demuxer) throw new VideoRefusedError('unsupported', `Videos of type ${video.mediaType} are not read`);
  return ['-protocol_whitelist', 'file', '-f', demuxer];
}

/**
 * ffmpeg's input options and input for decoding a video: pinned as above, with the decoder refusing any frame
 * over VIDEO_LIMITS.maxPixels and reading stopping at VIDEO_LIMITS.maxSeconds, whatever the container claimed.
 */
export function ffmpegVideoInput(video: VideoFile): string[] {
  return [
    ...pinnedInput(video),
    '-max_pixels',
    String(VIDEO_LIMITS.maxPixels),
    '-t',
    String(VIDEO_LIMITS.maxSeconds),
    '-i',
    `file:${video.localPath}`,
  ];
}

const run = promisify(execFile);

/**
 * Reads what the video's container declares with ffprobe (pinned like ffmpeg, headers only: nothing is decoded)
 * and refuses a video over VIDEO_LIMITS, or one ffprobe cannot read in `timeoutMs`, with a VideoRefusedError.
 */
export async function checkVideo(video: VideoFile, timeoutMs: number): Promise<VideoFacts> {
  const args = [
    ...['-v', 'error', ...pinnedInput(video), '-nofind_stream_info'],
    ...['-select_streams', 'v', '-show_entries', 'stream=width,height:format=duration', '-of', 'json'],
    `file:${video.localPath}`,
  ];
  const { stdout } = await run('ffprobe', args, {
    timeout: Math.max(timeoutMs, 1),
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024,
  }).catch((error: unknown) => {
    // An exit code or a kill is the file's doing; anything else (ffprobe missing) is ours to report.
    const { code, killed } = error as { code?: unknown; killed?: boolean };
    throw typeof code === 'number' || killed
      ? new VideoRefusedError('unreadable', 'ffprobe could not read the video')
      : error;
  });
  const facts = factsOf(stdout);
  if (!facts) throw new VideoRefusedError('unreadable', 'The video has no picture size that could be read');
  if (facts.width * facts.height > VIDEO_LIMITS.maxPixels) {
    throw new VideoRefusedError('resolution', `The video is ${facts.width} × ${facts.height} pixels`);
  }
  if (facts.durationSeconds !== null && facts.durationSeconds > VIDEO_LIMITS.maxSeconds) {
    throw new VideoRefusedError('duration', `The video lasts ${Math.round(facts.durationSeconds)} s`);
  }
  return facts;
}

function factsOf(ffprobeJson: string): VideoFacts | null {
  const probed = JSON.parse(ffprobeJson) as {
    streams?: { width?: number; height?: number }[];
    format?: { duration?: string };
  };
  const area = (stream: { width?: number; height?: number }) => (stream.width ?? 0) * (stream.height ?? 0);
  // ffmpeg decodes the largest video stream by default, so that is the one to judge.
  const [largest] = (probed.streams ?? []).sort((a, b) => area(b) - area(a));
  const { width = 0, height = 0 } = largest ?? {};
  if (!(width > 0 && height > 0)) return null;
  const duration = Number.parseFloat(probed.format?.duration ?? '');
  return { width, height, durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}
