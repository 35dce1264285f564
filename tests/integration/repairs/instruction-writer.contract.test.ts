import { expect } from 'chai';
import { KnowledgeBaseInstructionWriter } from '../../../src/modules/repairs/adapters/writing/knowledge-base.instruction-writer.js';
import {
  LanguageModelInstructionWriter,
  type LanguageModelSettings,
} from '../../../src/modules/repairs/adapters/writing/language-model.instruction-writer.js';
import type { ImageAnalysis } from '../../../src/modules/repairs/domain/image-analysis.js';
import { composeInstructions } from '../../../src/modules/repairs/domain/instructions.js';
import { KNOWLEDGE_BASE } from '../../../src/modules/repairs/domain/knowledge-base/index.js';
import {
  InstructionWritingFailedError,
  type InstructionWriter,
  type WritingInput,
} from '../../../src/modules/repairs/ports/instruction-writer.js';
import { chatCompletion, fixture, startFakeService, type FakeService, type RecordedRequest } from './fakes.js';

const QUALITY = { width: 1600, height: 1200, brightness: 0.5, sharpness: 300 };
const nothingSeen: ImageAnalysis = {
  analyser: 'local',
  mediaKind: 'image',
  caption: null,
  tags: [],
  objects: [],
  text: [],
  quality: QUALITY,
};
const faucetSeen: ImageAnalysis = {
  ...nothingSeen,
  analyser: 'azure-vision',
  caption: { text: 'a silver kitchen faucet dripping into a sink', confidence: 0.79 },
  tags: [
    { name: 'tap', confidence: 0.98 },
    { name: 'sink', confidence: 0.96 },
  ],
  objects: [{ name: 'faucet', confidence: 0.74 }],
};

/** The suite's inputs; the language model's recorded answer for each is looked up by the description. */
const INPUTS = {
  faucet: {
    analysis: faucetSeen,
    description: 'My kitchen faucet keeps dripping from the spout even when the handle is off',
  },
  outlet: { analysis: nothingSeen, description: 'The outlet in the bedroom stopped working; the wall plug is dead' },
  vague: { analysis: nothingSeen, description: 'it is broken' },
} satisfies Record<string, WritingInput>;

const RECORDED_ANSWERS: Readonly<Record<string, string>> = {
  [INPUTS.faucet.description]: 'language-model/dripping-faucet.json',
  [INPUTS.outlet.description]: 'language-model/dead-outlet.json',
  [INPUTS.vague.description]: 'language-model/needs-more-detail.json',
};

/** Answers like the chat-completions API, with the recorded answer for the description it was sent. */
function answerLikeTheModel(request: RecordedRequest) {
  const body = JSON.parse(request.body.toString()) as { messages: { role: string; content: string }[] };
  const user = JSON.parse(body.messages.find((message) => message.role === 'user')!.content) as { description: string };
  const recorded = RECORDED_ANSWERS[user.description];
  return recorded ? { json: chatCompletion(JSON.stringify(fixture(recorded))) } : undefined;
}

interface Harness {
  readonly writer: InstructionWriter;
  close(): Promise<void>;
}

const harnesses: Record<string, () => Promise<Harness>> = {
  'the knowledge base writer': async () => ({
    writer: new KnowledgeBaseInstructionWriter(KNOWLEDGE_BASE),
    close: async () => undefined,
  }),
  'the language-model writer (against a local chat-completions server)': async () => {
    const model = await startFakeService(answerLikeTheModel);
    return {
      writer: new LanguageModelInstructionWriter(settingsFor(model, 'openai-compatible')),
      close: () => model.close(),
    };
  },
};

function settingsFor(model: FakeService, flavour: LanguageModelSettings['flavour']): LanguageModelSettings {
  return {
    flavour,
    endpoint: flavour === 'azure-openai' ? model.url : `${model.url}/v1`,
    apiKey: 'test-key',
    model: 'repair-writer',
    apiVersion: '2024-10-21',
    timeoutMs: 2_000,
  };
}

for (const [name, makeHarness] of Object.entries(harnesses)) {
  describe(`instruction writer contract: ${name}`, () => {
    let harness: Harness;
    before(async () => {
      harness = await makeHarness();
    });
    after(async () => harness.close());

    it('writes a plumbing repair with numbered steps and an honest, high confidence for a dripping faucet', async () => {
      const advice = await harness.writer.write(INPUTS.faucet);
      expect(advice.category).to.equal('plumbing');
      expect(advice.moreDetailRequest).to.equal(null);
      expect(advice.confidence).to.be.within(0.5, 1);
      expect(advice.steps.length).to.be.at.least(3);
      expect(advice.tools.length).to.be.at.least(1);
      expect(advice.safetyWarnings.length).to.be.at.least(1);
      expect(advice.estimatedMinutes!.min).to.be.at.most(advice.estimatedMinutes!.max);
      const instructions = composeInstructions(advice, INPUTS.faucet.analysis, 'CA');
      expect(instructions.needsMoreDetail).to.equal(false);
      expect(instructions.steps[0]!.number).to.equal(1);
    });

    it('asks for more detail, with low confidence and no steps, when the input says nothing specific', async () => {
      const advice = await harness.writer.write(INPUTS.vague);
      expect(advice.confidence).to.be.below(0.3);
      expect(advice.steps).to.deep.equal([]);
      expect(advice.moreDetailRequest).to.be.a('string').and.not.equal('');
      expect(composeInstructions(advice, nothingSeen, 'CA').needsMoreDetail).to.equal(true);
    });

    it('warns of a mains-electricity hazard with high severity, which recommends a pro', async () => {
      const advice = await harness.writer.write(INPUTS.outlet);
      expect(advice.category).to.equal('electrical');
      expect(advice.safetyWarnings.some((warning) => warning.severity === 'high')).to.equal(true);
      const instructions = composeInstructions(advice, nothingSeen, 'US');
      expect(instructions.hireAPro).to.deep.equal({ recommended: true, category: 'electrical', region: 'US' });
    });
  });
}

describe('language-model writer: what it asks and what it refuses to believe', () => {
  let model: FakeService;
  before(async () => {
    model = await startFakeService();
  });
  after(async () => model.close());

  async function failureOf(writer: InstructionWriter): Promise<unknown> {
    try {
      await writer.write(INPUTS.faucet);
    } catch (error) {
      return error;
    }
    return undefined;
  }

  it('calls an OpenAI-compatible service at /chat/completions with a bearer key, the model and a JSON schema', async () => {
    model.answer({ json: chatCompletion(JSON.stringify(fixture('language-model/dripping-faucet.json'))) });
    await new LanguageModelInstructionWriter(settingsFor(model, 'openai-compatible')).write(INPUTS.faucet);
    const request = model.requests.at(-1)!;
    expect(request.url).to.equal('/v1/chat/completions');
    expect(request.headers.authorization).to.equal('Bearer test-key');
    const body = JSON.parse(request.body.toString()) as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
      messages: { content: string }[];
    };
    expect(body.model).to.equal('repair-writer');
    expect(body.response_format.type).to.equal('json_schema');
    expect(body.response_format.json_schema.strict).to.equal(true);
    expect(body.messages[1]!.content).to.contain('dripping');
  });

  it('calls Azure OpenAI at the deployment with the api-key header and the API version', async () => {
    model.answer({ json: chatCompletion(JSON.stringify(fixture('language-model/dripping-faucet.json'))) });
    await new LanguageModelInstructionWriter(settingsFor(model, 'azure-openai')).write(INPUTS.faucet);
    const request = model.requests.at(-1)!;
    expect(request.url).to.equal('/openai/deployments/repair-writer/chat/completions?api-version=2024-10-21');
    expect(request.headers['api-key']).to.equal('test-key');
    expect(request.headers.authorization).to.equal(undefined);
  });

  const invalid: Record<string, { status?: number; json?: unknown; raw?: string } | 'hang'> = {
    'an answer that breaks the schema': {
      json: chatCompletion(JSON.stringify(fixture('language-model/breaks-the-contract.json'))),
    },
    'an answer that is not JSON': { json: chatCompletion('Sure! Here are your steps: 1. Fix it.') },
    'an empty answer': { json: { choices: [] } },
    'a server error': { status: 500, json: { error: { message: 'overloaded' } } },
    'no answer in time': 'hang',
  };
  for (const [what, answer] of Object.entries(invalid)) {
    it(`fails on ${what} instead of guessing`, async () => {
      model.answer(answer);
      const failure = await failureOf(new LanguageModelInstructionWriter(settingsFor(model, 'openai-compatible')));
      expect(failure).to.be.instanceOf(InstructionWritingFailedError);
    });
  }
});
