import { z } from 'zod';
import { optionalUrl, requireHttps, splitCommaList, trueOrFalse } from '../../shared/config/config.js';
import { adapterChoice, settingsGroup } from '../../shared/config/settings.js';
import type { VisionModelSettings } from './adapters/writing/vision-model.instruction-writer.js';
import { MODEL_IMAGE_DETAILS } from './adapters/writing/vision-model.prompt.js';

/** What Azure AI Vision may be asked for. Caption exists only in some regions; the others nearly everywhere. */
export const AZURE_VISION_FEATURES = ['caption', 'tags', 'objects', 'read'] as const;
export type AzureVisionFeature = (typeof AZURE_VISION_FEATURES)[number];

const imageAnalysisAdapter = adapterChoice({
  variable: 'IMAGE_ANALYSIS_ADAPTER',
  production: ['azure-vision'],
  embedded: 'local',
  credentials: ['AZURE_VISION_ENDPOINT', 'AZURE_VISION_KEY'],
  meaning:
    '`azure-vision` (Azure AI Vision), or `local`: the local analyser (image quality, label text with Tesseract, the description).',
});

// Both model adapters need the same endpoint, key and model, so only the variable picks one.
const instructionWriterAdapter = adapterChoice({
  variable: 'INSTRUCTION_WRITER_ADAPTER',
  production: ['azure-openai', 'openai-compatible'],
  embedded: 'knowledge-base',
  credentials: ['LLM_ENDPOINT', 'LLM_API_KEY', 'LLM_MODEL'],
  followsCredential: false,
  formerVariable: 'INSTRUCTION_WRITER',
  meaning:
    '`knowledge-base` (the guides shipped with RepairLens), or a vision model that sees the upload: `azure-openai`, `openai-compatible`.',
});

export interface RepairsConfig {
  readonly repairs: {
    readonly resultWaitMs: number;
    readonly job: { readonly timeoutSeconds: number; readonly retryLimit: number; readonly concurrency: number };
    /** A repair still pending this long after upload is given up (refunded) and its file swept. */
    readonly abandonedAfterMs: number;
    readonly maxImagePixels: number;
    /** Uploads one user may start in one hour's window; the next answers 429. */
    readonly uploadsPerHour: number;
    readonly videoFrameTimeoutMs: number;
    /** The knowledge base's folder of guide files; null for the guides shipped with RepairLens. */
    readonly guidesFolder: string | null;
    readonly imageAnalysis:
      | {
          readonly kind: 'azure-vision';
          readonly endpoint: string;
          readonly key: string;
          readonly timeoutMs: number;
          readonly features: readonly AzureVisionFeature[];
        }
      | { readonly kind: 'local'; readonly readText: boolean };
    /** A vision model's frame timeout is videoFrameTimeoutMs. */
    readonly instructionWriter:
      | { readonly kind: 'knowledge-base' }
      | ({ readonly kind: 'vision-model' } & Omit<VisionModelSettings, 'frameTimeoutMs'>);
  };
}

export const repairsSettings = settingsGroup({
  title: 'Repairs',
  variables: {
    REPAIRS_RESULT_WAIT_SECONDS: {
      schema: z.coerce.number().min(0).max(120),
      default: '25',
      meaning: 'How long an upload waits for its instructions before answering "pending".',
    },
    REPAIRS_JOB_TIMEOUT_SECONDS: {
      schema: z.coerce.number().int().min(1).max(3600),
      default: '120',
      meaning: 'How long one processing job may run before it is taken as lost and run again.',
    },
    REPAIRS_JOB_RETRY_LIMIT: {
      schema: z.coerce.number().int().min(0).max(10),
      default: '2',
      meaning: 'How many times a lost or failed processing job runs again.',
    },
    REPAIRS_JOB_CONCURRENCY: {
      schema: z.coerce.number().int().min(1).max(32),
      default: '2',
      meaning: 'Uploads one instance processes at once.',
    },
    REPAIRS_ABANDONED_AFTER_MINUTES: {
      schema: z.coerce
        .number()
        .min(1)
        .max(24 * 60),
      default: '10',
      meaning: 'A repair pending this long is failed and refunded; older leftover uploads are removed.',
    },
    REPAIRS_MAX_IMAGE_MEGAPIXELS: {
      schema: z.coerce.number().min(1).max(500),
      default: '50',
      meaning: 'Images declaring more pixels are refused. Uploads are capped at 25 MB.',
    },
    // Each upload costs storage and an analysis.
    REPAIRS_UPLOADS_PER_HOUR: {
      schema: z.coerce.number().int().min(1).max(10_000),
      default: '60',
      meaning: 'Uploads one user may start per hour; then 429 with Retry-After.',
    },
    REPAIRS_VIDEO_FRAME_TIMEOUT_SECONDS: {
      schema: z.coerce.number().min(1).max(120),
      default: '15',
      meaning:
        'Time allowed to ffmpeg to take the frames of a video (one for the analysis, 4 to 6 for a vision model).',
    },
    REPAIR_GUIDES_DIR: {
      schema: z.string().min(1).optional(),
      documentedDefault: 'the shipped guides',
      meaning:
        'A folder of repair guide files (`<category>/<id>.yaml`, or `.json` compiled by `tsx scripts/compile-knowledge-base.ts <folder> <to>`) in place of the shipped ones; its French twins beside it, named `<folder>-fr-CA`. Read and checked at start: a missing or bad folder stops it.',
    },
    ...imageAnalysisAdapter.settings,
    AZURE_VISION_ENDPOINT: { schema: optionalUrl, meaning: 'Azure AI Vision endpoint.' },
    AZURE_VISION_KEY: {
      schema: z.string().min(1).optional(),
      meaning: 'Azure AI Vision key; required with the endpoint.',
    },
    AZURE_VISION_TIMEOUT_SECONDS: {
      schema: z.coerce.number().min(1).max(120),
      default: '20',
      meaning: 'Time allowed to one Azure AI Vision call; then the repair fails and is refunded.',
    },
    // Asking a region for a feature it does not offer fails every call, so only what the region has is asked for.
    AZURE_VISION_FEATURES: {
      schema: z
        .string()
        .transform(splitCommaList)
        .pipe(
          z
            .array(z.enum(AZURE_VISION_FEATURES, { error: `each must be one of ${AZURE_VISION_FEATURES.join(', ')}` }))
            .min(1, 'must name at least one feature'),
        )
        .transform((features) => [...new Set(features)]),
      default: 'tags,objects,read',
      meaning:
        'What Azure AI Vision is asked for: `caption`, `tags`, `objects`, `read`. Add `caption` only where the region offers it.',
    },
    LOCAL_ANALYSIS_READ_TEXT: {
      schema: trueOrFalse,
      default: 'true',
      meaning: 'Whether the local analyser reads text on labels.',
    },
    ...instructionWriterAdapter.settings,
    LLM_ENDPOINT: {
      schema: optionalUrl,
      meaning:
        'Vision model endpoint (Azure OpenAI, OpenAI, Ollama, llama.cpp, vLLM); required unless the knowledge base writes.',
    },
    LLM_API_KEY: {
      schema: z.string().min(1).optional(),
      meaning: 'Its API key; required unless the knowledge base writes.',
    },
    LLM_MODEL: {
      schema: z.string().min(1).max(200).optional(),
      meaning: 'Vision-capable model (Azure: deployment name); required unless the knowledge base writes.',
    },
    LLM_API_VERSION: {
      schema: z.string().min(1),
      default: '2024-10-21',
      meaning: 'Azure OpenAI API version; structured outputs need 2024-10-21 or later.',
    },
    // The whole answer, a retry included: pictures make a model slower than text alone.
    LLM_TIMEOUT_SECONDS: {
      schema: z.coerce.number().min(1).max(120),
      default: '45',
      meaning: 'Time allowed to the vision model for the whole answer, its one retry included.',
    },
    LLM_IMAGE_DETAIL: {
      schema: z.enum(MODEL_IMAGE_DETAILS),
      default: 'high',
      meaning:
        '`low`, `high` or `auto`: how closely the model looks at each picture (`high` reads labels; `low` costs less).',
    },
  },
  check(values, report, context) {
    imageAnalysisAdapter.check(values, report, context);
    instructionWriterAdapter.check(values, report, context);
    if (!context.production) return;
    // Images and descriptions go to these services with a key: never over plain http in production.
    requireHttps('AZURE_VISION_ENDPOINT', values.AZURE_VISION_ENDPOINT, report);
    requireHttps('LLM_ENDPOINT', values.LLM_ENDPOINT, report);
  },
  load(values): RepairsConfig {
    const { AZURE_VISION_ENDPOINT: visionEndpoint, AZURE_VISION_KEY: visionKey } = values;
    const { LLM_ENDPOINT: endpoint, LLM_API_KEY: apiKey, LLM_MODEL: model } = values;
    const writer = instructionWriterAdapter.choose(values);
    return {
      repairs: {
        resultWaitMs: values.REPAIRS_RESULT_WAIT_SECONDS * 1000,
        job: {
          timeoutSeconds: values.REPAIRS_JOB_TIMEOUT_SECONDS,
          retryLimit: values.REPAIRS_JOB_RETRY_LIMIT,
          concurrency: values.REPAIRS_JOB_CONCURRENCY,
        },
        abandonedAfterMs: values.REPAIRS_ABANDONED_AFTER_MINUTES * 60 * 1000,
        maxImagePixels: Math.round(values.REPAIRS_MAX_IMAGE_MEGAPIXELS * 1_000_000),
        uploadsPerHour: values.REPAIRS_UPLOADS_PER_HOUR,
        videoFrameTimeoutMs: values.REPAIRS_VIDEO_FRAME_TIMEOUT_SECONDS * 1000,
        guidesFolder: values.REPAIR_GUIDES_DIR ?? null,
        imageAnalysis:
          imageAnalysisAdapter.choose(values) === 'azure-vision' && visionEndpoint && visionKey
            ? {
                kind: 'azure-vision',
                endpoint: visionEndpoint,
                key: visionKey,
                timeoutMs: values.AZURE_VISION_TIMEOUT_SECONDS * 1000,
                features: values.AZURE_VISION_FEATURES,
              }
            : { kind: 'local', readText: values.LOCAL_ANALYSIS_READ_TEXT },
        instructionWriter:
          writer !== 'knowledge-base' && endpoint && apiKey && model
            ? {
                kind: 'vision-model',
                flavour: writer,
                endpoint,
                apiKey,
                model,
                apiVersion: values.LLM_API_VERSION,
                timeoutMs: values.LLM_TIMEOUT_SECONDS * 1000,
                imageDetail: values.LLM_IMAGE_DETAIL,
              }
            : { kind: 'knowledge-base' },
      },
    };
  },
});
