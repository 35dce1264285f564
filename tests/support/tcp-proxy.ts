import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The loopback port clients connect to. */
  readonly port: number;
  /** Connections taken through since start. */
  readonly connectionsMade: number;
  /** As a server restart looks from outside: every open connection is cut, new ones are refused. */
  cutOff(): Promise<void>;
  /** Listens again on the same port; connections pass through as before. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on a loopback port in front of `target` (PostgreSQL in the fault tests), which a test can cut off
 * and restore to stand for a database that restarts.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let connectionsMade = 0;
  const server: Server = createServer((client) => {
    connectionsMade++;
    const upstream = connect(target.port, target.host);
    open.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get connectionsMade() {
      return connectionsMade;
    },
    cutOff: stopListening,
    restore: () => listen(port),
    close: stopListening,
  };
}
