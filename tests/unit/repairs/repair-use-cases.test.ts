import { expect } from 'chai';
import { AddRepairDetail } from '../../../src/modules/repairs/application/add-repair-detail.js';
import { ProcessRepairRequest } from '../../../src/modules/repairs/application/process-repair-request.js';
import { RepairProcessingHandOff } from '../../../src/modules/repairs/application/repair-processing-hand-off.js';
import { RepairQueries } from '../../../src/modules/repairs/application/repair-queries.js';
import { RepairSettlement } from '../../../src/modules/repairs/application/repair-settlement.js';
import { PROCESS_REPAIR_QUEUE } from '../../../src/modules/repairs/application/repair-settings.js';
import { SubmitRepairRequest } from '../../../src/modules/repairs/application/submit-repair-request.js';
import { moreDetailNeeded, type RepairAdvice } from '../../../src/modules/repairs/domain/instructions.js';
import type { RepairRequest } from '../../../src/modules/repairs/domain/repair-request.js';
import { ImageAnalysisFailedError, type ImageAnalyser } from '../../../src/modules/repairs/ports/image-analyser.js';
import {
  InstructionWritingFailedError,
  type InstructionWriter,
  type WritingInput,
} from '../../../src/modules/repairs/ports/instruction-writer.js';
import type { RepairPaymentsPort } from '../../../src/modules/repairs/ports/repair-payments.js';
import type { RepairRequestRepository } from '../../../src/modules/repairs/ports/repair-request.repository.js';
import { ConflictError, PaymentRequiredError, ServiceUnavailableError } from '../../../src/shared/errors/app-errors.js';
import type { JobQueue } from '../../../src/shared/jobs/job-queue.js';
import { StoredFileNotFoundError, type FileStorage } from '../../../src/shared/storage/file-storage.js';
import { imageAnalysis } from '../../support/image-analyses.js';

/** In-memory stand-ins for the ports: enough behaviour to watch what the use cases do with them. */
class Repairs implements Partial<RepairRequestRepository> {
  readonly rows = new Map<string, RepairRequest>();
  failRecording = false;
  async create(repair: RepairRequest) {
    this.rows.set(repair.id, repair);
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async statusOf(id: string) {
    return this.rows.get(id)?.status ?? null;
  }
  async recordOutcome(repair: RepairRequest) {
    if (this.failRecording) throw new Error('database away');
    if (this.rows.get(repair.id)?.status !== 'pending') return false;
    this.rows.set(repair.id, repair);
    return true;
  }
  async reopen(previous: RepairRequest, reopened: RepairRequest) {
    if (this.rows.get(previous.id) !== previous) return false;
    this.rows.set(previous.id, reopened);
    return true;
  }
}

class Balance implements RepairPaymentsPort {
  constructor(public left: number) {}
  readonly refunds: string[] = [];
  async spendForRepair(): Promise<string> {
    if (this.left === 0) throw new PaymentRequiredError();
    this.left--;
    return 'free_fixes';
  }
  async refundRepair(_userId: string, repairId: string): Promise<void> {
    this.left++;
    this.refunds.push(repairId);
  }
}

class Storage implements FileStorage {
  readonly files = new Set<string>();
  failSaving = false;
  async saveFrom(key: string) {
    if (this.failSaving) throw new Error('disk full');
    this.files.add(key);
  }
  async withLocalCopy<T>(key: string, work: (localPath: string) => Promise<T>) {
    if (!this.files.has(key)) throw new StoredFileNotFoundError(key);
    return work(`/tmp/${key}`);
  }
  async remove(key: string) {
    this.files.delete(key);
  }
  async list() {
    return [];
  }
}

class Queue implements JobQueue {
  readonly jobs: { queue: string; data: object }[] = [];
  failing = false;
  async declare() {}
  async work() {}
  async enqueue<T extends object>(queue: string, data: T) {
    if (this.failing) throw new Error('queue away');
    this.jobs.push({ queue, data });
    return 'job-1';
  }
}

const unitOfWork = { transaction: <T>(work: () => Promise<T>) => work() };
const clock = { now: () => new Date('2026-11-21T12:00:00Z') };
const analysis = imageAnalysis();

/** Advice a writer delivers: steps to follow, confident enough. */
const delivering: RepairAdvice = {
  ...moreDetailNeeded(0),
  title: 'Tighten a wobbly chair',
  item: 'chair',
  category: 'furniture',
  difficulty: 'Easy',
  estimatedMinutes: { min: 20, max: 40 },
  steps: [{ text: 'Glue the loose joint.', caution: null }],
  confidence: 0.8,
  moreDetailRequest: null,
  source: { writer: 'knowledge-base', guideId: 'wobbly-chair-joints', guideTitle: 'Tighten a wobbly chair' },
};

function setup(options: { freeFixes?: number; analyser?: ImageAnalyser; writer?: InstructionWriter } = {}) {
  const repairs = new Repairs();
  const balance = new Balance(options.freeFixes ?? 2);
  const storage = new Storage();
  const queue = new Queue();
  const repo = repairs as unknown as RepairRequestRepository;
  const settlement = new RepairSettlement(repo, balance, unitOfWork, clock);
  let ids = 0;
  const settings = { resultWaitMs: 0, resultPollMs: 10, abandonedAfterMs: 60_000, galleryLimit: 10 };
  const handOff = new RepairProcessingHandOff(repo, queue, settlement, settings);
  const submit = new SubmitRepairRequest(repo, balance, storage, handOff, unitOfWork, clock, () => `repair-${++ids}`);
  const process = new ProcessRepairRequest(
    repo,
    storage,
    options.analyser ?? { analyse: async () => analysis },
    options.writer ?? { write: async () => delivering },
    settlement,
    new Map(),
  );
  const queries = new RepairQueries(repo, settings);
  const addDetail = new AddRepairDetail(queries, repo, balance, handOff, unitOfWork);
  const command = {
    ownerId: 'user-1',
    upload: { localPath: '/tmp/upload', mediaType: 'image/jpeg', kind: 'image' as const },
    description: 'wobbly chair',
    region: 'CA' as const,
    locale: 'en-CA' as const,
  };
  return { repairs, balance, storage, queue, submit, process, queries, addDetail, command };
}

async function rejectionOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('repairs use cases', () => {
  describe('submitting an upload', () => {
    it('spends, records the repair pending, stores the file under its id and enqueues its job', async () => {
      const { submit, command, balance, storage, queue, repairs } = setup();
      const answer = await submit.execute(command);
      expect(answer).to.deep.equal({ id: 'repair-1', status: 'pending' });
      expect(balance.left).to.equal(1);
      expect([...storage.files]).to.deep.equal(['repair-uploads/repair-1']);
      expect(queue.jobs).to.deep.equal([{ queue: PROCESS_REPAIR_QUEUE, data: { repairId: 'repair-1' } }]);
      expect(repairs.rows.get('repair-1')?.props.fundingSource).to.equal('free_fixes');
    });

    it('records nothing and stores nothing when payment is required', async () => {
      const { submit, command, storage, repairs } = setup({ freeFixes: 0 });
      expect(await rejectionOf(submit.execute(command))).to.be.instanceOf(PaymentRequiredError);
      expect(repairs.rows.size).to.equal(0);
      expect(storage.files.size).to.equal(0);
    });

    it('gives the spend back and fails the repair when the file cannot be stored (compensation)', async () => {
      const { submit, command, balance, storage, repairs } = setup();
      storage.failSaving = true;
      const failure = await rejectionOf(submit.execute(command));
      expect(failure).to.be.instanceOf(ServiceUnavailableError);
      expect((failure as Error).message).to.match(/Nothing was charged/);
      expect(balance.left).to.equal(2);
      expect(balance.refunds).to.deep.equal(['repair-1']);
      expect(repairs.rows.get('repair-1')?.status).to.equal('failed');
    });

    it('gives the spend back and removes the stored file when the job cannot be enqueued (compensation)', async () => {
      const { submit, command, balance, storage, queue, repairs } = setup();
      queue.failing = true;
      expect(await rejectionOf(submit.execute(command))).to.be.instanceOf(ServiceUnavailableError);
      expect(balance.left).to.equal(2);
      expect(storage.files.size).to.equal(0);
      expect(repairs.rows.get('repair-1')?.status).to.equal('failed');
    });
  });

  describe('processing an upload (the job)', () => {
    it('completes the repair, keeps the spend and deletes the file', async () => {
      const { submit, process, command, balance, storage, repairs } = setup();
      await submit.execute(command);
      expect(await process.execute('repair-1')).to.deep.equal({ outcome: 'completed' });
      expect(repairs.rows.get('repair-1')?.status).to.equal('completed');
      expect(balance.left).to.equal(1);
      expect(storage.files.size).to.equal(0);
    });

    it('fails the repair, refunds it and deletes the file when the analysis fails', async () => {
      const { submit, process, command, balance, storage, repairs } = setup({
        analyser: { analyse: async () => Promise.reject(new ImageAnalysisFailedError('unreadable')) },
      });
      await submit.execute(command);
      const result = await process.execute('repair-1');
      expect(result.outcome).to.equal('failed');
      expect(repairs.rows.get('repair-1')?.status).to.equal('failed');
      expect(repairs.rows.get('repair-1')?.props.failureReason).to.match(/given back/);
      expect(balance.left).to.equal(2);
      expect(storage.files.size).to.equal(0);
    });

    it('fails and refunds a repair whose file was lost', async () => {
      const { submit, process, command, balance, storage, repairs } = setup();
      await submit.execute(command);
      storage.files.clear();
      await process.execute('repair-1');
      expect(repairs.rows.get('repair-1')?.props.failureReason).to.match(/lost/);
      expect(balance.left).to.equal(2);
    });

    it('keeps the file for the retry when the outcome cannot be recorded, and refunds only once when run twice', async () => {
      const { submit, process, command, balance, storage, repairs } = setup({
        analyser: { analyse: async () => Promise.reject(new ImageAnalysisFailedError('unreadable')) },
      });
      await submit.execute(command);
      repairs.failRecording = true;
      expect(await rejectionOf(process.execute('repair-1'))).to.be.instanceOf(Error);
      expect(storage.files.size, 'kept for the retry').to.equal(1);
      repairs.failRecording = false;
      await process.execute('repair-1');
      await process.execute('repair-1');
      expect(balance.refunds).to.deep.equal(['repair-1']);
      expect(storage.files.size).to.equal(0);
    });

    it('gives the spend back when the answer only asks for more detail, and keeps the repair completed', async () => {
      const { submit, process, command, balance, repairs } = setup({
        writer: { write: async () => moreDetailNeeded(0) },
      });
      await submit.execute(command);
      expect(await process.execute('repair-1')).to.deep.equal({ outcome: 'completed' });
      const repair = repairs.rows.get('repair-1')!;
      expect(repair.status).to.equal('completed');
      expect(repair.props.instructions).to.deep.include({ needsMoreDetail: true, delivered: false });
      expect(balance.left).to.equal(2);
      expect(balance.refunds).to.deep.equal(['repair-1']);
    });

    it('hands the writer the upload itself, so a writer that sees can look at it', async () => {
      const inputs: WritingInput[] = [];
      const { submit, process, command } = setup({
        writer: { write: async (input) => (inputs.push(input), delivering) },
      });
      await submit.execute(command);
      await process.execute('repair-1');
      expect(inputs[0]?.media).to.deep.equal({
        localPath: '/tmp/repair-uploads/repair-1',
        mediaType: 'image/jpeg',
        kind: 'image',
      });
    });

    it('stops at an emergency in the description before any writer is asked, and charges nothing', async () => {
      let calls = 0;
      const { submit, process, command, balance, repairs } = setup({
        writer: { write: async () => (calls++, delivering) },
      });
      await submit.execute({ ...command, description: 'there is a strong smell of natural gas in the kitchen' });
      await process.execute('repair-1');
      expect(calls).to.equal(0);
      const instructions = repairs.rows.get('repair-1')!.props.instructions!;
      expect(instructions.emergency?.kind).to.equal('gas-leak');
      expect(instructions.steps).to.deep.equal([]);
      expect(instructions.hireAPro.recommended).to.equal(true);
      expect(balance.left).to.equal(2);
    });

    it("replaces a model's steps with the emergency when what it saw is dangerous", async () => {
      const { submit, process, command, repairs } = setup({
        writer: {
          write: async () => ({ ...delivering, observation: 'Sparks and scorch marks around a wall outlet.' }),
        },
      });
      await submit.execute({ ...command, description: 'outlet not working' });
      await process.execute('repair-1');
      const instructions = repairs.rows.get('repair-1')!.props.instructions!;
      expect(instructions.emergency?.kind).to.equal('fire-or-sparks');
      expect(instructions.steps).to.deep.equal([]);
    });

    for (const [failure, words] of [
      ['refused', /declined/],
      ['timeout', /too long/],
      ['invalid-answer', /instructions we could check/],
    ] as const) {
      it(`fails and refunds a repair whose writer ended with "${failure}", saying so in the person's words`, async () => {
        const { submit, process, command, balance, repairs } = setup({
          writer: { write: async () => Promise.reject(new InstructionWritingFailedError('no', { failure })) },
        });
        await submit.execute(command);
        await process.execute('repair-1');
        expect(repairs.rows.get('repair-1')!.props.failureReason).to.match(words);
        expect(balance.left).to.equal(2);
      });
    }
  });

  describe('the diagnosis a customer sends a contractor', () => {
    it('is the completed repair as its owner read it: title, steps, tools and materials by name', async () => {
      const { submit, process, queries, command } = setup();
      await submit.execute(command);
      await process.execute('repair-1');
      expect(await queries.diagnosisOf('user-1', 'repair-1')).to.deep.include({
        repairId: 'repair-1',
        title: 'Tighten a wobbly chair',
        item: 'chair',
        category: 'furniture',
        difficulty: 'Easy',
        steps: ['Glue the loose joint.'],
      });
    });

    it("answers another person's repair exactly like a missing one", async () => {
      const { submit, process, queries, command } = setup();
      await submit.execute(command);
      await process.execute('repair-1');
      expect(await queries.diagnosisOf('user-2', 'repair-1')).to.equal('not-found');
      expect(await queries.diagnosisOf('user-1', 'repair-9')).to.equal('not-found');
    });

    it('has nothing to send while the repair is being written, nor when it only asks for more detail', async () => {
      const { submit, process, queries, command } = setup({ writer: { write: async () => moreDetailNeeded(0) } });
      await submit.execute(command);
      expect(await queries.diagnosisOf('user-1', 'repair-1')).to.equal('no-instructions');
      await process.execute('repair-1');
      expect(await queries.diagnosisOf('user-1', 'repair-1')).to.equal('no-instructions');
    });
  });

  describe('adding the detail an answer asked for', () => {
    async function awaitingDetail() {
      const context = setup({
        writer: { write: async (input) => (input.description?.includes('chair') ? delivering : moreDetailNeeded(0)) },
      });
      await context.submit.execute({ ...context.command, description: null });
      await context.process.execute('repair-1');
      return context;
    }

    it('pays for the repair once, reopens it and writes it again from the findings it kept', async () => {
      const { addDetail, process, repairs, balance, queue } = await awaitingDetail();
      expect(balance.left).to.equal(2);
      expect(
        await addDetail.execute({ ownerId: 'user-1', repairId: 'repair-1', detail: 'my wobbly chair' }),
      ).to.deep.equal({
        id: 'repair-1',
        status: 'pending',
      });
      expect(queue.jobs).to.have.length(2);
      expect(balance.left).to.equal(1);
      expect(await process.execute('repair-1')).to.deep.equal({ outcome: 'completed' });
      const repair = repairs.rows.get('repair-1')!;
      expect(repair.props.description).to.equal('my wobbly chair');
      expect(repair.props.instructions).to.deep.include({ delivered: true, title: 'Tighten a wobbly chair' });
      expect(balance.left, 'charged once in all').to.equal(1);
    });

    it('refuses with 402 and leaves the repair waiting when nothing is left to pay with', async () => {
      const { addDetail, repairs, balance } = await awaitingDetail();
      balance.left = 0;
      const error = await rejectionOf(
        addDetail.execute({ ownerId: 'user-1', repairId: 'repair-1', detail: 'my chair' }),
      );
      expect(error).to.be.instanceOf(PaymentRequiredError);
      expect(repairs.rows.get('repair-1')!.awaitsDetail).to.equal(true);
    });

    it('refuses detail for a repair that delivered steps, before spending anything (409, not 402)', async () => {
      const { submit, process, command, addDetail, balance } = setup();
      await submit.execute(command);
      await process.execute('repair-1');
      balance.left = 0;
      expect(
        await rejectionOf(addDetail.execute({ ownerId: 'user-1', repairId: 'repair-1', detail: 'more words' })),
      ).to.be.instanceOf(ConflictError);
    });

    it('fails and refunds the reopened repair when its job cannot be enqueued', async () => {
      const { addDetail, repairs, balance, queue } = await awaitingDetail();
      queue.failing = true;
      const error = await rejectionOf(
        addDetail.execute({ ownerId: 'user-1', repairId: 'repair-1', detail: 'my chair' }),
      );
      expect(error).to.be.instanceOf(ServiceUnavailableError);
      expect(repairs.rows.get('repair-1')!.status).to.equal('failed');
      expect(balance.left).to.equal(2);
    });
  });
});
