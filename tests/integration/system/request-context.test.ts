import { RequestContext } from '@mikro-orm/core';
import { expect } from 'chai';
import { UserRecord } from '../../../src/modules/identity/adapters/persistence/identity.entities.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Each request and job works with an entity manager of its own. Whichever way the code is loaded (the server
 * runs as ES modules, the tests through a CommonJS transform), the ORM must see the context withContext opens.
 */
describe('entity manager per request', () => {
  let server: TestApp;
  before(async () => {
    server = await startTestApp();
  });
  after(async () => server?.close());

  it('gives work run inside a context a fork of its own, not the global manager', async () => {
    const { database } = server.app;
    const seen = await database.withContext(async () => ({
      context: RequestContext.getEntityManager()?.id,
      resolved: database.em.getContext(false).id,
    }));
    expect(seen.context).to.be.a('number');
    expect(seen.resolved).to.equal(seen.context);
    expect(seen.resolved).not.to.equal(database.em.id);
  });

  it('lets the global manager count inside a context (counting refuses the global identity map)', async () => {
    const { database } = server.app;
    const count = await database.withContext(() => database.em.count(UserRecord, {}));
    expect(count).to.be.a('number');
  });
});
