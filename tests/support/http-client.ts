import { get as httpGet, type IncomingMessage } from 'node:http';
/**
 * A small browser stand-in for HTTP tests: keeps cookies (by name, as a browser does for one host
 * whatever the port), sends our Origin on writes like a browser would, and never follows redirects
 * by itself so tests can look at each hop.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit & { origin?: string | null } = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && init.origin !== null && !headers.has('origin')) {
      headers.set('origin', init.origin ?? new URL(this.baseUrl).origin);
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /**
   * GETs an address as a browser opens a page (`Sec-Fetch-Mode: navigate`, HTML accepted). Through node:http, since
   * fetch() always says `Sec-Fetch-Mode: cors`.
   */
  async navigate(path: string): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers: Record<string, string> = {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(url, { headers }, resolve).once('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const responseHeaders = new Headers();
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      responseHeaders.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : Buffer.concat(chunks);
    const response = new Response(body, { status: answer.statusCode, headers: responseHeaders });
    this.remember(response);
    return response;
  }

  json(path: string, method: string, body: unknown, init: RequestInit & { origin?: string | null } = {}) {
    return this.request(path, {
      ...init,
      method,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      body: JSON.stringify(body),
    });
  }

  /** Follows GET redirects from a response until a non-redirect answer; returns it and the URL it came from. */
  async follow(response: Response, from: string): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = from;
    for (let hops = 0; current.status >= 300 && current.status < 400; hops++) {
      if (hops > 15) throw new Error('too many redirects');
      url = new URL(current.headers.get('location')!, url).toString();
      current = await this.request(url);
    }
    return { response: current, url };
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface SignInOptions {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly returnTo?: string;
  /** Ask the provider to authenticate afresh (an admin confirming it is them before granting credits). */
  readonly reauthenticate?: boolean;
}

/**
 * Signs in through the whole authorization-code + PKCE flow, as a person would: /api/login, the
 * provider's sign-in form, the callback. Returns where the browser landed.
 */
export async function signIn(browser: TestBrowser, options: SignInOptions): Promise<{ landedOn: string }> {
  const query = new URLSearchParams({
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    ...(options.reauthenticate ? { reauthenticate: '1' } : {}),
  }).toString();
  const loginPath = `/api/login${query ? `?${query}` : ''}`;
  const started = await browser.request(loginPath);
  if (started.status !== 302) throw new Error(`/api/login answered ${started.status}`);
  const form = await browser.follow(started, new URL(loginPath, browser.baseUrl).toString());
  const html = await form.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${form.url}: ${html.slice(0, 200)}`);
  const actionUrl = new URL(action.replaceAll('&#38;', '&'), form.url);
  const submitted = await browser.request(actionUrl.toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: options.email,
      firstName: options.firstName ?? '',
      lastName: options.lastName ?? '',
    }).toString(),
    origin: actionUrl.origin,
  });
  const landed = await browser.follow(submitted, actionUrl.toString());
  return { landedOn: landed.url };
}

let people = 0;

/** A browser signed in as a new person, whose e-mail address `name` starts and a time and counter make unique. */
export async function signedInBrowser(
  baseUrl: string,
  name = 'fixer',
  profile: Omit<SignInOptions, 'email'> = {},
): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl);
  await signIn(browser, { ...profile, email: `${name}-${Date.now()}-${++people}@example.com` });
  return browser;
}
