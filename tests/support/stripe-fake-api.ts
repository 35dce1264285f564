import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, with its form body flattened as Stripe's client sends it. */
export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  /** Form fields by their bracketed names, e.g. `line_items[0][price_data][unit_amount]`. */
  readonly form: Readonly<Record<string, string>>;
  readonly idempotencyKey: string | undefined;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  expires_at: number;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  currency: string;
  metadata: Record<string, string>;
  start_date: number;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: {
        id: string;
        object: 'price';
        product: string;
        unit_amount: number;
        currency: string;
        recurring: { interval: string };
      };
    }[];
  };
}

/** An invoice preview (POST /v1/invoices/create_preview) as answered: its lines and what it would charge. */
export interface FakeInvoicePreview {
  object: 'invoice';
  subscription: string;
  currency: string;
  amount_due: number;
  lines: {
    object: 'list';
    has_more: false;
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      parent: {
        type: 'subscription_item_details';
        subscription_item_details: { proration: boolean; subscription: string; subscription_item: string };
      };
    }[];
  };
}

const PERIOD_SECONDS = 30 * 24 * 60 * 60;

/**
 * A small stand-in for Stripe's API on a loopback port, for the `stripe` package configured with
 * `{ host, port, protocol: 'http' }`. It records every request and answers the calls RepairLens makes
 * (customers, products, Checkout sessions, subscriptions, portal sessions) with objects shaped like
 * Stripe's, keeping them so later calls and tests see the same state. Repeated idempotency keys get
 * the first answer again, as with Stripe.
 */
export class FakeStripeApi {
  readonly requests: RecordedStripeRequest[] = [];
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly products = new Map<string, Record<string, unknown>>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly previews: FakeInvoicePreview[] = [];
  private readonly answered = new Map<string, { status: number; body: unknown }>();
  /** What a session was created with that Stripe keeps but does not show on the session object. */
  private readonly sessionLines = new Map<string, { product: string; subscriptionMetadata: Record<string, string> }>();
  private sequence = 0;

  private readonly server: Server = createServer((request, response) => void this.serve(request, response));
  private address = '';

  private constructor() {}

  static async start(): Promise<FakeStripeApi> {
    const fake = new FakeStripeApi();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.address = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** Where the stripe client should send its requests (STRIPE_API_URL). */
  get url(): string {
    return this.address;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  requestsTo(method: string, pathStart: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathStart));
  }

  /** The customer pays: the session completes (and in subscription mode its subscription starts). */
  completeSession(sessionId: string, options: { paymentStatus?: string } = {}): FakeCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = options.paymentStatus ?? 'paid';
    if (session.mode === 'subscription') {
      const line = this.sessionLines.get(sessionId)!;
      const subscription = this.putSubscription({
        customer: session.customer,
        product: line.product,
        unitAmount: session.amount_total,
        currency: session.currency,
        metadata: line.subscriptionMetadata,
      });
      session.subscription = subscription.id;
    }
    return structuredClone(session);
  }

  /** A subscription as Stripe would hold it; the billing period lives on its item (API 2025-03-31 on). */
  putSubscription(input: {
    id?: string;
    customer: string;
    product: string;
    unitAmount: number;
    currency: string;
    status?: string;
    metadata?: Record<string, string>;
    periodStart?: number;
  }): FakeSubscription {
    const id = input.id ?? this.nextId('sub');
    const start = input.periodStart ?? Math.floor(Date.now() / 1000) - 60;
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer: input.customer,
      status: input.status ?? 'active',
      currency: input.currency,
      metadata: input.metadata ?? {},
      start_date: start,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + PERIOD_SECONDS,
            price: {
              id: this.nextId('price'),
              object: 'price',
              product: input.product,
              unit_amount: input.unitAmount,
              currency: input.currency,
              recurring: { interval: 'month' },
            },
          },
        ],
      },
    };
    this.subscriptions.set(id, subscription);
    return structuredClone(subscription);
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_test_${String(this.sequence).padStart(6, '0')}`;
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? '/', this.url);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const recorded = { method: request.method ?? 'GET', path: url.pathname, form, idempotencyKey };
    this.requests.push(recorded);

    const replayKey = idempotencyKey ? `${recorded.method} ${recorded.path} ${idempotencyKey}` : undefined;
    const answer = (replayKey && this.answered.get(replayKey)) || this.route(recorded);
    if (replayKey) this.answered.set(replayKey, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': this.nextId('req') });
    response.end(JSON.stringify(answer.body));
  }

  private route({ method, path, form }: RecordedStripeRequest): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    const missing = (what: string) => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    });
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;

    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = { id: this.nextId('cus'), object: 'customer', email: form.email, name: form.name ?? null };
      this.customers.set(customer.id, customer);
      return ok(customer);
    }
    if (resource === 'customers' && method === 'DELETE' && id) {
      if (!this.customers.delete(id)) return missing('customer');
      return ok({ id, object: 'customer', deleted: true });
    }
    if (resource === 'products') {
      if (method === 'GET' && id) return this.products.has(id) ? ok(this.products.get(id)) : missing('product');
      if (method === 'POST' && !id) {
        const product = { id: form.id ?? this.nextId('prod'), object: 'product', name: form.name };
        this.products.set(product.id, product);
        return ok(product);
      }
    }
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      const sub = parts[4];
      if (method === 'POST' && !sessionId) return ok(this.createSession(form));
      const session = sessionId ? this.sessions.get(sessionId) : undefined;
      if (!session) return missing('checkout.session');
      if (method === 'GET' && !sub) return ok(session);
      if (method === 'POST' && sub === 'expire') {
        if (session.status !== 'open') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
          };
        }
        session.status = 'expired';
        return ok(session);
      }
    }
    if (resource === 'subscriptions' && id) {
      const subscription = this.subscriptions.get(id);
      if (!subscription) return missing('subscription');
      if (method === 'GET') return ok(subscription);
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        return ok(subscription);
      }
      if (method === 'POST') {
        const item = subscription.items.data[0]!;
        if (form['items[0][price_data][product]']) {
          item.price = {
            id: this.nextId('price'),
            object: 'price',
            product: form['items[0][price_data][product]'],
            unit_amount: Number(form['items[0][price_data][unit_amount]']),
            currency: form['items[0][price_data][currency]'] ?? '',
            recurring: { interval: form['items[0][price_data][recurring][interval]'] ?? '' },
          };
        }
        for (const [key, value] of Object.entries(form)) {
          const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
          if (name) subscription.metadata[name] = value;
        }
        return ok(subscription);
      }
    }
    if (resource === 'invoices' && id === 'create_preview' && method === 'POST') {
      const subscription = this.subscriptions.get(form.subscription ?? '');
      if (!subscription) return missing('subscription');
      const preview = this.invoicePreview(subscription, form);
      this.previews.push(preview);
      return ok(preview);
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      const portalId = this.nextId('bps');
      return ok({
        id: portalId,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/${portalId}`,
      });
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  /**
   * Stripe's arithmetic for a one-item price change prorated at `proration_date`: the rest of the period at
   * the new price charged, at the old price credited. always_invoice previews the invoice made at once;
   * create_prorations the next one, which adds the next period at the new price.
   */
  private invoicePreview(subscription: FakeSubscription, form: Record<string, string>): FakeInvoicePreview {
    const item = subscription.items.data[0]!;
    const newAmount = Number(form['subscription_details[items][0][price_data][unit_amount]']);
    const at = Number(form['subscription_details[proration_date]'] ?? Math.floor(Date.now() / 1000));
    const left = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
    const line = (amount: number, proration: boolean) => ({
      id: this.nextId('il'),
      object: 'line_item' as const,
      amount,
      currency: subscription.currency,
      parent: {
        type: 'subscription_item_details' as const,
        subscription_item_details: { proration, subscription: subscription.id, subscription_item: item.id },
      },
    });
    const lines = [line(-Math.round(item.price.unit_amount * left), true), line(Math.round(newAmount * left), true)];
    if (form['subscription_details[proration_behavior]'] !== 'always_invoice') lines.push(line(newAmount, false));
    const total = lines.reduce((sum, { amount }) => sum + amount, 0);
    return {
      object: 'invoice',
      subscription: subscription.id,
      currency: subscription.currency,
      amount_due: Math.max(0, total),
      lines: { object: 'list', has_more: false, data: lines },
    };
  }

  private createSession(form: Record<string, string>): FakeCheckoutSession {
    const id = this.nextId('cs');
    const metadataOf = (prefix: string) =>
      Object.fromEntries(
        Object.entries(form)
          .map(([key, value]) => [new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key)?.[1], value] as const)
          .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
      );
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? '',
      status: 'open',
      payment_status: 'unpaid',
      customer: form.customer ?? '',
      client_reference_id: form.client_reference_id ?? null,
      metadata: metadataOf('metadata'),
      amount_total: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'] ?? '',
      expires_at: Number(form.expires_at),
      subscription: null,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    this.sessionLines.set(id, {
      product: form['line_items[0][price_data][product]'] ?? '',
      subscriptionMetadata: metadataOf('subscription_data\\[metadata\\]'),
    });
    return session;
  }
}
