import { expect } from 'chai';
import { SessionRecord } from '../../../src/modules/identity/adapters/persistence/identity.entities.js';
import { SESSION_REPOSITORY, type SessionRepository } from '../../../src/modules/identity/ports/session.repository.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

/**
 * Every signed-in request reads its session with the account its roles are decided from, in one plain SQL query
 * (issue 16): what it reads must be what the stored rows say, field for field, as the ORM reads them.
 */
describe('the session read of every signed-in request', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const inContext = <T>(work: (sessions: SessionRepository) => Promise<T>) =>
    server.app.database.withContext(() => work(server.app.container.get(SESSION_REPOSITORY)));
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));

  /** A signed-in person's session hash and user id, as stored. */
  async function signedIn(email: string): Promise<{ idHash: string; userId: string }> {
    await signIn(new TestBrowser(server.baseUrl), { email });
    const [row] = await sql<{ id_hash: string; user_id: string }>(
      `select s.id_hash, s.user_id from identity_session s join identity_user u on u.id = s.user_id where u.email = ?`,
      [email],
    );
    return { idHash: row!.id_hash, userId: row!.user_id };
  }

  it('reads the session as the ORM reads its row, and the account with its own provider account first', async () => {
    const { idHash, userId } = await signedIn('session-read@example.com');
    await sql(`update identity_session set user_agent = 'Bench/1.0', ip_address = '203.0.113.9' where id_hash = ?`, [
      idHash,
    ]);
    await sql(
      `insert into identity_linked_identity (oidc_issuer, oidc_subject, user_id, linked_at)
       values ('https://later.example', 'second', ?, now() + interval '1 minute'),
              ('https://earlier.example', 'first', ?, now())`,
      [userId, userId],
    );
    const [user] = await sql<{ oidc_issuer: string; oidc_subject: string; email_verified_by: string | null }>(
      'select oidc_issuer, oidc_subject, email_verified_by from identity_user where id = ?',
      [userId],
    );

    const found = await inContext((sessions) => sessions.findWithAccount(idHash));
    const row = await server.app.database.withContext(() =>
      server.app.database.em.fork().findOneOrFail(SessionRecord, { idHash }),
    );

    expect(found?.session).to.deep.equal({
      idHash: row.idHash,
      userId: row.userId,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
      authenticatedAt: row.authenticatedAt,
      idToken: row.idToken ?? null,
      userAgent: 'Bench/1.0',
      ipAddress: '203.0.113.9',
    });
    expect(found?.account).to.deep.equal({
      email: 'session-read@example.com',
      emailVerifiedBy: user!.email_verified_by,
      identities: [
        { issuer: user!.oidc_issuer, subject: user!.oidc_subject },
        { issuer: 'https://earlier.example', subject: 'first' },
        { issuer: 'https://later.example', subject: 'second' },
      ],
    });
    expect(await inContext((sessions) => sessions.listFor(userId))).to.deep.equal([found?.session]);
  });

  it('finds nothing for an unknown session or one that was ended', async () => {
    const { idHash } = await signedIn('session-ended@example.com');
    expect(await inContext((sessions) => sessions.findWithAccount('0'.repeat(64)))).to.equal(null);
    await inContext((sessions) => sessions.remove(idHash));
    expect(await inContext((sessions) => sessions.findWithAccount(idHash))).to.equal(null);
  });
});
