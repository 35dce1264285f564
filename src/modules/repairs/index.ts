import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import { PERSONAL_DATA_CONTRIBUTOR } from '../../shared/application/personal-data.js';
import { RATE_LIMITER } from '../../shared/application/rate-limiter.js';
import { UNIT_OF_WORK } from '../../shared/application/unit-of-work.js';
import { KEPT_READS } from '../../shared/application/kept-reads.js';
import type { AppConfig } from '../../config.js';
import { JOB_QUEUE } from '../../shared/jobs/job-queue.js';
import { APP_METRICS } from '../../shared/observability/metrics.js';
import { startPeriodicSweep } from '../../shared/jobs/periodic-sweeps.js';
import { loaderFor } from '../../shared/load-when-chosen.js';
import { FILE_STORAGE } from '../../shared/storage/file-storage.js';
import { CLOCK, CONFIG, ENTITY_MANAGER, LOGGER } from '../../shared/tokens.js';
import { token } from '../../shared/token.js';
import { AUDIT_LOG } from '../../shared/audit/audit-log.js';
import { EMAIL_OUTBOX } from '../../shared/email/email.js';
import { RECIPIENT_LANGUAGES } from '../../shared/email/email-language.js';
import { MAX_UPLOAD_BYTES } from './contract.js';
import { AddRepairDetail } from './application/add-repair-detail.js';
import { AskForRepairFeedback } from './application/ask-for-repair-feedback.js';
import { FeedbackEmailPreferences } from './application/feedback-email-preferences.js';
import { FeedbackUnsubscribeTokens } from './application/feedback-unsubscribe-token.js';
import { RepairFeedbackAnswers } from './application/repair-feedback.js';
import { CurateGallery } from './application/curate-gallery.js';
import { ProcessRepairRequest } from './application/process-repair-request.js';
import { RepairFollowUps } from './application/repair-follow-ups.js';
import { RepairHistory } from './application/repair-history.js';
import { RepairQueries } from './application/repair-queries.js';
import { PROCESS_REPAIR_QUEUE, type ProcessRepairJob, type RepairSettings } from './application/repair-settings.js';
import { RepairProcessingHandOff } from './application/repair-processing-hand-off.js';
import { RepairSettlement } from './application/repair-settlement.js';
import { RepairsPersonalData } from './application/repairs-personal-data.js';
import { SubmitRepairRequest } from './application/submit-repair-request.js';
import { SweepAbandonedRepairs } from './application/sweep-abandoned-repairs.js';
import type * as AzureVision from './adapters/analysis/azure-vision.image-analyser.js';
import { LocalImageAnalyser } from './adapters/analysis/local.image-analyser.js';
import { TesseractTextReader } from './adapters/analysis/tesseract.text-reader.js';
import type { TextReader } from './adapters/analysis/text-reader.js';
import { galleryCurationRoutes } from './adapters/http/gallery-curation.routes.js';
import { repairsRoutes } from './adapters/http/repairs.routes.js';
import { loadGuideLibraries } from './adapters/knowledge-base/guide-library.js';
import { MikroOrmFollowUpRepository } from './adapters/persistence/mikro-orm-follow-up.repository.js';
import { MikroOrmRepairFeedbackRepository } from './adapters/persistence/mikro-orm-repair-feedback.repository.js';
import { MikroOrmRepairHistoryReader } from './adapters/persistence/mikro-orm-repair-history.reader.js';
import { MikroOrmRepairRequestRepository } from './adapters/persistence/mikro-orm-repair-request.repository.js';
import { FollowUpRecord, RepairFeedbackRecord, RepairRequestRecord } from './adapters/persistence/repairs.entities.js';
import { SqlFeedbackRequests } from './adapters/persistence/sql-feedback-requests.js';
import { SqlRepairStatistics } from './adapters/persistence/sql-repair-statistics.js';
import { repairsMigrations } from './adapters/persistence/migrations/index.js';
import { KnowledgeBaseInstructionWriter } from './adapters/writing/knowledge-base.instruction-writer.js';
import { VisionModelInstructionWriter } from './adapters/writing/vision-model.instruction-writer.js';
import type { RepairGuide } from './domain/knowledge-base/repair-guide.js';
import { FOLLOW_UP_ANSWERER, type FollowUpAnswerer } from './ports/follow-up-answerer.js';
import { FOLLOW_UP_REPOSITORY } from './ports/follow-up.repository.js';
import { FEEDBACK_REQUESTS } from './ports/feedback-requests.js';
import { REPAIR_FEEDBACK_REPOSITORY } from './ports/repair-feedback.repository.js';
import { REPAIR_OWNER_CONTACTS } from './ports/repair-owner-contacts.js';
import { IMAGE_ANALYSER, type ImageAnalyser } from './ports/image-analyser.js';
import { INSTRUCTION_WRITER, type InstructionWriter } from './ports/instruction-writer.js';
import { REPAIR_HISTORY_READER } from './ports/repair-history.reader.js';
import { REPAIR_PAYMENTS } from './ports/repair-payments.js';
import { REPAIR_REQUEST_REPOSITORY } from './ports/repair-request.repository.js';
import { REPAIR_STATISTICS } from './ports/repair-statistics.js';

export { REPAIR_PAYMENTS, type RepairPaymentsPort } from './ports/repair-payments.js';
export { REPAIR_STATISTICS, type GuideFeedbackCounts, type RepairStatistics } from './ports/repair-statistics.js';
export { REPAIR_OWNER_CONTACTS, type RepairOwnerContacts } from './ports/repair-owner-contacts.js';
export { RepairQueries };
export { RepairHistory };
export type { RepairHistoryLine } from './ports/repair-history.reader.js';

const REPAIR_SETTINGS = token<RepairSettings>('repairs.Settings');
/** The label text reader (OCR worker processes); exported for tests that watch or disturb its workers. */
export const TEXT_READER = token<TesseractTextReader>('repairs.TextReader');
const SWEEP_INTERVAL_MS = 60 * 1000;
/** The feedback e-mail waits a day at least: a few minutes' lag on top changes nothing. */
const FEEDBACK_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
// Text reading is best effort: a picture whose text is not read within this time (waiting included) goes without,
// and the OCR worker still busy with it is replaced. A label photo takes a few hundred milliseconds.
const TEXT_READ_BUDGET_MS = 2_000;
const load = loaderFor(import.meta.url);

function settingsFrom(config: AppConfig): RepairSettings {
  return {
    resultWaitMs: config.repairs.resultWaitMs,
    resultPollMs: 200,
    abandonedAfterMs: config.repairs.abandonedAfterMs,
    galleryLimit: 60,
  };
}

function imageAnalyserFrom(config: AppConfig, textReader: () => TextReader): ImageAnalyser {
  const analysis = config.repairs.imageAnalysis;
  const frameTimeoutMs = config.repairs.videoFrameTimeoutMs;
  if (analysis.kind === 'azure-vision') {
    // Azure's SDK is loaded only when it is chosen.
    const { AzureVisionImageAnalyser } = load(
      './adapters/analysis/azure-vision.image-analyser.js',
    ) as typeof AzureVision;
    return new AzureVisionImageAnalyser({
      endpoint: analysis.endpoint,
      key: analysis.key,
      timeoutMs: analysis.timeoutMs,
      features: analysis.features,
      frameTimeoutMs,
      allowInsecureConnection: !config.isProduction && analysis.endpoint.startsWith('http://'),
    });
  }
  return new LocalImageAnalyser(analysis.readText ? textReader() : null, frameTimeoutMs);
}

/**
 * The writer also answers follow-up questions, from the same knowledge base or model. Both writers work from the
 * knowledge base: one matches it, the other is grounded in it.
 */
function instructionWriterFrom(
  config: AppConfig,
  guides: readonly RepairGuide[],
  frenchGuides: readonly RepairGuide[],
): InstructionWriter & FollowUpAnswerer {
  const writer = config.repairs.instructionWriter;
  return writer.kind === 'vision-model'
    ? new VisionModelInstructionWriter(
        { ...writer, frameTimeoutMs: config.repairs.videoFrameTimeoutMs },
        guides,
        frenchGuides,
      )
    : new KnowledgeBaseInstructionWriter(guides, frenchGuides);
}

/** Repair requests from upload to instructions, the knowledge base, and the public gallery. */
export const repairsModule: AppModule = {
  name: 'repairs',
  entities: [RepairRequestRecord, FollowUpRecord, RepairFeedbackRecord],
  migrations: repairsMigrations,
  bindings: (config) =>
    new ContainerModule(({ bind }) => {
      bind(REPAIR_SETTINGS).toConstantValue(settingsFrom(config));
      bind(REPAIR_REQUEST_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmRepairRequestRepository(ctx.get(ENTITY_MANAGER)),
      );
      bind(REPAIR_STATISTICS).toDynamicValue((ctx) => new SqlRepairStatistics(ctx.get(ENTITY_MANAGER)));
      bind(TEXT_READER).toDynamicValue((ctx) => new TesseractTextReader(TEXT_READ_BUDGET_MS, ctx.get(LOGGER)));
      bind(IMAGE_ANALYSER).toDynamicValue((ctx) => imageAnalyserFrom(config, () => ctx.get(TEXT_READER)));
      // French repairs are written from the French twins beside the guides, checked as strictly at start (and the
      // shipped ones against the English guides by `npm run build`).
      const { en: guides, fr: frenchGuides } = loadGuideLibraries(config.repairs.guidesFolder);
      const writer = instructionWriterFrom(config, guides, frenchGuides);
      bind(INSTRUCTION_WRITER).toConstantValue(writer);
      bind(FOLLOW_UP_ANSWERER).toConstantValue(writer);
      bind(FOLLOW_UP_REPOSITORY).toDynamicValue((ctx) => new MikroOrmFollowUpRepository(ctx.get(ENTITY_MANAGER)));
      bind(RepairFollowUps).toDynamicValue(
        (ctx) =>
          new RepairFollowUps(
            ctx.get(RepairQueries),
            ctx.get(FOLLOW_UP_REPOSITORY),
            ctx.get(FOLLOW_UP_ANSWERER),
            ctx.get(CLOCK),
          ),
      );
      bind(REPAIR_FEEDBACK_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmRepairFeedbackRepository(ctx.get(ENTITY_MANAGER)),
      );
      bind(FEEDBACK_REQUESTS).toDynamicValue((ctx) => new SqlFeedbackRequests(ctx.get(ENTITY_MANAGER)));
      // Any server secret would do: the tokens derive a key of their own from it.
      bind(FeedbackUnsubscribeTokens).toConstantValue(new FeedbackUnsubscribeTokens(config.personalDataHashKey));
      bind(RepairFeedbackAnswers).toDynamicValue(
        (ctx) =>
          new RepairFeedbackAnswers(
            ctx.get(RepairQueries),
            ctx.get(REPAIR_FEEDBACK_REPOSITORY),
            ctx.get(CLOCK),
            ctx.get(KEPT_READS),
          ),
      );
      bind(FeedbackEmailPreferences).toDynamicValue(
        (ctx) =>
          new FeedbackEmailPreferences(ctx.get(FEEDBACK_REQUESTS), ctx.get(FeedbackUnsubscribeTokens), ctx.get(CLOCK)),
      );
      bind(AskForRepairFeedback).toDynamicValue(
        (ctx) =>
          new AskForRepairFeedback(
            ctx.get(FEEDBACK_REQUESTS),
            ctx.get(REPAIR_OWNER_CONTACTS),
            ctx.get(EMAIL_OUTBOX),
            ctx.get(FeedbackUnsubscribeTokens),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
            config.publicUrl,
            ctx.get(RECIPIENT_LANGUAGES),
          ),
      );
      bind(RepairSettlement).toDynamicValue(
        (ctx) =>
          new RepairSettlement(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(REPAIR_PAYMENTS),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
          ),
      );
      bind(RepairProcessingHandOff).toDynamicValue(
        (ctx) =>
          new RepairProcessingHandOff(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(JOB_QUEUE),
            ctx.get(RepairSettlement),
            ctx.get(REPAIR_SETTINGS),
          ),
      );
      bind(SubmitRepairRequest).toDynamicValue(
        (ctx) =>
          new SubmitRepairRequest(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(REPAIR_PAYMENTS),
            ctx.get(FILE_STORAGE),
            ctx.get(RepairProcessingHandOff),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
          ),
      );
      bind(AddRepairDetail).toDynamicValue(
        (ctx) =>
          new AddRepairDetail(
            ctx.get(RepairQueries),
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(REPAIR_PAYMENTS),
            ctx.get(RepairProcessingHandOff),
            ctx.get(UNIT_OF_WORK),
          ),
      );
      bind(ProcessRepairRequest).toDynamicValue(
        (ctx) =>
          new ProcessRepairRequest(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(FILE_STORAGE),
            ctx.get(IMAGE_ANALYSER),
            ctx.get(INSTRUCTION_WRITER),
            ctx.get(RepairSettlement),
            new Map(guides.map((guide) => [guide.id, guide])),
            new Map(frenchGuides.map((guide) => [guide.id, guide])),
          ),
      );
      bind(SweepAbandonedRepairs).toDynamicValue(
        (ctx) =>
          new SweepAbandonedRepairs(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(FILE_STORAGE),
            ctx.get(RepairSettlement),
            ctx.get(CLOCK),
            ctx.get(REPAIR_SETTINGS),
          ),
      );
      bind(REPAIR_HISTORY_READER).toDynamicValue((ctx) => new MikroOrmRepairHistoryReader(ctx.get(ENTITY_MANAGER)));
      bind(RepairHistory).toDynamicValue((ctx) => new RepairHistory(ctx.get(REPAIR_HISTORY_READER)));
      bind(RepairQueries).toDynamicValue(
        (ctx) => new RepairQueries(ctx.get(REPAIR_REQUEST_REPOSITORY), ctx.get(REPAIR_SETTINGS), ctx.get(KEPT_READS)),
      );
      bind(CurateGallery).toDynamicValue(
        (ctx) =>
          new CurateGallery(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(AUDIT_LOG),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
          ),
      );
      bind(RepairsPersonalData).toDynamicValue(
        (ctx) =>
          new RepairsPersonalData(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get(FOLLOW_UP_REPOSITORY),
            ctx.get(REPAIR_FEEDBACK_REPOSITORY),
            ctx.get(FEEDBACK_REQUESTS),
            ctx.get(EMAIL_OUTBOX),
            ctx.get(FILE_STORAGE),
          ),
      );
      bind(PERSONAL_DATA_CONTRIBUTOR).toService(RepairsPersonalData);
    }),
  routes: (container) => {
    const config = container.get(CONFIG);
    return [
      ...galleryCurationRoutes(container.get(CurateGallery)),
      ...repairsRoutes({
        submit: container.get(SubmitRepairRequest),
        addDetail: container.get(AddRepairDetail),
        followUps: container.get(RepairFollowUps),
        feedback: container.get(RepairFeedbackAnswers),
        emailPreferences: container.get(FeedbackEmailPreferences),
        queries: container.get(RepairQueries),
        uploadLimits: { maxFileBytes: MAX_UPLOAD_BYTES, maxImagePixels: config.repairs.maxImagePixels },
        rateLimiter: container.get(RATE_LIMITER),
        uploadsPerHour: config.repairs.uploadsPerHour,
        logger: container.get(LOGGER),
        metrics: container.get(APP_METRICS),
      }),
    ];
  },
  start: async (container) => {
    const config = container.get(CONFIG);
    const logger = container.get(LOGGER);
    const jobs = container.get(JOB_QUEUE);
    const processUpload = container.get(ProcessRepairRequest);
    const metrics = container.get(APP_METRICS);
    await jobs.declare(PROCESS_REPAIR_QUEUE, {
      timeoutSeconds: config.repairs.job.timeoutSeconds,
      retryLimit: config.repairs.job.retryLimit,
      retryDelaySeconds: 2,
    });
    await jobs.work<ProcessRepairJob>(PROCESS_REPAIR_QUEUE, config.repairs.job.concurrency, async ({ repairId }) => {
      const result = await processUpload.execute(repairId);
      metrics.analysisOutcomes.inc({ outcome: result.outcome });
      if (result.outcome === 'failed') logger.warn({ err: result.cause, repairId }, 'repair analysis failed; refunded');
    });
    const sweep = container.get(SweepAbandonedRepairs);
    startPeriodicSweep(container, {
      name: 'abandoned repairs',
      intervalMs: SWEEP_INTERVAL_MS,
      work: () => sweep.execute(),
      report: (swept) => (swept.abandonedRepairs + swept.removedFiles > 0 ? { ...swept } : undefined),
    });
    const askForFeedback = container.get(AskForRepairFeedback);
    startPeriodicSweep(container, {
      name: 'repair feedback e-mails',
      intervalMs: FEEDBACK_SWEEP_INTERVAL_MS,
      work: () => askForFeedback.execute(),
      report: (swept) => (swept.asked > 0 ? { ...swept } : undefined),
    });
  },
  stop: async (container) => {
    await container.get(TEXT_READER).stop();
  },
};
