import { spawn, type ChildProcess } from 'node:child_process';
import { access, constants, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './test-app.js';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export async function nginxInstalled(): Promise<boolean> {
  return access(NGINX_BINARY, constants.X_OK).then(
    () => true,
    () => false,
  );
}

export interface LoadBalancer {
  readonly url: string;
  /** nginx's error log, for a failing test's message. */
  errorLog(): Promise<string>;
  close(): Promise<void>;
}

export interface LoadBalancerOptions {
  /** The port to listen on (the instances' PUBLIC_URL names it); a free one when absent. */
  readonly port?: number;
  /** The instances requests are spread over, round-robin. */
  readonly upstreams: readonly number[];
  /** Paths (a regular expression) that always go to the first instance. */
  readonly pinnedToFirst?: string;
}

/**
 * nginx in the foreground as a child process, with its configuration, pid file, logs and temporary folders in a
 * folder of its own, on a free loopback port, spreading requests over local server instances. It adds
 * X-Upstream (which instance answered) to every answer, and sets X-Request-Id and X-Forwarded-* as an edge would:
 * it appends the address it saw to X-Forwarded-For, so the instances behind it run with TRUST_PROXY=1 (one hop).
 */
export async function startLoadBalancer(options: LoadBalancerOptions): Promise<LoadBalancer> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'repairlens-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const port = options.port ?? (await freePort());
  const servers = (ports: readonly number[]) =>
    ports.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n');
  const proxy = (upstream: string) => `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;`;
  // Started by root, nginx would run its workers as nobody, who may not write in this private temporary folder.
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 512; }
http {
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 30m;
  upstream instances {
${servers(options.upstreams)}
    keepalive 16;
  }
  upstream first {
${servers(options.upstreams.slice(0, 1))}
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Upstream $upstream_addr always;
    ${options.pinnedToFirst ? `location ~ ${options.pinnedToFirst} {${proxy('first')}\n    }` : ''}
    location / {${proxy('instances')}
    }
  }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'logs', 'error.log')],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => readFile(path.join(prefix, 'logs', 'error.log'), 'utf8').catch(() => '');
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${await errorLog()}`);
    const answered = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen: ${await errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    errorLog,
    close: async () => {
      // QUIT: graceful stop, as `nginx -s quit` would.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
