import { expect } from 'chai';
import type { RepairRequestView } from '../../../src/api-contract.js';
import { FAILURE_REASONS } from '../../../src/modules/repairs/domain/repair-request.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { startFakeService, type FakeService } from '../repairs/fakes.js';
import { eventually, signedInBrowser, startRepairsApp, uploadOk, type RepairsTestApp } from '../repairs/support.js';

/**
 * The outside services a repair waits on, each pointed at a stand-in that never answers, and the reason the person
 * then reads.
 */
const HANGING_SERVICES: Record<string, { settings: (url: string) => Record<string, string>; reason: string }> = {
  'Azure AI Vision (image analysis)': {
    settings: (url) => ({
      AZURE_VISION_ENDPOINT: url,
      AZURE_VISION_KEY: 'test-key',
      AZURE_VISION_TIMEOUT_SECONDS: '1',
    }),
    reason: FAILURE_REASONS.analysisFailed,
  },
  'the vision model (instruction writer)': {
    settings: (url) => ({
      INSTRUCTION_WRITER_ADAPTER: 'openai-compatible',
      LLM_ENDPOINT: url,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_TIMEOUT_SECONDS: '1',
    }),
    reason: FAILURE_REASONS.writerTimedOut,
  },
};

for (const [service, { settings, reason }] of Object.entries(HANGING_SERVICES)) {
  describe(`fault: ${service} times out`, function () {
    this.timeout(90_000);
    let hanging: FakeService;
    let server: RepairsTestApp;

    before(async () => {
      hanging = await startFakeService();
      hanging.answer('hang');
      server = await startRepairsApp({ env: { ...settings(hanging.url), REPAIRS_RESULT_WAIT_SECONDS: '30' } });
    });
    after(async () => {
      await server?.close();
      await hanging?.close();
    });

    it('fails the repair with a clean reason, gives the free fix back and deletes the upload', async () => {
      const browser = await signedInBrowser(server.baseUrl, 'timeout');
      const created = await uploadOk(browser, { bytes: await labelPhoto(), description: 'my faucet keeps dripping' });
      const repair = await eventually(
        async () => {
          const view = (await (
            await browser.request(`/api/repair-requests/${created.id}`)
          ).json()) as RepairRequestView;
          return view.status === 'pending' ? undefined : view;
        },
        30_000,
        'the repair to settle',
      );

      expect(hanging.requests.length, 'the service was called').to.be.greaterThan(0);
      expect(repair.status).to.equal('failed');
      expect(repair.failureReason).to.equal(reason);
      expect(repair.instructions).to.equal(null);
      expect(await server.freeFixes(browser), 'nothing spent').to.equal(2);
      const ledger = await server.sql<{ kind: string }>(
        'select kind from billing_ledger_entry where repair_id = ? order by created_at',
        [created.id],
      );
      expect(ledger.map((row) => row.kind)).to.deep.equal(['spend', 'refund']);
      expect(await server.storedUploads(), 'the file is deleted').to.deep.equal([]);
    });
  });
}
