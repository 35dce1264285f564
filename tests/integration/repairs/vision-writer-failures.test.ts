import { expect } from 'chai';
import type { RepairRequestView } from '../../../src/api-contract.js';
import type { TestBrowser } from '../../support/http-client.js';
import {
  startVisionModelStandIn,
  type StandInAnswer,
  type VisionModelStandIn,
} from '../../support/vision-model-stand-in.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { chatCompletion, fixture } from './fakes.js';
import { eventually, readRepair, type RepairsTestApp, signedInBrowser, startRepairsApp, uploadOk } from './support.js';

const DESCRIPTION = 'My kitchen faucet keeps dripping from the spout even when the handle is off';

describe('repairs written by a vision model: failures are refunded', function () {
  this.timeout(90_000);
  let model: VisionModelStandIn;
  let server: RepairsTestApp;

  before(async () => {
    model = await startVisionModelStandIn({ pictures: 'required' });
    server = await startRepairsApp({
      env: {
        INSTRUCTION_WRITER_ADAPTER: 'openai-compatible',
        LLM_ENDPOINT: `${model.url}/v1`,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'repair-writer',
        LLM_TIMEOUT_SECONDS: '1',
        // Label text is not what these tests are about: the photo is measured only, which is quicker.
        LOCAL_ANALYSIS_READ_TEXT: 'false',
        REPAIRS_RESULT_WAIT_SECONDS: '0',
      },
    });
  });
  afterEach(() => {
    expect(model.problems(), 'what the stand-in refused').to.deep.equal([]);
  });
  after(async () => {
    await server?.close();
    await model?.close();
  });

  async function settledRepair(browser: TestBrowser, id: string): Promise<RepairRequestView> {
    return eventually(
      async () => {
        const view = await readRepair(browser, id);
        return view.status === 'pending' ? undefined : view;
      },
      30_000,
      'the repair to settle',
    );
  }

  async function repairWrittenFrom(...answers: StandInAnswer[]) {
    model.answer(...answers);
    const browser = await signedInBrowser(server.baseUrl, 'vision');
    const before = await server.freeFixes(browser);
    const created = await uploadOk(browser, { bytes: await labelPhoto(), description: DESCRIPTION });
    const repair = await settledRepair(browser, created.id);
    return { repair, before, after: await server.freeFixes(browser) };
  }

  const failures: Record<string, StandInAnswer[]> = {
    'the model refuses': [{ json: fixture('vision-model/refusal.completion.json') }],
    'the model never answers': ['hang'],
    'the model answers invalidly twice': [
      { json: chatCompletion(JSON.stringify(fixture('vision-model/breaks-the-contract.json'))) },
    ],
  };
  for (const [what, answers] of Object.entries(failures)) {
    it(`fails the repair, with a reason, and gives the free fix back when ${what}`, async () => {
      const requestsBefore = model.requests.length;
      const { repair, before, after } = await repairWrittenFrom(...answers);
      expect(repair.status).to.equal('failed');
      expect(repair.failureReason).to.be.a('string').and.not.equal('');
      expect(repair.instructions).to.equal(null);
      expect(after, 'the balance is back where it was').to.equal(before);
      expect(model.requests.length, 'the model was asked').to.be.above(requestsBefore);
      expect(await server.storedUploads(), 'the upload is deleted').to.deep.equal([]);
    });
  }

  it('completes the repair with what the model saw when it answers, sending it the photo', async () => {
    const { repair, before, after } = await repairWrittenFrom({
      json: chatCompletion(JSON.stringify(fixture('vision-model/dripping-faucet.json'))),
    });
    expect(repair.status).to.equal('completed');
    expect(repair.instructions!.photoUnderstood).to.equal(true);
    expect(repair.instructions!.source).to.deep.include({ writer: 'vision-model', guideId: 'faucet-drip-cartridge' });
    expect(after).to.equal(before - 1);
    expect(model.requests.at(-1)!.pictures).to.have.length(1);
  });
});
