import imageAnalysisModule, { isUnexpected, type ImageAnalysisClient } from '@azure-rest/ai-vision-image-analysis';
import type { AzureVisionFeature } from '../../repairs.settings.js';
import type { Detection, ImageAnalysis } from '../../domain/image-analysis.js';
import { ImageAnalysisFailedError, type ImageAnalyser, type MediaFile } from '../../ports/image-analyser.js';
import { measurePhotoQuality, stillImageOf } from './still-image.js';

export interface AzureVisionSettings {
  readonly endpoint: string;
  readonly key: string;
  readonly timeoutMs: number;
  readonly frameTimeoutMs: number;
  /** Only what the resource's region offers: asking for Caption where it does not exist fails every call. */
  readonly features: readonly AzureVisionFeature[];
  /** Tests only: a local stand-in answers over plain http. */
  readonly allowInsecureConnection?: boolean;
}

// A CommonJS package whose factory is `exports.default`: Node's ESM loader hands over the module object
// (factory at .default), tsx's interop the factory itself. Either way, the factory.
type CreateImageAnalysisClient = typeof imageAnalysisModule.default;
const createImageAnalysisClient: CreateImageAnalysisClient =
  typeof imageAnalysisModule === 'function' ? imageAnalysisModule : imageAnalysisModule.default;

/** Detections weaker than this are more noise than signal for matching a repair. */
const MIN_CONFIDENCE = 0.5;

/** The service's name for each feature. */
const FEATURE_NAMES: Readonly<Record<AzureVisionFeature, string>> = {
  caption: 'Caption',
  tags: 'Tags',
  objects: 'Objects',
  read: 'Read',
};

/**
 * Azure AI Vision Image Analysis 4.0 (API 2023-10-01): the configured features (tags, objects, read (OCR), and
 * caption where the region offers it) in one call on the still picture (a video is sent as one frame). Picture
 * quality is measured locally, as the embedded analyser does, since the service does not rate it.
 */
export class AzureVisionImageAnalyser implements ImageAnalyser {
  private readonly client: ImageAnalysisClient;

  constructor(private readonly settings: AzureVisionSettings) {
    this.client = createImageAnalysisClient(
      settings.endpoint,
      { key: settings.key },
      { allowInsecureConnection: settings.allowInsecureConnection ?? false, retryOptions: { maxRetries: 1 } },
    );
  }

  async analyse(media: MediaFile): Promise<ImageAnalysis> {
    const still = await stillImageOf(media, this.settings.frameTimeoutMs);
    const [quality, response] = await Promise.all([measurePhotoQuality(still), this.request(still.jpeg)]);
    if (isUnexpected(response)) {
      const code = response.body?.error?.code ?? 'unknown';
      throw new ImageAnalysisFailedError(`Azure AI Vision answered ${response.status} (${code})`);
    }
    const result = response.body;
    const confident = (detections: readonly Detection[]) =>
      detections.filter((detection) => detection.confidence >= MIN_CONFIDENCE);
    const caption = result.captionResult;
    return {
      analyser: 'azure-vision',
      mediaKind: media.kind,
      caption:
        caption && caption.confidence >= MIN_CONFIDENCE ? { text: caption.text, confidence: caption.confidence } : null,
      tags: confident((result.tagsResult?.values ?? []).map(({ name, confidence }) => ({ name, confidence }))),
      objects: confident(
        (result.objectsResult?.values ?? []).flatMap((object) =>
          object.tags.slice(0, 1).map(({ name, confidence }) => ({ name, confidence })),
        ),
      ),
      text: (result.readResult?.blocks ?? [])
        .flatMap((block) => block.lines.map((line) => line.text.trim()))
        .filter(Boolean),
      quality,
    };
  }

  private async request(jpeg: Buffer) {
    try {
      return await this.client.path('/imageanalysis:analyze').post({
        body: jpeg,
        contentType: 'application/octet-stream',
        queryParameters: {
          features: this.settings.features.map((feature) => FEATURE_NAMES[feature]),
          language: 'en',
          ...(this.settings.features.includes('caption') ? { 'gender-neutral-caption': true } : {}),
        },
        timeout: this.settings.timeoutMs,
      });
    } catch (error) {
      throw new ImageAnalysisFailedError('Azure AI Vision could not be reached', { cause: error });
    }
  }
}
