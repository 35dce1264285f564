import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import type { Database } from './database.js';

/** What a listener is told: a payload arrived on the channel, or notifications may have been missed. */
export interface ChangeListener {
  onChange(payload: string): void;
  /** The feed was cut (a lost connection): anything kept on the strength of notifications is suspect. */
  onGap(): void;
}

/**
 * PostgreSQL notifications on one channel (LISTEN/NOTIFY), as every instance on the same database receives them.
 * Caches across instances drop entries on them; `live` is false while notifications could be missed.
 */
export interface ChangeFeed {
  /** Starts listening (at start-up); until then, and while the connection is lost, `live` is false. */
  listen(): Promise<void>;
  readonly live: boolean;
  subscribe(listener: ChangeListener): void;
  /** Resolves once every notification committed before the call has reached the listeners. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/** Notifications on `channel`: a connection of its own on PostgreSQL, the one embedded session on PGlite. */
export function changeFeed(database: Database, channel: string, logger: Logger): ChangeFeed {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  if (database.kind === 'pglite') return new PgliteChangeFeed(database, channel);
  const url = database.orm.config.get('clientUrl');
  if (!url) throw new Error('The PostgreSQL connection URL is not known to the ORM');
  return new PostgresChangeFeed(url, channel, logger);
}

class Listeners {
  private readonly all: ChangeListener[] = [];
  add(listener: ChangeListener): void {
    this.all.push(listener);
  }
  change(payload: string): void {
    for (const listener of this.all) listener.onChange(payload);
  }
  gap(): void {
    for (const listener of this.all) listener.onGap();
  }
}

class PostgresChangeFeed implements ChangeFeed {
  private readonly listeners = new Listeners();
  private client: pg.Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private closed = false;
  /** The settling round trip on its way, and the one that callers arriving meanwhile wait for. */
  private settling: Promise<void> | undefined;
  private nextSettling: Promise<void> | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {}

  listen(): Promise<void> {
    return this.connect();
  }

  get live(): boolean {
    return this.client !== undefined;
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  /**
   * A round trip on the listening connection: the server hands a session its pending notifications before it
   * answers, and the client emits them before the answer, so a change committed earlier has been heard. One at a
   * time on the connection (concurrent writes each asked for one): callers that come while one is on its way share
   * the next, sent after it, since the one on its way may have left before their commit.
   */
  settle(): Promise<void> {
    if (!this.settling) {
      this.settling = this.roundTrip().finally(() => (this.settling = undefined));
      return this.settling;
    }
    this.nextSettling ??= this.settling.then(() => {
      this.nextSettling = undefined;
      return this.settle();
    });
    return this.nextSettling;
  }

  private async roundTrip(): Promise<void> {
    await this.client?.query('select 1').catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listeners.change(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${this.channel}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listeners.gap();
    if (this.closed) return;
    this.logger.warn({ err: error, channel: this.channel }, 'change notifications lost; listening again');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.reconnect = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.logger.warn({ err: error, channel: this.channel }, 'listening for change notifications failed');
        if (!this.closed) this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnect.unref();
  }
}

interface PgliteListening {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * PGlite is one session in this process: a notification reaches the listener before the statement that sent it
 * returns, so there is nothing to wait for and no connection to lose.
 */
class PgliteChangeFeed implements ChangeFeed {
  private readonly listeners = new Listeners();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
  ) {}

  get live(): boolean {
    return this.unlisten !== undefined;
  }

  async listen(): Promise<void> {
    const connection = this.database.em.getConnection() as unknown as {
      getNativeClient?: () => Promise<PgliteListening>;
    };
    if (typeof connection.getNativeClient !== 'function') {
      throw new Error('The PGlite connection does not expose its instance; change notifications cannot be heard');
    }
    const native = await connection.getNativeClient();
    this.unlisten = await native.listen(this.channel, (payload) => this.listeners.change(payload));
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  async settle(): Promise<void> {}

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => undefined);
  }
}
