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

  it('gives work run inside a context a fork of its own, the same one throughout, not the global manager', async () => {
    const { database } = server.app;
    const resolved = () => database.em.getContext(false).id;
    const [first, later] = await database.withContext(async () => {
      const before = resolved();
      await new Promise((resolve) => setImmediate(resolve));
      return [before, resolved()];
    });
    const another = await database.withContext(async () => resolved());
    expect(first).to.be.a('number');
    expect(later).to.equal(first);
    expect(first).not.to.equal(database.em.id);
    expect(another).not.to.equal(first);
  });

  it('lets the global manager count inside a context (counting refuses the global identity map)', async () => {
    const { database } = server.app;
    const count = await database.withContext(() => database.em.count(UserRecord, {}));
    expect(count).to.be.a('number');
  });
});
