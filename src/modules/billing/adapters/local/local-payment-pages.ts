import type { PageLanguage } from '../../../../shared/http/page-language.js';
import type { Catalogue, Plan } from '../../domain/catalogue.js';
import { escapeHtml, standAlonePage } from '../../../../shared/http/stand-alone-page.js';
import {
  LOCAL_PAYMENTS_PATH,
  type LocalCheckout,
  type LocalInvoice,
  type LocalSubscription,
} from './local.payment-provider.js';

/**
 * The local payment provider's pages: plain HTML forms, no script, so they work the same in every
 * browser and in tests that only follow links and submit forms. Written in the signed-in account's language,
 * else the browser's (English or Canadian French, both side by side).
 */
const WORDS = {
  en: {
    plan: (name: string, allowance: number | null) =>
      allowance === null ? `${name} plan — unlimited repairs` : `${name} plan — ${allowance} repairs a month`,
    listing: 'Contractor plan — directory listing',
    credit: 'One repair credit',
    perMonth: 'per month',
    noCharge:
      'RepairLens is running with its built-in test payment provider. Nothing is charged and no card is asked for.',
    checkoutTitle: 'Test payment — no card is charged',
    alreadyPaid: 'This checkout is already paid.',
    notOpen: 'This checkout is no longer open.',
    backHome: 'Back to RepairLens',
    pay: 'Pay',
    cancel: 'Cancel',
    cancelSubscription: 'Cancel subscription',
    nextPeriod: 'Start next period (test)',
    failNext: 'Fail next payment (test)',
    periodEnds: (price: string, date: string) => `${price} per month. Current period ends ${date}.`,
    accountTitle: 'Your subscription — test payments',
    noSubscription: 'You have no subscription.',
    invoices: 'Invoices',
    columns: ['Date', 'Reason', 'Amount', 'Status'],
    returnLink: 'Return to RepairLens',
  },
  fr: {
    plan: (name: string, allowance: number | null) =>
      allowance === null
        ? `Forfait ${name} — réparations illimitées`
        : `Forfait ${name} — ${allowance} réparations par mois`,
    listing: 'Forfait entrepreneur — inscription au répertoire',
    credit: 'Un crédit de réparation',
    perMonth: 'par mois',
    noCharge:
      'RepairLens fonctionne avec son fournisseur de paiement d’essai intégré. Rien n’est facturé et aucune carte ' +
      'n’est demandée.',
    checkoutTitle: 'Paiement d’essai — aucune carte n’est débitée',
    alreadyPaid: 'Ce paiement a déjà été effectué.',
    notOpen: 'Ce paiement n’est plus ouvert.',
    backHome: 'Retour à RepairLens',
    pay: 'Payer',
    cancel: 'Annuler',
    cancelSubscription: 'Annuler l’abonnement',
    nextPeriod: 'Commencer la période suivante (essai)',
    failNext: 'Faire échouer le prochain paiement (essai)',
    periodEnds: (price: string, date: string) => `${price} par mois. La période en cours se termine le ${date}.`,
    accountTitle: 'Votre abonnement — paiements d’essai',
    noSubscription: 'Vous n’avez aucun abonnement.',
    invoices: 'Factures',
    columns: ['Date', 'Motif', 'Montant', 'État'],
    returnLink: 'Retourner à RepairLens',
  },
} as const satisfies Record<PageLanguage, unknown>;

type Words = (typeof WORDS)[PageLanguage];

/** A plan as the pages name it, from the catalogue's name of it in the page's language and its allowance. */
function planName(plan: Plan, catalogue: Catalogue, language: PageLanguage): string {
  return WORDS[language].plan(catalogue.planNameOf(plan, language), catalogue.monthlyAllowanceOf(plan));
}

function subscriptionName(
  subscription: Pick<LocalSubscription, 'plan'>,
  catalogue: Catalogue,
  language: PageLanguage,
): string {
  return subscription.plan ? planName(subscription.plan, catalogue, language) : WORDS[language].listing;
}

/**
 * "$5 CAD", "$12.50 USD": the specification's price format, from minor units; in French "5 $ CA", "12,50 $ US"
 * (Quebec usage, no-break spaces keeping the amount and its sign together).
 */
export function formatPrice(amountMinor: number, currency: string, language: PageLanguage = 'en'): string {
  const dollars = Math.floor(amountMinor / 100);
  const cents = amountMinor % 100;
  const decimals = cents === 0 ? '' : String(cents).padStart(2, '0');
  if (language === 'fr') {
    return `${dollars}${decimals && `,${decimals}`}\u00a0$\u00a0${currency.slice(0, 2)}`;
  }
  return `$${dollars}${decimals && `.${decimals}`} ${currency}`;
}

const PAGE_STYLES = `
  .amount { font-size: 2rem; font-weight: 700; margin: .25rem 0 1rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .7rem 1.4rem; font-size: 1rem; border-radius: 8px; border: 1px solid #1f6feb; cursor: pointer;
           background: #1f6feb; color: #fff; }
  button.secondary { background: #fff; color: #1b2733; border-color: #9aa5b1; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; margin-top: .5rem; }
  th, td { text-align: left; padding: .35rem 0; border-bottom: 1px solid #e3e8ee; }`;

function page(title: string, body: string, language: PageLanguage): string {
  return standAlonePage(title, body, PAGE_STYLES, language);
}

function noChargeNote(words: Words): string {
  return `<p class="note">${escapeHtml(words.noCharge)}</p>`;
}

export function checkoutPage(checkout: LocalCheckout, catalogue: Catalogue, language: PageLanguage = 'en'): string {
  const words = WORDS[language];
  const title = words.checkoutTitle;
  if (checkout.status !== 'open') {
    return page(
      title,
      `<h1>${title}</h1>
<p>${checkout.status === 'complete' ? words.alreadyPaid : words.notOpen}</p>
<p><a href="/">${words.backHome}</a></p>`,
      language,
    );
  }
  const { purchase } = checkout;
  const what =
    purchase.kind === 'one_time'
      ? words.credit
      : purchase.kind === 'listing'
        ? words.listing
        : planName(purchase.plan, catalogue, language);
  const every = purchase.kind !== 'one_time' ? ` <small>${words.perMonth}</small>` : '';
  const action = `${LOCAL_PAYMENTS_PATH}/checkout/${encodeURIComponent(checkout.id)}`;
  return page(
    title,
    `<h1>${title}</h1>
<p>${escapeHtml(what)}</p>
<p class="amount">${escapeHtml(formatPrice(checkout.amountMinor, checkout.currency, language))}${every}</p>
${noChargeNote(words)}
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit">${words.pay}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">${words.cancel}</button></form>
</div>`,
    language,
  );
}

/** One subscription on the account page, with its test buttons while it runs. */
function subscriptionSection(subscription: LocalSubscription, catalogue: Catalogue, language: PageLanguage): string {
  const words = WORDS[language];
  const live = subscription.status !== 'canceled';
  const which = `?subscription=${encodeURIComponent(subscription.id)}`;
  const actions = live
    ? `<div class="actions">
<form method="post" action="${LOCAL_PAYMENTS_PATH}/account/cancel-subscription${which}"><button type="submit">${words.cancelSubscription}</button></form>
<form method="post" action="${LOCAL_PAYMENTS_PATH}/account/next-period${which}"><button type="submit" class="secondary">${words.nextPeriod}</button></form>
<form method="post" action="${LOCAL_PAYMENTS_PATH}/account/next-period${which}&amp;outcome=failed"><button type="submit" class="secondary">${words.failNext}</button></form>
</div>`
    : '';
  const price = formatPrice(subscription.amountMinor, subscription.currency, language);
  return `<p>${escapeHtml(subscriptionName(subscription, catalogue, language))}: <strong>${escapeHtml(subscription.status.replace('_', ' '))}</strong></p>
<p>${escapeHtml(words.periodEnds(price, subscription.currentPeriodEnd.slice(0, 10)))}</p>
${actions}`;
}

export function accountPage(
  subscriptions: readonly LocalSubscription[],
  invoices: readonly LocalInvoice[],
  returnUrl: string,
  catalogue: Catalogue,
  language: PageLanguage = 'en',
): string {
  const words = WORDS[language];
  const title = words.accountTitle;
  const summary = subscriptions.length
    ? subscriptions.map((subscription) => subscriptionSection(subscription, catalogue, language)).join('\n')
    : `<p>${words.noSubscription}</p>`;
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(invoice.createdAt.slice(0, 10))}</td><td>${escapeHtml(invoice.billingReason)}</td>` +
        `<td>${escapeHtml(formatPrice(invoice.amountPaid, invoice.currency, language))}</td><td>${escapeHtml(invoice.status)}</td></tr>`,
    )
    .join('\n');
  const header = words.columns.map((column) => `<th>${column}</th>`).join('');
  const history = invoices.length ? `<h2>${words.invoices}</h2><table><tr>${header}</tr>${rows}</table>` : '';
  return page(
    title,
    `<h1>${title}</h1>
${summary}
${noChargeNote(words)}
${history}
<p><a href="${escapeHtml(returnUrl)}">${words.returnLink}</a></p>`,
    language,
  );
}
