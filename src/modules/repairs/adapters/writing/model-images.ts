import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { extractVideoFrame, VideoFrameError } from '../../../../shared/media/video-frame.js';
import { checkVideo, ffmpegVideoInput, type VideoFile } from '../../../../shared/media/video-input.js';
import type { MediaFile } from '../../ports/image-analyser.js';

/** The long edge of a picture a model sees: enough to read a label, a bounded cost in image tokens. */
export const MODEL_IMAGE_MAX_SIDE = 1536;
const JPEG_QUALITY = 85;
/** How many frames of a video the model sees: fewer for a short clip, never more than the maximum. */
export const VIDEO_FRAMES = { min: 4, max: 6 } as const;
/** A video gets one frame per this many seconds, within VIDEO_FRAMES. */
const SECONDS_PER_FRAME = 2;
/** ffmpeg's scene score (0..1) above which a frame starts a new scene. */
const SCENE_THRESHOLD = 0.3;
/** Scenes are compared on a copy this wide: enough to see the picture change, cheap to compare. */
const SCENE_SCAN_WIDTH = 160;
/** The share of the frame budget the scene search may use; evenly spaced frames alone need no search. */
const SCENE_SCAN_SHARE = 0.5;

const run = promisify(execFile);

/**
 * A picture as a model may see it: turned upright by its EXIF orientation, at most MODEL_IMAGE_MAX_SIDE on its
 * long edge, transparency on white, re-encoded as JPEG. sharp writes no metadata unless asked, so the EXIF block
 * (the camera, the time, the GPS position of the person's home) stays behind.
 */
export async function pictureForModel(source: string | Buffer): Promise<Buffer> {
  return sharp(source, { animated: false })
    .rotate()
    .resize(MODEL_IMAGE_MAX_SIDE, MODEL_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/**
 * What the model sees of an upload: the photo, or VIDEO_FRAMES spread across a video (scene changes first,
 * topped up with evenly spaced frames), in time order. Frame extraction stops at `frameTimeoutMs` in all.
 */
export async function picturesForModel(media: MediaFile, frameTimeoutMs: number): Promise<Buffer[]> {
  if (media.kind === 'image') return [await pictureForModel(media.localPath)];
  const deadline = Date.now() + frameTimeoutMs;
  const frames: Buffer[] = [];
  let failure: unknown = new VideoFrameError(`No frame could be taken within ${frameTimeoutMs} ms`);
  for (const atSeconds of await frameTimesOf(media, deadline)) {
    const timeoutMs = deadline - Date.now();
    if (timeoutMs <= 0) break;
    // A frame that cannot be read costs that frame only: the model still sees the others.
    try {
      const frame = await extractVideoFrame(media, { atSeconds, timeoutMs, maxWidth: MODEL_IMAGE_MAX_SIDE });
      frames.push(await pictureForModel(frame));
    } catch (error) {
      failure = error;
    }
  }
  if (frames.length === 0) throw failure;
  return frames;
}

export interface SceneChange {
  readonly atSeconds: number;
  /** ffmpeg's scene score, 0..1: how different the frame is from the one before. */
  readonly score: number;
}

/**
 * When to take the frames of a video: the clearest scene changes first (a person filming a leak usually moves
 * from the whole appliance to the broken part), then evenly spaced moments, none closer to another than half
 * the even spacing. Without a known duration, the start and the scene changes.
 */
export function chooseFrameTimes(durationSeconds: number | null, scenes: readonly SceneChange[]): number[] {
  const known = durationSeconds !== null && durationSeconds > 0;
  const count = known
    ? Math.min(VIDEO_FRAMES.max, Math.max(VIDEO_FRAMES.min, Math.round(durationSeconds / SECONDS_PER_FRAME)))
    : VIDEO_FRAMES.max;
  const spacing = known ? durationSeconds / count : SECONDS_PER_FRAME;
  const chosen: number[] = [];
  const add = (atSeconds: number) => {
    if (chosen.length < count && chosen.every((other) => Math.abs(other - atSeconds) >= spacing / 2)) {
      chosen.push(atSeconds);
    }
  };
  for (const scene of [...scenes].sort((a, b) => b.score - a.score)) add(scene.atSeconds);
  if (known) for (let slot = 0; slot < count; slot++) add((slot + 0.5) * spacing);
  else add(0);
  return chosen.map((atSeconds) => Math.round(atSeconds * 1000) / 1000).sort((a, b) => a - b);
}

/** Refuses a video over VIDEO_LIMITS (or unreadable) before anything decodes it. */
async function frameTimesOf(video: VideoFile, deadline: number): Promise<number[]> {
  const { durationSeconds } = await checkVideo(video, deadline - Date.now());
  const scanMs = (deadline - Date.now()) * SCENE_SCAN_SHARE;
  // The scene search is an improvement, not a requirement: a video too long to scan in time gets even frames.
  const scenes = await sceneChanges(video, scanMs).catch(() => []);
  return chooseFrameTimes(durationSeconds, scenes);
}

/** Frames whose scene score passes SCENE_THRESHOLD, found by decoding a small copy of the whole video. */
export async function sceneChanges(video: VideoFile, timeoutMs: number): Promise<SceneChange[]> {
  const filter = `scale=${SCENE_SCAN_WIDTH}:-2,select='gt(scene,${SCENE_THRESHOLD})',metadata=print:file=-`;
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', ...ffmpegVideoInput(video)],
      ...['-an', '-sn', '-vf', filter, '-f', 'null', '-'],
    ],
    { timeout: Math.max(timeoutMs, 1), killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
  );
  // metadata=print writes "frame:N pts:P pts_time:T" and, on the next line, "lavfi.scene_score=S".
  const changes: SceneChange[] = [];
  let atSeconds: number | null = null;
  for (const line of stdout.split('\n')) {
    const time = /pts_time:(\d+(?:\.\d+)?)/.exec(line);
    const score = /lavfi\.scene_score=(\d+(?:\.\d+)?)/.exec(line);
    if (time) atSeconds = Number(time[1]);
    else if (score && atSeconds !== null) changes.push({ atSeconds, score: Number(score[1]) });
  }
  return changes;
}
