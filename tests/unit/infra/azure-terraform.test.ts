import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { parse } from '@cdktf/hcl2json';
import { expect } from 'chai';
import { ConfigurationError, loadConfig } from '../../../src/config.js';

/**
 * `terraform validate` needs the provider plug-ins from the internet; these checks need nothing: every file parses
 * as HCL, every reference points at something declared, and the container app gives the server every setting
 * production requires, so the infrastructure cannot drift from src/shared/config.
 */
const TERRAFORM_DIR = path.join(import.meta.dirname, '../../../infra/terraform');

type Block = Record<string, unknown>;
interface Configuration {
  readonly resource?: Record<string, Record<string, Block[]>>;
  readonly data?: Record<string, Record<string, Block[]>>;
  readonly variable?: Record<string, Block[]>;
  readonly locals?: Block[];
  readonly output?: Record<string, Block[]>;
}

async function loadTerraform(): Promise<{ files: Map<string, string>; configs: Configuration[] }> {
  const files = new Map<string, string>();
  for (const name of (await readdir(TERRAFORM_DIR)).filter((file) => file.endsWith('.tf')).sort()) {
    files.set(name, await readFile(path.join(TERRAFORM_DIR, name), 'utf8'));
  }
  const configs = await Promise.all([...files].map(([name, text]) => parse(name, text) as Promise<Configuration>));
  return { files, configs };
}

/** The container app's container, with its `env` blocks as HCL gives them. */
function serverEnvironmentNames(configs: Configuration[]): { plain: string[]; secret: string[] } {
  const locals = Object.assign({}, ...configs.flatMap((config) => config.locals ?? [])) as Record<string, unknown>;
  return {
    plain: Object.keys(locals.app_settings as Record<string, string>),
    secret: Object.keys(locals.app_secrets as Record<string, string>),
  };
}

/** Well-formed stand-ins for what Azure fills in at deployment. */
const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  PORT: '3000',
  PUBLIC_URL: 'https://repairlens.example',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'info',
  ADMIN_EMAILS: 'ops@repairlens.example',
  ADMIN_SUBJECTS: '',
  OIDC_EMAIL_LINKING_ISSUERS: '',
  ADMIN_REMOTE_URL: 'https://admin-prod.azurefd.net/mf-manifest.json',
  OIDC_ISSUER: 'https://login.example/v2.0',
  OIDC_CLIENT_ID: 'client-id',
  OIDC_CLIENT_SECRET: 'client-secret',
  AZURE_STORAGE_CONTAINER: 'repair-media',
  AZURE_STORAGE_CONNECTION_STRING:
    'DefaultEndpointsProtocol=https;AccountName=st;AccountKey=a2V5;EndpointSuffix=core.windows.net',
  AZURE_COMMUNICATION_CONNECTION_STRING: 'endpoint=https://acs.communication.azure.com/;accesskey=a2V5',
  EMAIL_SENDER_ADDRESS: 'DoNotReply@example.azurecomm.net',
  PERSONAL_DATA_HASH_KEY: 'a-personal-data-hash-key-from-the-key-vault',
  DATABASE_URL: 'postgresql://repairlens:secret@psql.postgres.database.azure.com:5432/repairlens?sslmode=require',
  DATABASE_POOL_MAX: '25',
  JOBS_POOL_MAX: '4',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  INSTRUCTION_WRITER_ADAPTER: 'azure-openai',
  LLM_ENDPOINT: 'https://oai-repairlens-prod.openai.azure.com/',
  LLM_IMAGE_DETAIL: 'high',
};

describe('Azure deployment (infra/terraform)', () => {
  let terraform: Awaited<ReturnType<typeof loadTerraform>>;
  before(async () => {
    terraform = await loadTerraform();
  });

  it('parses every file as HCL', () => {
    expect([...terraform.files.keys()]).to.include.members(['app.tf', 'database.tf', 'storage.tf', 'secrets.tf']);
    expect(terraform.configs).to.have.length(terraform.files.size);
  });

  it('refers only to variables, locals, resources and data sources it declares', () => {
    const declared = new Set<string>();
    for (const config of terraform.configs) {
      for (const name of Object.keys(config.variable ?? {})) declared.add(`var.${name}`);
      for (const block of config.locals ?? []) for (const name of Object.keys(block)) declared.add(`local.${name}`);
      for (const [type, named] of Object.entries(config.resource ?? {})) {
        for (const name of Object.keys(named)) declared.add(`${type}.${name}`);
      }
      for (const [type, named] of Object.entries(config.data ?? {})) {
        for (const name of Object.keys(named)) declared.add(`data.${type}.${name}`);
      }
    }
    const referencePattern = /\b(var\.\w+|local\.\w+|data\.\w+\.\w+|(?:azurerm|random)_\w+\.\w+)/g;
    const undeclared: string[] = [];
    for (const [file, text] of terraform.files) {
      // A moved block's `from` names where a resource stood before a refactor: gone by design, not a reference.
      const code = text.replace(/#.*$/gm, '').replace(/(\bmoved\s*\{[^}]*?)\bfrom\s*=[^\n]*/g, '$1');
      for (const [reference] of code.matchAll(referencePattern)) {
        if (!declared.has(reference)) undeclared.push(`${file}: ${reference}`);
      }
    }
    expect(undeclared).to.deep.equal([]);
  });

  it('gives the server every setting production requires, with the secrets from Key Vault', () => {
    const { plain, secret } = serverEnvironmentNames(terraform.configs);
    const environment = Object.fromEntries([...plain, ...secret].map((name) => [name, SAMPLE_VALUES[name] ?? 'x']));

    expect(() => loadConfig(environment)).not.to.throw();
    expect(loadConfig(environment).repairs.instructionWriter).to.deep.include({
      kind: 'vision-model',
      flavour: 'azure-openai',
    });
    expect(secret).to.include.members([
      'DATABASE_URL',
      'OIDC_CLIENT_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'LLM_API_KEY',
    ]);
    expect(plain.filter((name) => /SECRET|KEY|CONNECTION_STRING|DATABASE_URL/.test(name))).to.deep.equal([]);
  });

  it('would fail this check if a required setting were missing', () => {
    const { plain, secret } = serverEnvironmentNames(terraform.configs);
    const environment = Object.fromEntries(
      [...plain, ...secret].filter((name) => name !== 'DATABASE_URL').map((name) => [name, SAMPLE_VALUES[name] ?? 'x']),
    );
    expect(() => loadConfig(environment)).to.throw(ConfigurationError, /DATABASE_URL/);
  });

  it('sets only variables the server documents in .env.example', async () => {
    const documented = await readFile(path.join(TERRAFORM_DIR, '../../.env.example'), 'utf8');
    const { plain, secret } = serverEnvironmentNames(terraform.configs);
    const undocumented = [...plain, ...secret].filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(documented));
    expect(undocumented).to.deep.equal([]);
  });

  it('keeps PostgreSQL off the internet and away from other Azure tenants: private network only, no firewall rule', () => {
    const resources = Object.assign({}, ...terraform.configs.map((config) => config.resource ?? {})) as Record<
      string,
      Record<string, Block[]>
    >;
    const server = resources.azurerm_postgresql_flexible_server!.main![0]!;
    expect(server.public_network_access_enabled).to.equal(false);
    expect(server.delegated_subnet_id).to.equal('${azurerm_subnet.postgresql.id}');
    expect(server.private_dns_zone_id).to.equal('${azurerm_private_dns_zone.postgresql.id}');
    expect(resources).not.to.have.property('azurerm_postgresql_flexible_server_firewall_rule');
    const environment = resources.azurerm_container_app_environment!.main![0]!;
    expect(environment.infrastructure_subnet_id).to.equal('${azurerm_subnet.apps.id}');
  });

  it("sizes PostgreSQL's max_connections for every replica's two pools, as the server is told them", () => {
    const parameters = terraform.configs.flatMap(
      (config) => config.resource?.azurerm_postgresql_flexible_server_configuration?.parameter ?? [],
    )[0]!;
    const maxConnections = JSON.stringify(parameters.for_each);
    for (const name of ['var.max_replicas', 'var.database_pool_max', 'var.jobs_pool_max'])
      expect(maxConnections, 'max_connections').to.include(name);
    const locals = Object.assign({}, ...terraform.configs.flatMap((config) => config.locals ?? [])) as {
      app_settings: Record<string, string>;
    };
    expect(locals.app_settings.DATABASE_POOL_MAX).to.include('var.database_pool_max');
    expect(locals.app_settings.JOBS_POOL_MAX).to.include('var.jobs_pool_max');
  });

  it('passes the admin subjects and the e-mail linking issuers to the server', () => {
    const { plain } = serverEnvironmentNames(terraform.configs);
    expect(plain).to.include.members(['ADMIN_SUBJECTS', 'OIDC_EMAIL_LINKING_ISSUERS']);
  });

  it('scales the server between at least two replicas on HTTP concurrency, probing health and readiness', () => {
    const app = terraform.configs.flatMap((config) => config.resource?.azurerm_container_app?.server ?? [])[0]!;
    const template = (app.template as Block[])[0]!;
    const container = (template.container as Block[])[0]!;
    expect(template.min_replicas).to.equal('${var.min_replicas}');
    expect(template.http_scale_rule).to.have.length(1);
    expect((container.liveness_probe as Block[])[0]!.path).to.equal('/api/health');
    expect((container.readiness_probe as Block[])[0]!.path).to.equal('/api/ready');
    const variables = Object.assign({}, ...terraform.configs.map((config) => config.variable ?? {})) as Record<
      string,
      Block[]
    >;
    expect(variables.min_replicas![0]!.default).to.be.at.least(2);
  });
});

describe('production image (infra/Dockerfile)', () => {
  it('builds in stages and runs as an unprivileged user with a health check', async () => {
    const dockerfile = await readFile(path.join(TERRAFORM_DIR, '../Dockerfile'), 'utf8');
    const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
    expect(stages.length).to.be.at.least(3);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).to.match(/^USER (?!root)\w+/m);
    expect(runtime).to.match(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(runtime).to.match(/^STOPSIGNAL SIGTERM/m);
  });

  it('gives the server the same allocator settings and start command as npm run serve', async () => {
    const dockerfile = await readFile(path.join(TERRAFORM_DIR, '../Dockerfile'), 'utf8');
    const { scripts } = JSON.parse(await readFile(path.join(TERRAFORM_DIR, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The image sets `MALLOC_X=value` in its ENV; the script passes `MALLOC_X=${MALLOC_X:-value}` to env.
    const imageSettings = [...dockerfile.matchAll(/^\s*(MALLOC_\w+)=(\w+)/gm)].map(([, name, value]) => [name, value]);
    const serveSettings = [...scripts.serve!.matchAll(/(MALLOC_\w+)=\$\{\1:-(\w+)\}/g)].map(([, name, value]) => [
      name,
      value,
    ]);
    expect(imageSettings).to.have.length.of.at.least(2);
    expect(serveSettings).to.deep.equal(imageSettings);
    const imageCommand = /^CMD \[(.+)\]$/m.exec(dockerfile)![1]!.replace(/"/g, '').split(', ').join(' ');
    expect(scripts.serve).to.include(imageCommand);
  });

  it('starts node with options this Node accepts (a V8 flag a later Node drops would stop every start)', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(TERRAFORM_DIR, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const options = /\bnode ((?:--\S+ )+)dist\/server\/main\.js/.exec(scripts.serve!)![1]!.trim().split(' ');
    expect(options).to.include('--liftoff-only');
    const { stderr } = await promisify(execFile)(process.execPath, [...options, '-e', '']);
    expect(stderr).to.equal('');
  });
});
