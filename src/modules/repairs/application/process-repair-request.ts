import { languageOf, type Language } from '../../../shared/domain/locale.js';
import type { FileStorage } from '../../../shared/storage/file-storage.js';
import { StoredFileNotFoundError } from '../../../shared/storage/file-storage.js';
import type { SeenContent } from '../domain/image-analysis.js';
import {
  composeInstructions,
  findingsOf,
  moreDetailNeeded,
  seenContentOf,
  type Instructions,
  type RepairAdvice,
  type UploadFindings,
} from '../domain/instructions.js';
import type { RepairGuide } from '../domain/knowledge-base/repair-guide.js';
import { FAILURE_REASONS, uploadKeyOf, type RepairRequest } from '../domain/repair-request.js';
import { checkForEmergency, type Emergency } from '../domain/safety/emergency-check.js';
import type { ImageAnalyser, MediaFile } from '../ports/image-analyser.js';
import {
  InstructionWritingFailedError,
  type InstructionWriter,
  type WritingFailure,
} from '../ports/instruction-writer.js';
import type { RepairRequestRepository } from '../ports/repair-request.repository.js';
import type { RepairSettlement } from './repair-settlement.js';

export type ProcessingOutcome =
  | { readonly outcome: 'completed' }
  | { readonly outcome: 'failed'; readonly cause: unknown }
  | { readonly outcome: 'already-settled' };

interface Written {
  readonly findings: UploadFindings;
  readonly advice: RepairAdvice;
  readonly emergency: Emergency | null;
}

const WRITING_FAILURE_REASONS: Readonly<Record<WritingFailure, string>> = {
  unavailable: FAILURE_REASONS.analysisFailed,
  timeout: FAILURE_REASONS.writerTimedOut,
  refused: FAILURE_REASONS.writerRefused,
  'invalid-answer': FAILURE_REASONS.writerInvalidAnswer,
};

/** The words the person reads for what went wrong; the cause itself goes to the logs only. */
function failureReasonFor(cause: unknown): string {
  if (cause instanceof StoredFileNotFoundError) return FAILURE_REASONS.uploadLost;
  if (cause instanceof InstructionWritingFailedError) return WRITING_FAILURE_REASONS[cause.failure];
  return FAILURE_REASONS.analysisFailed;
}

/**
 * The durable job's work: read the upload from storage, analyse it, check it for danger, write the instructions,
 * store them; on an analysis or writing failure mark the repair failed and refund it. A repair reopened with
 * added detail is written again from the findings it kept, its file being long gone. The file is deleted once
 * the outcome is recorded. An error while recording (the database is away) is thrown and the queue runs the
 * job again, with the file still there; the job is idempotent because outcomes are conditional updates.
 */
export class ProcessRepairRequest {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly storage: FileStorage,
    private readonly analyser: ImageAnalyser,
    private readonly writer: InstructionWriter,
    private readonly settlement: RepairSettlement,
    /** The knowledge base by guide id: the guide a writer followed prices the repair. */
    private readonly guides: ReadonlyMap<string, RepairGuide>,
    /** The French knowledge base by guide id, the same ids: a French repair is priced with its parts' French names. */
    private readonly frenchGuides: ReadonlyMap<string, RepairGuide> = new Map(),
  ) {}

  async execute(repairId: string): Promise<ProcessingOutcome> {
    const repair = await this.repairs.findById(repairId);
    if (!repair || repair.status !== 'pending') {
      // Erased with its account, or settled by an earlier run: only its file may be left.
      await this.storage.remove(uploadKeyOf(repairId));
      return { outcome: 'already-settled' };
    }
    const kept = repair.props.instructions;
    const language = languageOf(repair.props.locale);
    let written: Written;
    try {
      written = kept
        ? await this.writeAgain(repair, kept, language)
        : await this.storage.withLocalCopy(repair.storageKey, (localPath) =>
            this.analyseAndWrite(repair, localPath, language),
          );
    } catch (cause) {
      await this.settlement.failAndRefund(repair, failureReasonFor(cause));
      await this.storage.remove(repair.storageKey);
      return { outcome: 'failed', cause };
    }
    const guides = language === 'fr' ? this.frenchGuides : this.guides;
    const followedGuide = guides.get(written.advice.source?.guideId ?? '') ?? null;
    const instructions = composeInstructions(
      written.advice,
      written.findings,
      repair.props.region,
      written.emergency,
      followedGuide,
      language,
    );
    const recorded = await this.settlement.complete(repair, instructions);
    await this.storage.remove(repair.storageKey);
    return recorded ? { outcome: 'completed' } : { outcome: 'already-settled' };
  }

  private async analyseAndWrite(repair: RepairRequest, localPath: string, language: Language): Promise<Written> {
    const media: MediaFile = { localPath, mediaType: repair.props.mediaType, kind: repair.props.mediaKind };
    const analysis = await this.analyser.analyse(media);
    return {
      findings: findingsOf(analysis, language),
      ...(await this.write(analysis, repair.props.description, media, language)),
    };
  }

  private async writeAgain(repair: RepairRequest, kept: Instructions, language: Language): Promise<Written> {
    const findings: UploadFindings = { analysis: kept.analysis, photoHints: kept.photoHints };
    return { findings, ...(await this.write(seenContentOf(findings), repair.props.description, null, language)) };
  }

  /**
   * Danger first: an emergency in what the person said or a label reads stops before any writer is asked; one in
   * what a vision model saw stops its steps after it answered. Everything is written in the repair's language.
   */
  private async write(
    seen: SeenContent,
    description: string | null,
    media: MediaFile | null,
    language: Language,
  ): Promise<Pick<Written, 'advice' | 'emergency'>> {
    const said = [description ?? '', seen.caption?.text ?? '', ...seen.text];
    const emergency = checkForEmergency(said, language);
    if (emergency) return { advice: moreDetailNeeded(0, language), emergency };
    const advice = await this.writer.write({ analysis: seen, description, media, language });
    return { advice, emergency: advice.observation ? checkForEmergency([advice.observation], language) : null };
  }
}
