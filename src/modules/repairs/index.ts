import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import type { Clock } from '../../shared/application/clock.js';
import { PERSONAL_DATA_CONTRIBUTOR } from '../../shared/application/personal-data.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../shared/application/unit-of-work.js';
import type { AppConfig } from '../../shared/config/config.js';
import { JOB_QUEUE, type JobQueue } from '../../shared/jobs/job-queue.js';
import type { Logger } from '../../shared/logging/logger.js';
import type { Database, EntityManager } from '../../shared/persistence/database.js';
import { FILE_STORAGE, type FileStorage } from '../../shared/storage/file-storage.js';
import { CLOCK, CONFIG, DATABASE, ENTITY_MANAGER, LOGGER } from '../../shared/tokens.js';
import { MAX_UPLOAD_BYTES } from './contract.js';
import { ProcessRepairRequest } from './application/process-repair-request.js';
import { RepairQueries } from './application/repair-queries.js';
import { PROCESS_REPAIR_QUEUE, type ProcessRepairJob, type RepairSettings } from './application/repair-settings.js';
import { RepairSettlement } from './application/repair-settlement.js';
import { RepairsPersonalData } from './application/repairs-personal-data.js';
import { SubmitRepairRequest } from './application/submit-repair-request.js';
import { SweepAbandonedRepairs } from './application/sweep-abandoned-repairs.js';
import { AzureVisionImageAnalyser } from './adapters/analysis/azure-vision.image-analyser.js';
import { LocalImageAnalyser } from './adapters/analysis/local.image-analyser.js';
import { TesseractTextReader } from './adapters/analysis/tesseract.text-reader.js';
import { repairsRoutes } from './adapters/http/repairs.routes.js';
import { MikroOrmRepairRequestRepository } from './adapters/persistence/mikro-orm-repair-request.repository.js';
import { RepairRequestRecord } from './adapters/persistence/repairs.entities.js';
import { KnowledgeBaseInstructionWriter } from './adapters/writing/knowledge-base.instruction-writer.js';
import { LanguageModelInstructionWriter } from './adapters/writing/language-model.instruction-writer.js';
import { KNOWLEDGE_BASE } from './domain/knowledge-base/index.js';
import { IMAGE_ANALYSER, type ImageAnalyser } from './ports/image-analyser.js';
import { INSTRUCTION_WRITER, type InstructionWriter } from './ports/instruction-writer.js';
import { REPAIR_PAYMENTS, type RepairPaymentsPort } from './ports/repair-payments.js';
import { REPAIR_REQUEST_REPOSITORY, type RepairRequestRepository } from './ports/repair-request.repository.js';

export { REPAIR_PAYMENTS, type RepairPaymentsPort } from './ports/repair-payments.js';
export { RepairQueries };

const REPAIR_SETTINGS = Symbol.for('repairs.Settings');
const TEXT_READER = Symbol.for('repairs.TextReader');
const SWEEP_INTERVAL_MS = 60 * 1000;
const AZURE_VISION_TIMEOUT_MS = 20_000;
// Text reading is best effort: a busy picture (foliage, gravel) can keep Tesseract busy for many seconds.
const TEXT_READ_TIMEOUT_MS = 5_000;

function settingsFrom(config: AppConfig): RepairSettings {
  return {
    resultWaitMs: config.repairs.resultWaitMs,
    resultPollMs: 200,
    abandonedAfterMs: config.repairs.abandonedAfterMs,
    galleryLimit: 60,
  };
}

function imageAnalyserFrom(config: AppConfig, textReader: () => TesseractTextReader): ImageAnalyser {
  const analysis = config.repairs.imageAnalysis;
  const frameTimeoutMs = config.repairs.videoFrameTimeoutMs;
  if (analysis.kind === 'azure-vision') {
    return new AzureVisionImageAnalyser({
      endpoint: analysis.endpoint,
      key: analysis.key,
      timeoutMs: AZURE_VISION_TIMEOUT_MS,
      frameTimeoutMs,
      allowInsecureConnection: !config.isProduction && analysis.endpoint.startsWith('http://'),
    });
  }
  return new LocalImageAnalyser(analysis.readText ? textReader() : null, frameTimeoutMs);
}

function instructionWriterFrom(config: AppConfig): InstructionWriter {
  const writer = config.repairs.instructionWriter;
  return writer.kind === 'language-model'
    ? new LanguageModelInstructionWriter(writer)
    : new KnowledgeBaseInstructionWriter(KNOWLEDGE_BASE);
}

const sweepers = new WeakMap<Container, NodeJS.Timeout>();

/** Repair requests from upload to instructions, the knowledge base, and the public gallery. */
export const repairsModule: AppModule = {
  name: 'repairs',
  entities: [RepairRequestRecord],
  bindings: (config) =>
    new ContainerModule(({ bind }) => {
      bind(REPAIR_SETTINGS).toConstantValue(settingsFrom(config));
      bind<RepairRequestRepository>(REPAIR_REQUEST_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmRepairRequestRepository(ctx.get<EntityManager>(ENTITY_MANAGER)),
      );
      bind(TEXT_READER).toDynamicValue((ctx) => new TesseractTextReader(TEXT_READ_TIMEOUT_MS, ctx.get<Logger>(LOGGER)));
      bind<ImageAnalyser>(IMAGE_ANALYSER).toDynamicValue((ctx) =>
        imageAnalyserFrom(config, () => ctx.get<TesseractTextReader>(TEXT_READER)),
      );
      bind<InstructionWriter>(INSTRUCTION_WRITER).toConstantValue(instructionWriterFrom(config));
      bind(RepairSettlement).toDynamicValue(
        (ctx) =>
          new RepairSettlement(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get<RepairPaymentsPort>(REPAIR_PAYMENTS),
            ctx.get<UnitOfWork>(UNIT_OF_WORK),
            ctx.get<Clock>(CLOCK),
          ),
      );
      bind(SubmitRepairRequest).toDynamicValue(
        (ctx) =>
          new SubmitRepairRequest(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get<RepairPaymentsPort>(REPAIR_PAYMENTS),
            ctx.get<FileStorage>(FILE_STORAGE),
            ctx.get<JobQueue>(JOB_QUEUE),
            ctx.get(RepairSettlement),
            ctx.get<UnitOfWork>(UNIT_OF_WORK),
            ctx.get<Clock>(CLOCK),
            ctx.get(REPAIR_SETTINGS),
          ),
      );
      bind(ProcessRepairRequest).toDynamicValue(
        (ctx) =>
          new ProcessRepairRequest(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get<FileStorage>(FILE_STORAGE),
            ctx.get(IMAGE_ANALYSER),
            ctx.get(INSTRUCTION_WRITER),
            ctx.get(RepairSettlement),
          ),
      );
      bind(SweepAbandonedRepairs).toDynamicValue(
        (ctx) =>
          new SweepAbandonedRepairs(
            ctx.get(REPAIR_REQUEST_REPOSITORY),
            ctx.get<FileStorage>(FILE_STORAGE),
            ctx.get(RepairSettlement),
            ctx.get<Clock>(CLOCK),
            ctx.get(REPAIR_SETTINGS),
          ),
      );
      bind(RepairQueries).toDynamicValue(
        (ctx) => new RepairQueries(ctx.get(REPAIR_REQUEST_REPOSITORY), ctx.get(REPAIR_SETTINGS)),
      );
      bind(RepairsPersonalData).toDynamicValue(
        (ctx) => new RepairsPersonalData(ctx.get(REPAIR_REQUEST_REPOSITORY), ctx.get<FileStorage>(FILE_STORAGE)),
      );
      bind(PERSONAL_DATA_CONTRIBUTOR).toService(RepairsPersonalData);
    }),
  routes: (container) => {
    const config = container.get<AppConfig>(CONFIG);
    return repairsRoutes({
      submit: container.get(SubmitRepairRequest),
      queries: container.get(RepairQueries),
      uploadLimits: { maxFileBytes: MAX_UPLOAD_BYTES, maxImagePixels: config.repairs.maxImagePixels },
      logger: container.get<Logger>(LOGGER),
    });
  },
  start: async (container) => {
    const config = container.get<AppConfig>(CONFIG);
    const logger = container.get<Logger>(LOGGER);
    const jobs = container.get<JobQueue>(JOB_QUEUE);
    const processUpload = container.get(ProcessRepairRequest);
    await jobs.declare(PROCESS_REPAIR_QUEUE, {
      timeoutSeconds: config.repairs.job.timeoutSeconds,
      retryLimit: config.repairs.job.retryLimit,
      retryDelaySeconds: 2,
    });
    await jobs.work<ProcessRepairJob>(PROCESS_REPAIR_QUEUE, config.repairs.job.concurrency, async ({ repairId }) => {
      const result = await processUpload.execute(repairId);
      if (result.outcome === 'failed') logger.warn({ err: result.cause, repairId }, 'repair analysis failed; refunded');
    });
    const database = container.get<Database>(DATABASE);
    const sweep = container.get(SweepAbandonedRepairs);
    const sweeper = setInterval(() => {
      database
        .withContext(() => sweep.execute())
        .then((swept) => {
          if (swept.abandonedRepairs + swept.removedFiles > 0) logger.info(swept, 'abandoned repairs swept');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'repair sweep failed'));
    }, SWEEP_INTERVAL_MS).unref();
    sweepers.set(container, sweeper);
  },
  stop: async (container) => {
    clearInterval(sweepers.get(container));
    sweepers.delete(container);
    await container.get<TesseractTextReader>(TEXT_READER).stop();
  },
};
