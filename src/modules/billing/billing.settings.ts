import { z } from 'zod';
import { optionalUrl, requireHttps, trueOrFalse } from '../../shared/config/config.js';
import { adapterChoice, settingsGroup } from '../../shared/config/settings.js';

const paymentsAdapter = adapterChoice({
  variable: 'PAYMENTS_ADAPTER',
  production: ['stripe'],
  embedded: 'local',
  credentials: ['STRIPE_SECRET_KEY'],
  // The embedded local payment provider must never take real customers.
  refusedInProduction: "the local provider's Pay button pays nothing",
  meaning: '`stripe`, or `local`: a payment provider with its own test checkout page (refused in production).',
});

export interface BillingConfig {
  /** Local: the embedded local payment provider takes (test) payments. */
  readonly payments:
    | {
        readonly kind: 'stripe';
        readonly secretKey: string;
        /** Absent: webhooks are refused, since they cannot be verified. */
        readonly webhookSecret: string | null;
        readonly apiUrl: string | null;
        readonly automaticTax: boolean;
      }
    | { readonly kind: 'local' };
}

export const billingSettings = settingsGroup({
  title: 'Payments',
  variables: {
    ...paymentsAdapter.settings,
    STRIPE_SECRET_KEY: {
      schema: z
        .string()
        .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key')
        .optional(),
      meaning: 'Stripe secret or restricted key.',
    },
    STRIPE_WEBHOOK_SECRET: {
      schema: z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret').optional(),
      meaning: 'Signing secret (`whsec_`) of the webhook endpoint `PUBLIC_URL/api/stripe/webhook`.',
    },
    STRIPE_API_URL: {
      schema: optionalUrl,
      meaning: "Another address for Stripe's API (a local test server). Unset: Stripe itself.",
    },
    STRIPE_AUTOMATIC_TAX: {
      schema: trueOrFalse,
      default: 'false',
      meaning: '`true`: Stripe Tax computes tax at checkout.',
    },
  },
  check(values, report, context) {
    paymentsAdapter.check(values, report, context);
    if (!context.production) return;
    if (values.STRIPE_WEBHOOK_SECRET === undefined)
      report('STRIPE_WEBHOOK_SECRET', 'is required when NODE_ENV=production');
    requireHttps('STRIPE_API_URL', values.STRIPE_API_URL, report);
  },
  load(values): BillingConfig {
    return {
      payments:
        paymentsAdapter.choose(values) === 'stripe' && values.STRIPE_SECRET_KEY
          ? {
              kind: 'stripe',
              secretKey: values.STRIPE_SECRET_KEY,
              webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? null,
              apiUrl: values.STRIPE_API_URL ?? null,
              automaticTax: values.STRIPE_AUTOMATIC_TAX,
            }
          : { kind: 'local' },
    };
  },
});
