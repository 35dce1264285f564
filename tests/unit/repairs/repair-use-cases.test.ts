import { expect } from 'chai';
import { ProcessRepairRequest } from '../../../src/modules/repairs/application/process-repair-request.js';
import { RepairSettlement } from '../../../src/modules/repairs/application/repair-settlement.js';
import { PROCESS_REPAIR_QUEUE } from '../../../src/modules/repairs/application/repair-settings.js';
import { SubmitRepairRequest } from '../../../src/modules/repairs/application/submit-repair-request.js';
import type { ImageAnalysis } from '../../../src/modules/repairs/domain/image-analysis.js';
import { moreDetailNeeded } from '../../../src/modules/repairs/domain/instructions.js';
import type { RepairRequest } from '../../../src/modules/repairs/domain/repair-request.js';
import { ImageAnalysisFailedError, type ImageAnalyser } from '../../../src/modules/repairs/ports/image-analyser.js';
import type { InstructionWriter } from '../../../src/modules/repairs/ports/instruction-writer.js';
import type { RepairPaymentsPort } from '../../../src/modules/repairs/ports/repair-payments.js';
import type { RepairRequestRepository } from '../../../src/modules/repairs/ports/repair-request.repository.js';
import { PaymentRequiredError, ServiceUnavailableError } from '../../../src/shared/errors/app-errors.js';
import type { JobQueue } from '../../../src/shared/jobs/job-queue.js';
import { StoredFileNotFoundError, type FileStorage } from '../../../src/shared/storage/file-storage.js';

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
const analysis: ImageAnalysis = {
  analyser: 'local',
  mediaKind: 'image',
  caption: null,
  tags: [],
  objects: [],
  text: [],
  quality: { width: 1600, height: 1200, brightness: 0.5, sharpness: 300 },
};

function setup(options: { freeFixes?: number; analyser?: ImageAnalyser; writer?: InstructionWriter } = {}) {
  const repairs = new Repairs();
  const balance = new Balance(options.freeFixes ?? 2);
  const storage = new Storage();
  const queue = new Queue();
  const repo = repairs as unknown as RepairRequestRepository;
  const settlement = new RepairSettlement(repo, balance, unitOfWork, clock);
  let ids = 0;
  const submit = new SubmitRepairRequest(
    repo,
    balance,
    storage,
    queue,
    settlement,
    unitOfWork,
    clock,
    { resultWaitMs: 0, resultPollMs: 10, abandonedAfterMs: 60_000, galleryLimit: 10 },
    () => `repair-${++ids}`,
  );
  const process = new ProcessRepairRequest(
    repo,
    storage,
    options.analyser ?? { analyse: async () => analysis },
    options.writer ?? { write: async () => moreDetailNeeded(0) },
    settlement,
  );
  const command = {
    ownerId: 'user-1',
    upload: { localPath: '/tmp/upload', mediaType: 'image/jpeg', kind: 'image' as const },
    description: 'wobbly chair',
    region: 'CA' as const,
  };
  return { repairs, balance, storage, queue, submit, process, command };
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

    it('does not call the writer when nothing was said or seen', async () => {
      let calls = 0;
      const { submit, process, repairs } = setup({
        writer: {
          write: async () => {
            calls++;
            return moreDetailNeeded(0);
          },
        },
      });
      await submit.execute({ ...setup().command, description: null });
      await process.execute('repair-1');
      expect(calls).to.equal(0);
      expect(repairs.rows.get('repair-1')?.props.instructions?.needsMoreDetail).to.equal(true);
    });
  });
});
