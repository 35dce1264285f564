import { expect } from 'chai';
import { loadConfig } from '../../../src/config.js';
import { COMPLETE_PRODUCTION_ENV, expectConfigurationRefused } from '../../support/configuration.js';

const MODEL = { LLM_ENDPOINT: 'http://127.0.0.1:11434/v1', LLM_API_KEY: 'local', LLM_MODEL: 'qwen2.5vl' };

/** Every production adapter's credentials, as a development machine pointed at real services sets them. */
const CREDENTIALS = {
  DATABASE_URL: 'postgresql://app@db.internal:5432/repairlens',
  OIDC_ISSUER: 'https://login.example.com/',
  OIDC_CLIENT_ID: 'repairlens',
  OIDC_CLIENT_SECRET: 'secret',
  AZURE_STORAGE_CONNECTION_STRING:
    'DefaultEndpointsProtocol=https;AccountName=repairlens;AccountKey=a2V5;EndpointSuffix=core.windows.net',
  AZURE_VISION_ENDPOINT: 'https://vision.example.com/',
  AZURE_VISION_KEY: 'key',
  ...MODEL,
  STRIPE_SECRET_KEY: 'sk_test_abc',
  AZURE_COMMUNICATION_CONNECTION_STRING: 'endpoint=https://repairlens.communication.azure.com/;accesskey=a2V5',
  EMAIL_SENDER_ADDRESS: 'DoNotReply@mail.repairlens.app',
};

/** Which adapter each port runs with `env`. */
function adaptersOf(env: Record<string, string>): Record<string, string> {
  const config = loadConfig(env);
  return {
    database: config.database.kind,
    signIn: config.oidc.kind,
    fileStorage: config.storage.kind,
    imageAnalysis: config.repairs.imageAnalysis.kind,
    instructionWriter: config.repairs.instructionWriter.kind,
    payments: config.payments.kind,
    email: config.email.transport.kind,
  };
}

const EMBEDDED = {
  database: 'pglite',
  signIn: 'embedded',
  fileStorage: 'local-folder',
  imageAnalysis: 'local',
  instructionWriter: 'knowledge-base',
  payments: 'local',
  email: 'outbox',
};

describe('adapter choice: one <PORT>_ADAPTER variable per port', () => {
  it('runs every embedded default when nothing is set', () => {
    expect(adaptersOf({})).to.deep.equal(EMBEDDED);
  });

  it("picks the production adapter by default when its credential is set (the writer's only when named)", () => {
    expect(adaptersOf(CREDENTIALS)).to.deep.equal({
      database: 'postgresql',
      signIn: 'external',
      fileStorage: 'azure-blob',
      imageAnalysis: 'azure-vision',
      instructionWriter: 'knowledge-base',
      payments: 'stripe',
      email: 'azure-communication-email',
    });
  });

  it('runs the embedded adapter a variable names even when the credential is set', () => {
    const named = {
      DATABASE_ADAPTER: 'pglite',
      SIGN_IN_ADAPTER: 'embedded',
      FILE_STORAGE_ADAPTER: 'local-folder',
      IMAGE_ANALYSIS_ADAPTER: 'local',
      INSTRUCTION_WRITER_ADAPTER: 'knowledge-base',
      PAYMENTS_ADAPTER: 'local',
      EMAIL_ADAPTER: 'outbox',
    };
    expect(adaptersOf({ ...CREDENTIALS, ...named })).to.deep.equal(EMBEDDED);
  });

  it('names the credentials a production adapter asked for by its variable still lacks', () => {
    expectConfigurationRefused(
      { PAYMENTS_ADAPTER: 'stripe' },
      'STRIPE_SECRET_KEY: is required when PAYMENTS_ADAPTER=stripe',
    );
    expectConfigurationRefused(
      { SIGN_IN_ADAPTER: 'external' },
      'OIDC_ISSUER: is required when SIGN_IN_ADAPTER=external',
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
    );
    expectConfigurationRefused(
      { IMAGE_ANALYSIS_ADAPTER: 'azure-vision' },
      'AZURE_VISION_ENDPOINT: is required when IMAGE_ANALYSIS_ADAPTER=azure-vision',
      'AZURE_VISION_KEY',
    );
  });

  it('refuses an adapter the port does not have, naming the variable and the choices', () => {
    expectConfigurationRefused(
      { FILE_STORAGE_ADAPTER: 's3' },
      'FILE_STORAGE_ADAPTER: must be one of azure-blob, local-folder',
    );
  });

  it('chooses the instruction writer by INSTRUCTION_WRITER_ADAPTER, still reading its former name INSTRUCTION_WRITER', () => {
    expect(
      loadConfig({ INSTRUCTION_WRITER_ADAPTER: 'openai-compatible', ...MODEL }).repairs.instructionWriter,
    ).to.include({
      kind: 'vision-model',
      flavour: 'openai-compatible',
    });
    expect(loadConfig({ INSTRUCTION_WRITER: 'azure-openai', ...MODEL }).repairs.instructionWriter).to.include({
      flavour: 'azure-openai',
    });
    expect(
      loadConfig({ INSTRUCTION_WRITER_ADAPTER: 'knowledge-base', INSTRUCTION_WRITER: 'azure-openai', ...MODEL }).repairs
        .instructionWriter.kind,
    ).to.equal('knowledge-base');
    // A model endpoint alone does not choose a model: its flavour cannot be guessed from it.
    expect(loadConfig(MODEL).repairs.instructionWriter.kind).to.equal('knowledge-base');
  });

  it('stops a production start that names an embedded stand-in which must not face the public', () => {
    for (const [variable, embedded] of [
      ['DATABASE_ADAPTER', 'pglite'],
      ['SIGN_IN_ADAPTER', 'embedded'],
      ['FILE_STORAGE_ADAPTER', 'local-folder'],
      ['PAYMENTS_ADAPTER', 'local'],
      ['EMAIL_ADAPTER', 'outbox'],
    ] as const) {
      expectConfigurationRefused(
        { ...COMPLETE_PRODUCTION_ENV, [variable]: embedded },
        `${variable}: must not be ${embedded} when NODE_ENV=production`,
      );
    }
  });

  it('lets production run the local analyser and the knowledge base, which face no one', () => {
    const config = loadConfig({
      ...COMPLETE_PRODUCTION_ENV,
      IMAGE_ANALYSIS_ADAPTER: 'local',
      INSTRUCTION_WRITER_ADAPTER: 'knowledge-base',
    });
    expect(config.repairs.imageAnalysis.kind).to.equal('local');
    expect(config.repairs.instructionWriter.kind).to.equal('knowledge-base');
  });
});
