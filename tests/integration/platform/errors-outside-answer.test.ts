import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import Koa from 'koa';
import sinon from 'sinon';
import { logErrorOutsideAnswer } from '../../../src/shared/http/error-middleware.js';
import { createLogger } from '../../../src/shared/logging/logger.js';

describe("errors Koa reports outside a request's handling", () => {
  let server: http.Server;
  let lines: Array<Record<string, unknown>>;
  let printed: sinon.SinonStub;
  /** The body of the next answer: a stream the test writes to. */
  let body: PassThrough;

  beforeEach(async () => {
    lines = [];
    const logger = createLogger(
      'debug',
      {},
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const app = new Koa();
    app.on('error', logErrorOutsideAnswer(logger));
    app.use((ctx) => {
      if (ctx.path === '/fails') throw new Error('broken before any middleware caught it');
      ctx.type = 'text/plain';
      ctx.body = body;
    });
    body = new PassThrough();
    printed = sinon.stub(console, 'error');
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterEach(async () => {
    printed.restore();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

  it('writes a browser that leaves mid-download as a debug line, and prints nothing to standard error', async () => {
    body.write('the first part of a long answer');
    const request = http.get(url('/download'));
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    await once(response, 'data');
    request.destroy();

    for (let tries = 0; tries < 100 && !lines.length; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({ level: 20, code: 'ERR_STREAM_PREMATURE_CLOSE', path: '/download' });
    expect(lines[0]?.msg).to.equal('the client left before the answer ended');
    expect(printed.called, 'printed to standard error').to.equal(false);
  });

  it('writes any other error as an error line with its stack', async () => {
    const response = await fetch(url('/fails'));
    expect(response.status).to.equal(500);

    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({ level: 50, path: '/fails', msg: 'error while answering' });
    expect((lines[0]?.err as { stack: string }).stack).to.contain('broken before any middleware caught it');
    expect(printed.called, 'printed to standard error').to.equal(false);
  });
});
