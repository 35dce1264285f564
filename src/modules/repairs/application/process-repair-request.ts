import type { FileStorage } from '../../../shared/storage/file-storage.js';
import { StoredFileNotFoundError } from '../../../shared/storage/file-storage.js';
import { recognisedAnything, type ImageAnalysis } from '../domain/image-analysis.js';
import { composeInstructions, moreDetailNeeded, type RepairAdvice } from '../domain/instructions.js';
import { FAILURE_REASONS, uploadKeyOf, type RepairRequest } from '../domain/repair-request.js';
import type { ImageAnalyser } from '../ports/image-analyser.js';
import type { InstructionWriter } from '../ports/instruction-writer.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';
import type { RepairSettlement } from './repair-settlement.js';

export type ProcessingOutcome =
  | { readonly outcome: 'completed' }
  | { readonly outcome: 'failed'; readonly cause: unknown }
  | { readonly outcome: 'already-settled' };

/**
 * The durable job's work: read the upload from storage, analyse it, write the instructions, store them;
 * on an analysis or writing failure mark the repair failed and refund it. The file is deleted once the
 * outcome is recorded. An error while recording (the database is away) is thrown and the queue runs the
 * job again, with the file still there; the job is idempotent because outcomes are conditional updates.
 */
export class ProcessRepairRequest {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly storage: FileStorage,
    private readonly analyser: ImageAnalyser,
    private readonly writer: InstructionWriter,
    private readonly settlement: RepairSettlement,
  ) {}

  async execute(repairId: string): Promise<ProcessingOutcome> {
    const repair = await this.repairs.findById(repairId);
    if (!repair || repair.status !== 'pending') {
      // Erased with its account, or settled by an earlier run: only its file may be left.
      await this.storage.remove(uploadKeyOf(repairId));
      return { outcome: 'already-settled' };
    }
    let advice: RepairAdvice;
    let analysis: ImageAnalysis;
    try {
      ({ analysis, advice } = await this.storage.withLocalCopy(repair.storageKey, (localPath) =>
        this.analyseAndWrite(repair, localPath),
      ));
    } catch (cause) {
      const reason =
        cause instanceof StoredFileNotFoundError ? FAILURE_REASONS.uploadLost : FAILURE_REASONS.analysisFailed;
      await this.settlement.failAndRefund(repair, reason);
      await this.storage.remove(repair.storageKey);
      return { outcome: 'failed', cause };
    }
    const recorded = await this.settlement.complete(repair, composeInstructions(advice, analysis, repair.props.region));
    await this.storage.remove(repair.storageKey);
    return recorded ? { outcome: 'completed' } : { outcome: 'already-settled' };
  }

  private async analyseAndWrite(
    repair: RepairRequest,
    localPath: string,
  ): Promise<{ analysis: ImageAnalysis; advice: RepairAdvice }> {
    const analysis = await this.analyser.analyse({
      localPath,
      mediaType: repair.props.mediaType,
      kind: repair.props.mediaKind,
    });
    const description = repair.props.description;
    // Nothing seen and nothing said: there is nothing to write from, whatever the writer.
    const advice =
      description || recognisedAnything(analysis)
        ? await this.writer.write({ analysis, description })
        : moreDetailNeeded(0);
    return { analysis, advice };
  }
}
