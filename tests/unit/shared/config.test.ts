import { expect } from 'chai';
import { loadConfig } from '../../../src/config.js';
import {
  COMPLETE_PRODUCTION_ENV,
  expectConfigurationRefused,
  productionEnvWithout,
} from '../../support/configuration.js';

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(3000);
    expect(config.database).to.deep.equal({ kind: 'pglite', dataDir: './data/pglite' });
    expect(config.adminRemoteUrl).to.equal('http://localhost:3000/admin-remote/mf-manifest.json');
  });

  it('derives PUBLIC_URL from PORT alone: PORT=4123 gives http://localhost:4123', () => {
    const config = loadConfig({ PORT: '4123' });
    expect(config.publicUrl).to.equal('http://localhost:4123');
    expect(config.adminRemoteUrl).to.equal('http://localhost:4123/admin-remote/mf-manifest.json');
  });

  it('derives PUBLIC_URL from a HOST a browser can reach, and localhost for wildcard or loopback addresses', () => {
    expect(loadConfig({ HOST: 'repairlens.lan', PORT: '8080' }).publicUrl).to.equal('http://repairlens.lan:8080');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '8080' }).publicUrl).to.equal('http://192.168.1.20:8080');
    expect(loadConfig({ HOST: 'fd00::5', PORT: '8080' }).publicUrl).to.equal('http://[fd00::5]:8080');
    for (const host of ['0.0.0.0', '::', '127.0.0.1', '::1']) {
      expect(loadConfig({ HOST: host, PORT: '8080' }).publicUrl).to.equal('http://localhost:8080');
    }
  });

  it('keeps a PUBLIC_URL that is set, whatever PORT says', () => {
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://repairlens.app/' }).publicUrl).to.equal(
      'https://repairlens.app',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://app@db.internal:5432/repairlens' });
    expect(config.database).to.deep.include({
      kind: 'postgresql',
      url: 'postgresql://app@db.internal:5432/repairlens',
    });
  });

  it('signs people in through the embedded development provider unless OIDC_ISSUER is set', () => {
    expect(loadConfig({}).oidc.kind).to.equal('embedded');
  });

  it('names the client id and secret an external issuer needs', () => {
    expectConfigurationRefused({ OIDC_ISSUER: 'https://login.example.com/' }, 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).to.equal('pglite');
  });

  it('reads admin e-mails as a trimmed, lower-case list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@RepairLens.app, owner@example.com ,' }).adminEmails).to.deep.equal([
      'ops@repairlens.app',
      'owner@example.com',
    ]);
  });

  it("gives admins' sessions 30 idle minutes and 12 hours unless told otherwise, and at least 10 idle minutes", () => {
    expect(loadConfig({}).adminSessions).to.deep.equal({
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 12 * 3_600_000,
    });
    expect(
      loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '15', ADMIN_SESSION_ABSOLUTE_HOURS: '8' }).adminSessions,
    ).to.deep.equal({ idleTimeoutMs: 15 * 60_000, absoluteTimeoutMs: 8 * 3_600_000 });
    expectConfigurationRefused({ ADMIN_SESSION_IDLE_MINUTES: '5' }, 'ADMIN_SESSION_IDLE_MINUTES');
  });

  it('names a malformed variable in the error', () => {
    expectConfigurationRefused({ PORT: 'eighty' }, 'PORT');
  });

  it('stops a production start that lacks DATABASE_URL, ADMIN_EMAILS, OIDC_ISSUER or an https PUBLIC_URL, naming each', () => {
    expectConfigurationRefused(
      { NODE_ENV: 'production', PUBLIC_URL: 'http://repairlens.app' },
      'DATABASE_URL',
      'ADMIN_EMAILS',
      'OIDC_ISSUER',
      'AZURE_STORAGE_CONNECTION_STRING',
      'PERSONAL_DATA_HASH_KEY',
      'PUBLIC_URL',
    );
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(COMPLETE_PRODUCTION_ENV);
    expect(config.isProduction).to.equal(true);
    expect(config.oidc).to.deep.include({ kind: 'external', issuer: 'https://login.example.com/' });
    expect(config.publicUrl).to.equal('https://repairlens.app');
  });

  describe('who is an admin, and whose e-mail is believed', () => {
    const production = productionEnvWithout('ADMIN_EMAILS');

    it('trusts no issuer for e-mail and names no admin subject when nothing is set', () => {
      const config = loadConfig({});
      expect(config.emailLinkingIssuers).to.deep.equal([]);
      expect(config.adminSubjects).to.deep.equal([]);
    });

    it('reads OIDC_EMAIL_LINKING_ISSUERS as a trimmed list of issuer URLs, keeping their case', () => {
      expect(
        loadConfig({
          OIDC_EMAIL_LINKING_ISSUERS: ' https://accounts.google.com, https://Login.Example.com/Tenant/v2.0 ,',
        }).emailLinkingIssuers,
      ).to.deep.equal(['https://accounts.google.com', 'https://Login.Example.com/Tenant/v2.0']);
    });

    it('names OIDC_EMAIL_LINKING_ISSUERS when an entry is not a URL', () => {
      expectConfigurationRefused({ OIDC_EMAIL_LINKING_ISSUERS: 'accounts.google.com' }, 'OIDC_EMAIL_LINKING_ISSUERS');
    });

    it('reads ADMIN_SUBJECTS as issuer#subject or a bare subject, keeping their case', () => {
      expect(
        loadConfig({ ADMIN_SUBJECTS: 'https://login.example.com/tid/v2.0#AbC-123, Bare#Subject ,plain' }).adminSubjects,
      ).to.deep.equal([
        { issuer: 'https://login.example.com/tid/v2.0', subject: 'AbC-123' },
        { issuer: null, subject: 'Bare#Subject' },
        { issuer: null, subject: 'plain' },
      ]);
    });

    it('names ADMIN_SUBJECTS when an issuer is given without a subject', () => {
      expectConfigurationRefused({ ADMIN_SUBJECTS: 'https://login.example.com/#' }, 'ADMIN_SUBJECTS');
    });

    it('accepts ADMIN_SUBJECTS instead of ADMIN_EMAILS in production, and stops a start with neither', () => {
      expect(
        loadConfig({ ...production, ADMIN_SUBJECTS: 'https://login.example.com/#boss' }).adminEmails,
      ).to.deep.equal([]);
      expectConfigurationRefused(
        production,
        'ADMIN_EMAILS: is required when NODE_ENV=production, unless ADMIN_SUBJECTS is set',
      );
    });

    it('stops a production start that trusts an http:// issuer for e-mail', () => {
      expectConfigurationRefused(
        {
          ...production,
          ADMIN_EMAILS: 'ops@repairlens.app',
          OIDC_EMAIL_LINKING_ISSUERS: 'http://login.example.com',
        },
        'OIDC_EMAIL_LINKING_ISSUERS: must list https:// issuers in production',
      );
    });
  });

  describe('the repairs writer and image analysis', () => {
    const openAiCompatible = {
      INSTRUCTION_WRITER: 'openai-compatible',
      LLM_ENDPOINT: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'ollama',
      LLM_MODEL: 'qwen2.5vl:7b',
    };

    it('writes from the knowledge base when nothing is set', () => {
      expect(loadConfig({}).repairs.instructionWriter).to.deep.equal({ kind: 'knowledge-base' });
    });

    it('writes with a vision model on an OpenAI-compatible server, looking closely at each picture by default', () => {
      expect(loadConfig(openAiCompatible).repairs.instructionWriter).to.deep.equal({
        kind: 'vision-model',
        flavour: 'openai-compatible',
        endpoint: 'http://127.0.0.1:11434/v1',
        apiKey: 'ollama',
        model: 'qwen2.5vl:7b',
        apiVersion: '2024-10-21',
        timeoutMs: 45_000,
        imageDetail: 'high',
      });
    });

    it('reads LLM_IMAGE_DETAIL and LLM_TIMEOUT_SECONDS, and refuses a detail models do not know', () => {
      const writer = loadConfig({ ...openAiCompatible, LLM_IMAGE_DETAIL: 'low', LLM_TIMEOUT_SECONDS: '90' }).repairs
        .instructionWriter;
      expect(writer).to.deep.include({ imageDetail: 'low', timeoutMs: 90_000 });
      expectConfigurationRefused({ ...openAiCompatible, LLM_IMAGE_DETAIL: 'medium' }, 'LLM_IMAGE_DETAIL');
    });

    it('names the endpoint, key and deployment Azure OpenAI needs', () => {
      expectConfigurationRefused({ INSTRUCTION_WRITER: 'azure-openai' }, 'LLM_ENDPOINT', 'LLM_API_KEY', 'LLM_MODEL');
    });

    it('refuses a plain-http model endpoint in production', () => {
      expectConfigurationRefused(
        { NODE_ENV: 'production', ...openAiCompatible },
        'LLM_ENDPOINT: must be an https:// URL in production',
      );
    });

    const azureVision = { AZURE_VISION_ENDPOINT: 'https://vision.cognitiveservices.azure.com/', AZURE_VISION_KEY: 'k' };

    it('asks Azure AI Vision for the features every region offers unless told otherwise', () => {
      expect(loadConfig(azureVision).repairs.imageAnalysis).to.deep.include({ features: ['tags', 'objects', 'read'] });
    });

    it('asks for a caption where AZURE_VISION_FEATURES names it, read as a trimmed, lower-case list', () => {
      const analysis = loadConfig({ ...azureVision, AZURE_VISION_FEATURES: ' Caption, tags ,read,tags' }).repairs
        .imageAnalysis;
      expect(analysis).to.deep.include({ features: ['caption', 'tags', 'read'] });
    });

    it('refuses an Azure AI Vision feature the analyser does not read, or an empty list', () => {
      for (const features of ['tags,denseCaptions', ' , ']) {
        expectConfigurationRefused({ ...azureVision, AZURE_VISION_FEATURES: features }, 'AZURE_VISION_FEATURES');
      }
    });
  });
});
