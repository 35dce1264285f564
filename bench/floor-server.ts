import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';

/**
 * The same-work floor for a signed-in read: Koa and node-postgres doing only what such a request cannot avoid,
 * one query for the session joined to its user and one for the signed-in person's 20 repairs, on the same
 * database and pool size as RepairLens. A RepairLens route divided by this says what the product's layers cost
 * beyond the database work itself.
 */
export async function startFloorServer(
  databaseUrl: string,
  poolMax: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const koa = new Koa();
  koa.use(async (ctx) => {
    const token = ctx.cookies.get('rl_session');
    const session = token
      ? await pool.query<{ user_id: string; email: string }>(
          `select s.user_id, s.expires_at, s.last_seen_at, u.email, u.email_verified_by
             from identity_session s join identity_user u on u.id = s.user_id
            where s.id_hash = $1`,
          [createHash('sha256').update(token).digest('hex')],
        )
      : undefined;
    const principal = session?.rows[0];
    if (!principal) {
      ctx.status = 401;
      ctx.body = { message: 'Not signed in' };
      return;
    }
    const repairs = await pool.query(
      `select id, title, created_at, estimated_time, status from repairs_repair_request
        where owner_id = $1 order by created_at desc, id desc`,
      [principal.user_id],
    );
    ctx.body = repairs.rows;
  });
  const server: Server = createServer(koa.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await pool.end();
    },
  };
}
