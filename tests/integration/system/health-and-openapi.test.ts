import { expect } from 'chai';
import pg from 'pg';
import sinon from 'sinon';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

describe('system endpoints', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  it('answers /api/health while the process is up', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.include({ status: 'ok' });
  });

  it('answers /api/ready with the database backend in use', async () => {
    const response = await fetch(`${server.baseUrl}/api/ready`);
    expect(response.status).to.equal(200);
    const body = (await response.json()) as { status: string; database: string };
    expect(body.status).to.equal('ok');
    expect(body.database).to.equal(server.app.database.kind);
  });

  it('answers 503 from /api/ready when the database stops answering, while /api/health stays 200', async () => {
    const stub = sinon.stub(server.app.database, 'isReady').resolves(false);
    try {
      const response = await fetch(`${server.baseUrl}/api/ready`);
      expect(response.status).to.equal(503);
      expect(await response.json()).to.deep.equal({ message: 'Database is not reachable' });
      expect((await fetch(`${server.baseUrl}/api/health`)).status).to.equal(200);
    } finally {
      stub.restore();
    }
  });

  it('reports a PostgreSQL database that has gone away as not ready', async function () {
    const other = await startTestApp();
    if (other.app.database.kind !== 'postgresql') {
      await other.close();
      this.skip();
    }
    const url = new URL(other.app.config.database.kind === 'postgresql' ? other.app.config.database.url : '');
    const admin = new pg.Client({ connectionString: `postgresql://${url.username}@${url.host}/test` });
    await admin.connect();
    await admin.query(`drop database ${url.pathname.slice(1)} with (force)`);
    await admin.end();
    expect((await fetch(`${other.baseUrl}/api/ready`)).status).to.equal(503);
    await other.close().catch(() => undefined);
  });

  it('serves an OpenAPI 3.1 document listing every route with its access rule', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(response.status).to.equal(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { description: string }>>;
    };
    expect(document.openapi).to.equal('3.1.0');
    for (const route of server.app.routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(document.paths[path], path).to.have.property(route.method);
      expect(document.paths[path]![route.method]!.description).to.equal(`Access: ${route.access}.`);
    }
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const response = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(response.status).to.equal(404);
    expect(response.headers.get('content-type')).to.match(/application\/json/);
    expect(await response.json()).to.deep.equal({ message: 'Not found' });
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unterminated',
    });
    expect(response.status).to.equal(400);
  });

  it('tells the front ends where the admin remote lives, at run time', async () => {
    const response = await fetch(`${server.baseUrl}/api/runtime-config`);
    expect(response.status).to.equal(200);
    const body = (await response.json()) as { adminRemoteUrl: string };
    expect(body.adminRemoteUrl).to.equal(`${server.baseUrl}/admin-remote/mf-manifest.json`);
  });

  it('says the embedded default does not understand photos, so the upload form asks for a description', async () => {
    const body = (await (await fetch(`${server.baseUrl}/api/runtime-config`)).json()) as { photosUnderstood: boolean };
    expect(body.photosUnderstood).to.equal(false);
  });

  it('gives every answer a request id', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });
});
