import { escapeHtml, standAlonePage } from '../../../../shared/http/stand-alone-page.js';
import type { Plan } from '../../domain/plan.js';
import {
  LOCAL_PAYMENTS_PATH,
  type LocalCheckout,
  type LocalInvoice,
  type LocalSubscription,
} from './local.payment-provider.js';

/**
 * The local payment provider's pages: plain HTML forms, no script, so they work the same in every
 * browser and in tests that only follow links and submit forms.
 */
const PLAN_NAMES: Readonly<Record<Plan, string>> = {
  basic: 'Basic plan — 10 repairs a month',
  pro: 'Unlimited plan — unlimited repairs',
};
const LISTING_NAME = 'Contractor plan — directory listing';

function subscriptionName(subscription: Pick<LocalSubscription, 'plan'>): string {
  return subscription.plan ? PLAN_NAMES[subscription.plan] : LISTING_NAME;
}

/** "$5 CAD", "$12.50 USD": the specification's price format, from minor units. */
export function formatPrice(amountMinor: number, currency: string): string {
  const dollars = Math.floor(amountMinor / 100);
  const cents = amountMinor % 100;
  return `$${dollars}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`} ${currency}`;
}

const PAGE_STYLES = `
  .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .7rem 1.4rem; font-size: 1rem; border-radius: 8px; border: 1px solid #1f6feb; cursor: pointer;
           background: #1f6feb; color: #fff; }
  button.secondary { background: #fff; color: #1b2733; border-color: #9aa5b1; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; margin-top: .5rem; }
  th, td { text-align: left; padding: .35rem 0; border-bottom: 1px solid #e3e8ee; }`;

function page(title: string, body: string): string {
  return standAlonePage(title, body, PAGE_STYLES);
}

const NO_CHARGE_NOTE =
  '<p class="note">RepairLens is running with its built-in test payment provider. Nothing is charged and no card is asked for.</p>';

export function checkoutPage(checkout: LocalCheckout): string {
  const title = 'Test payment — no card is charged';
  if (checkout.status !== 'open') {
    return page(
      title,
      `<h1>${title}</h1>
<p>This checkout is ${checkout.status === 'complete' ? 'already paid' : 'no longer open'}.</p>
<p><a href="/">Back to RepairLens</a></p>`,
    );
  }
  const { purchase } = checkout;
  const what =
    purchase.kind === 'one_time'
      ? 'One repair credit'
      : purchase.kind === 'listing'
        ? LISTING_NAME
        : PLAN_NAMES[purchase.plan];
  const every = purchase.kind !== 'one_time' ? ' <small>per month</small>' : '';
  const action = `${LOCAL_PAYMENTS_PATH}/checkout/${encodeURIComponent(checkout.id)}`;
  return page(
    title,
    `<h1>${title}</h1>
<p>${escapeHtml(what)}</p>
<p class="amount">${escapeHtml(formatPrice(checkout.amountMinor, checkout.currency))}${every}</p>
${NO_CHARGE_NOTE}
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

/** One subscription on the account page, with its test buttons while it runs. */
function subscriptionSection(subscription: LocalSubscription): string {
  const live = subscription.status !== 'canceled';
  const which = `?subscription=${encodeURIComponent(subscription.id)}`;
  const actions = live
    ? `<div class="actions">
<form method="post" action="${LOCAL_PAYMENTS_PATH}/account/cancel-subscription${which}"><button type="submit">Cancel subscription</button></form>
<form method="post" action="${LOCAL_PAYMENTS_PATH}/account/next-period${which}"><button type="submit" class="secondary">Start next period (test)</button></form>
<form method="post" action="${LOCAL_PAYMENTS_PATH}/account/next-period${which}&amp;outcome=failed"><button type="submit" class="secondary">Fail next payment (test)</button></form>
</div>`
    : '';
  return `<p>${escapeHtml(subscriptionName(subscription))}: <strong>${escapeHtml(subscription.status.replace('_', ' '))}</strong></p>
<p>${escapeHtml(formatPrice(subscription.amountMinor, subscription.currency))} per month. Current period ends
${escapeHtml(subscription.currentPeriodEnd.slice(0, 10))}.</p>
${actions}`;
}

export function accountPage(
  subscriptions: readonly LocalSubscription[],
  invoices: readonly LocalInvoice[],
  returnUrl: string,
): string {
  const title = 'Your subscription — test payments';
  const summary = subscriptions.length
    ? subscriptions.map(subscriptionSection).join('\n')
    : '<p>You have no subscription.</p>';
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(invoice.createdAt.slice(0, 10))}</td><td>${escapeHtml(invoice.billingReason)}</td>` +
        `<td>${escapeHtml(formatPrice(invoice.amountPaid, invoice.currency))}</td><td>${escapeHtml(invoice.status)}</td></tr>`,
    )
    .join('\n');
  const history = invoices.length
    ? `<h2>Invoices</h2><table><tr><th>Date</th><th>Reason</th><th>Amount</th><th>Status</th></tr>${rows}</table>`
    : '';
  return page(
    title,
    `<h1>${title}</h1>
${summary}
${NO_CHARGE_NOTE}
${history}
<p><a href="${escapeHtml(returnUrl)}">Return to RepairLens</a></p>`,
  );
}
