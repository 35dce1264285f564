import { expect } from 'chai';
import { ConfigurationError, loadConfig } from '../../../src/shared/config/config.js';

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
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com/' }))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('OIDC_CLIENT_ID')
      .and.contains('OIDC_CLIENT_SECRET');
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
    expect(() => loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '5' }))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('ADMIN_SESSION_IDLE_MINUTES');
  });

  it('names a malformed variable in the error', () => {
    expect(() => loadConfig({ PORT: 'eighty' }))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('PORT');
  });

  it('stops a production start that lacks DATABASE_URL, ADMIN_EMAILS, OIDC_ISSUER or an https PUBLIC_URL, naming each', () => {
    let failure: ConfigurationError | undefined;
    try {
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://repairlens.app' });
    } catch (error) {
      failure = error as ConfigurationError;
    }
    expect(failure).to.be.instanceOf(ConfigurationError);
    expect(failure!.message)
      .to.contain('DATABASE_URL')
      .and.contain('ADMIN_EMAILS')
      .and.contain('OIDC_ISSUER')
      .and.contain('AZURE_STORAGE_CONNECTION_STRING')
      .and.contain('PERSONAL_DATA_HASH_KEY')
      .and.contain('PUBLIC_URL');
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://repairlens.app/',
      DATABASE_URL: 'postgresql://app@db.internal:5432/repairlens',
      ADMIN_EMAILS: 'ops@repairlens.app',
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'repairlens',
      OIDC_CLIENT_SECRET: 'from-the-key-vault',
      STRIPE_SECRET_KEY: 'sk_live_from_the_key_vault',
      STRIPE_WEBHOOK_SECRET: 'whsec_from_the_key_vault',
      AZURE_STORAGE_CONNECTION_STRING:
        'DefaultEndpointsProtocol=https;AccountName=repairlens;AccountKey=a2V5;EndpointSuffix=core.windows.net',
      AZURE_COMMUNICATION_CONNECTION_STRING: 'endpoint=https://repairlens.communication.azure.com/;accesskey=a2V5',
      EMAIL_SENDER_ADDRESS: 'DoNotReply@mail.repairlens.app',
      PERSONAL_DATA_HASH_KEY: 'a-personal-data-hash-key-from-the-key-vault',
    });
    expect(config.isProduction).to.equal(true);
    expect(config.oidc).to.deep.include({ kind: 'external', issuer: 'https://login.example.com/' });
    expect(config.publicUrl).to.equal('https://repairlens.app');
  });

  describe('who is an admin, and whose e-mail is believed', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://repairlens.app/',
      DATABASE_URL: 'postgresql://app@db.internal:5432/repairlens',
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'repairlens',
      OIDC_CLIENT_SECRET: 'from-the-key-vault',
      STRIPE_SECRET_KEY: 'sk_live_from_the_key_vault',
      STRIPE_WEBHOOK_SECRET: 'whsec_from_the_key_vault',
      AZURE_STORAGE_CONNECTION_STRING:
        'DefaultEndpointsProtocol=https;AccountName=repairlens;AccountKey=a2V5;EndpointSuffix=core.windows.net',
      AZURE_COMMUNICATION_CONNECTION_STRING: 'endpoint=https://repairlens.communication.azure.com/;accesskey=a2V5',
      EMAIL_SENDER_ADDRESS: 'DoNotReply@mail.repairlens.app',
      PERSONAL_DATA_HASH_KEY: 'a-personal-data-hash-key-from-the-key-vault',
    };

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
      expect(() => loadConfig({ OIDC_EMAIL_LINKING_ISSUERS: 'accounts.google.com' }))
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('OIDC_EMAIL_LINKING_ISSUERS');
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
      expect(() => loadConfig({ ADMIN_SUBJECTS: 'https://login.example.com/#' }))
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('ADMIN_SUBJECTS');
    });

    it('accepts ADMIN_SUBJECTS instead of ADMIN_EMAILS in production, and stops a start with neither', () => {
      expect(
        loadConfig({ ...production, ADMIN_SUBJECTS: 'https://login.example.com/#boss' }).adminEmails,
      ).to.deep.equal([]);
      expect(() => loadConfig(production))
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('ADMIN_EMAILS: is required when NODE_ENV=production, unless ADMIN_SUBJECTS is set');
    });

    it('stops a production start that trusts an http:// issuer for e-mail', () => {
      expect(() =>
        loadConfig({
          ...production,
          ADMIN_EMAILS: 'ops@repairlens.app',
          OIDC_EMAIL_LINKING_ISSUERS: 'http://login.example.com',
        }),
      )
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('OIDC_EMAIL_LINKING_ISSUERS: must list https:// issuers in production');
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
      expect(() => loadConfig({ ...openAiCompatible, LLM_IMAGE_DETAIL: 'medium' }))
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('LLM_IMAGE_DETAIL');
    });

    it('names the endpoint, key and deployment Azure OpenAI needs', () => {
      expect(() => loadConfig({ INSTRUCTION_WRITER: 'azure-openai' }))
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('LLM_ENDPOINT')
        .and.contains('LLM_API_KEY')
        .and.contains('LLM_MODEL');
    });

    it('refuses a plain-http model endpoint in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...openAiCompatible }))
        .to.throw(ConfigurationError)
        .with.property('message')
        .that.contains('LLM_ENDPOINT: must be an https:// URL in production');
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
        expect(() => loadConfig({ ...azureVision, AZURE_VISION_FEATURES: features }))
          .to.throw(ConfigurationError)
          .with.property('message')
          .that.contains('AZURE_VISION_FEATURES');
      }
    });
  });
});
