import { READ_EVERY_TIME, type KeptReads } from '../../../shared/application/kept-reads.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { Currency } from '../../../shared/domain/region.js';
import type { PriceRange } from '../domain/cost-estimate.js';
import type { Instructions } from '../domain/instructions.js';
import type { RepairCategory } from '../domain/knowledge-base/repair-guide.js';
import type { RepairRequest } from '../domain/repair-request.js';
import type { RepairRequestRepository, RepairSummary } from '../ports/repair-request.repository.js';
import type { RepairSettings } from './repair-settings.js';

/** A repair as RepairLens diagnosed it, in the words its owner read: what a contractor receives with a lead. */
export interface RepairDiagnosis extends Pick<
  Instructions,
  'title' | 'item' | 'category' | 'difficulty' | 'diagnosis' | 'safetyWarnings'
> {
  readonly repairId: string;
  readonly estimatedTime: string | null;
  readonly steps: readonly string[];
  readonly tools: readonly string[];
  readonly materials: readonly string[];
  /** What a professional typically charges for the job: an estimate the owner saw, never a quote. */
  readonly proEstimate: ({ readonly currency: Currency } & PriceRange) | null;
}

/** Reading repairs: a user's own (Recent Fixes, the repair page), sharing them, and the public gallery. */
export class RepairQueries {
  constructor(
    private readonly repairs: RepairRequestRepository,
    private readonly settings: Pick<RepairSettings, 'galleryLimit'>,
    private readonly kept: KeptReads = READ_EVERY_TIME,
  ) {}

  /** Kept between requests until one of the owner's repairs changes: Recent Fixes asks for it on every visit. */
  listOwn(ownerId: string): Promise<readonly RepairSummary[]> {
    return this.kept.read('own-repairs', ownerId, () => this.repairs.listOwnedBy(ownerId));
  }

  /** Another user's repair answers exactly like a missing one: its existence is nobody else's business. */
  async getOwn(ownerId: string, id: string): Promise<RepairRequest> {
    const repair = await this.findOwn(ownerId, id);
    if (!repair) throw new NotFoundError('Repair request not found');
    return repair;
  }

  /** The diagnosis of one of the owner's repairs, for a contractor; 'no-instructions' when it has none to send. */
  async diagnosisOf(ownerId: string, id: string): Promise<RepairDiagnosis | 'not-found' | 'no-instructions'> {
    const repair = await this.findOwn(ownerId, id);
    if (!repair) return 'not-found';
    const instructions = repair.instructionsForContractors;
    if (!instructions) return 'no-instructions';
    return {
      repairId: repair.id,
      title: instructions.title,
      item: instructions.item,
      category: instructions.category,
      difficulty: instructions.difficulty,
      estimatedTime: instructions.estimatedTime?.display ?? null,
      diagnosis: instructions.diagnosis,
      steps: instructions.steps.map((step) => step.text),
      tools: instructions.tools.map((tool) => tool.name),
      materials: instructions.materials.map((material) => material.name),
      safetyWarnings: instructions.safetyWarnings,
      proEstimate: instructions.costEstimate && {
        currency: instructions.costEstimate.currency,
        ...instructions.costEstimate.professional,
      },
    };
  }

  async setSharing(ownerId: string, id: string, shared: boolean): Promise<RepairRequest> {
    const changed = (await this.getOwn(ownerId, id)).withSharing(shared);
    await this.repairs.saveSharing(changed);
    return changed;
  }

  /** Kept between requests until a shared repair changes (decision 0020): every visitor's landing page asks for it. */
  gallery(category: RepairCategory | null): Promise<RepairRequest[]> {
    return this.kept.read('gallery', category ?? '', () =>
      this.repairs.listGallery(category, this.settings.galleryLimit),
    );
  }

  private async findOwn(ownerId: string, id: string): Promise<RepairRequest | null> {
    const repair = await this.repairs.findById(id);
    return repair && repair.ownerId === ownerId ? repair : null;
  }
}
