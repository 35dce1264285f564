import type { AdminRegionPrices } from '@repairlens/contract';
import { useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { QueryState, SectionHeading } from '../../components/query-state';
import { ResultsTable } from '../../components/results-table';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useCatalogueApi } from '../../catalogue';
import { usePricingApi } from './api';
import {
  amountStyle,
  MAX_PRICE_MINOR,
  MIN_PRICE_MINOR,
  itemsInOrder,
  parsePrice,
  priceText,
  pricesOf,
  type PriceProblem,
  type PricedItem,
} from './price-entry';
import { PriceChangeDialog, useItemName, type PriceChange } from './price-change-dialog';
import styles from './pricing.module.css';

type Drafts = Record<PricedItem, string>;

/** Region (with its currency), a column per item sold, last change, save. */
const OTHER_COLUMNS = 3;

/**
 * The region price table (issue 8): edit a region's prices, one per catalogue item, and save them; the public
 * pages follow.
 */
export default function PricingSection() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const itemName = useItemName();
  const { useAdminPriceTablesQuery } = usePricingApi();
  const { useCatalogueQuery } = useCatalogueApi();
  const query = useAdminPriceTablesQuery();
  const catalogueOrder = useCatalogueQuery().data?.items.map((item) => item.id) ?? [];

  return (
    <>
      <SectionHeading>{t('sections.pricing.heading')}</SectionHeading>
      <p className={`${ui.muted} ${styles.intro}`}>{t('sections.pricing.intro')}</p>
      <QueryState query={query}>
        {(tables) => {
          const items = itemsInOrder(tables[0]?.prices ?? {}, catalogueOrder);
          return (
            <ResultsTable
              label={t('sections.pricing.tableLabel')}
              columns={[
                t('sections.pricing.region'),
                ...items.map(itemName),
                t('sections.pricing.lastChange'),
                t('sections.pricing.actions'),
              ]}
            >
              {tables.map((table) => (
                // Another language writes the amounts its own way ("4,00"): the rows start again in it.
                <RegionPriceRows
                  key={`${table.region}-${i18n.language}`}
                  table={table}
                  items={items}
                  locale={i18n.language}
                />
              ))}
            </ResultsTable>
          );
        }}
      </QueryState>
    </>
  );
}

function draftsOf(table: AdminRegionPrices, locale: string): Drafts {
  return Object.fromEntries(Object.entries(table.prices).map(([item, cents]) => [item, priceText(cents, locale)]));
}

type Feedback =
  { readonly kind: 'saved' } | { readonly kind: 'unchanged' } | { readonly kind: 'failed'; readonly message: string };

type Prices = Record<PricedItem, number>;

/** The prices that differ from the table's, old and new. */
function changesFrom(table: AdminRegionPrices, items: readonly PricedItem[], prices: Prices): PriceChange[] {
  return items
    .filter((item) => prices[item] !== table.prices[item])
    .map((item) => ({ item, before: table.prices[item] ?? 0, after: prices[item] ?? 0 }));
}

/** One region's row of inputs with its own form (Save), and a row below it for what saving answered. */
function RegionPriceRows({
  table,
  items,
  locale,
}: {
  readonly table: AdminRegionPrices;
  readonly items: readonly PricedItem[];
  readonly locale: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const itemName = useItemName();
  const { useReviseRegionPricesMutation } = usePricingApi();
  const [revise, { isLoading: saving }] = useReviseRegionPricesMutation();
  const [drafts, setDrafts] = useState(() => draftsOf(table, locale));
  // A field's problem shows once the admin has left it or tried to save, not while typing.
  const [checked, setChecked] = useState<ReadonlySet<PricedItem>>(new Set());
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // New prices waiting for the admin to confirm them (they go live at once).
  const [proposed, setProposed] = useState<Prices | null>(null);
  const inputs = useRef<Partial<Record<PricedItem, HTMLInputElement | null>>>({});

  const { region, currency } = table;
  const formId = `pricing-${region}`;
  const regionName = t(`sections.pricing.regionNames.${region}`);
  const parsed = items.map((item) => ({ item, entry: parsePrice(drafts[item] ?? '', locale) }));
  const { signFirst } = amountStyle(locale);

  const problemText = (problem: PriceProblem) =>
    t(`sections.pricing.problems.${problem}`, { min: MIN_PRICE_MINOR / 100, max: MAX_PRICE_MINOR / 100 });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(new Set(items));
    setFeedback(null);
    const prices = pricesOf(drafts, locale);
    if (!prices) {
      const firstInvalid = parsed.find(({ entry }) => 'problem' in entry);
      if (firstInvalid) inputs.current[firstInvalid.item]?.focus();
      return;
    }
    if (changesFrom(table, items, prices).length === 0) setFeedback({ kind: 'unchanged' });
    else setProposed(prices);
  }

  async function putLive(prices: Prices) {
    try {
      const saved = await revise({ region, prices }).unwrap();
      setDrafts(draftsOf(saved, locale));
      setChecked(new Set());
      setFeedback({ kind: 'saved' });
    } catch (error) {
      setFeedback({
        kind: 'failed',
        message: serverMessage(asApiError(error)) ?? t('sections.pricing.saveFailed'),
      });
    }
  }

  return (
    <>
      <tr>
        <th scope="row">
          {regionName}
          <span className={styles.currency}>{currency}</span>
        </th>
        {parsed.map(({ item, entry }) => {
          const problem = checked.has(item) && 'problem' in entry ? entry.problem : null;
          const problemId = `${formId}-${item}-problem`;
          return (
            <td key={item}>
              <span className={styles.amount}>
                {signFirst && <span aria-hidden="true">$</span>}
                <input
                  ref={(element) => {
                    inputs.current[item] = element;
                  }}
                  form={formId}
                  className={styles.input}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t('sections.pricing.inputLabel', {
                    item: itemName(item),
                    region: regionName,
                    currency,
                  })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  value={drafts[item] ?? ''}
                  onChange={(event) => setDrafts((current) => ({ ...current, [item]: event.target.value }))}
                  onBlur={() => setChecked((current) => new Set(current).add(item))}
                />
                {!signFirst && <span aria-hidden="true">$</span>}
              </span>
              {problem && (
                <span id={problemId} className={`${ui.fieldError} ${styles.problem}`}>
                  {problemText(problem)}
                </span>
              )}
            </td>
          );
        })}
        <td>
          {table.updatedBy
            ? t('sections.pricing.lastChangedBy', { email: table.updatedBy, date: new Date(table.updatedAt) })
            : t('sections.pricing.neverChanged')}
        </td>
        <td>
          <form id={formId} noValidate onSubmit={save}>
            <button
              type="submit"
              className={ui.button}
              disabled={saving}
              aria-label={t('sections.pricing.saveRegion', { region })}
            >
              {t('sections.pricing.save')}
            </button>
          </form>
        </td>
      </tr>
      {feedback && (
        <tr>
          <td colSpan={items.length + OTHER_COLUMNS}>
            {feedback.kind === 'saved' || feedback.kind === 'unchanged' ? (
              <div role="status" className={ui.success}>
                {t(`sections.pricing.${feedback.kind}`, { region: regionName })}
              </div>
            ) : (
              <div role="alert" className={ui.fieldError}>
                {feedback.message}
              </div>
            )}
          </td>
        </tr>
      )}
      {proposed &&
        // A dialog has no place among table rows: it lives in the body, above the page.
        createPortal(
          <PriceChangeDialog
            regionName={regionName}
            currency={currency}
            locale={locale}
            changes={changesFrom(table, items, proposed)}
            saving={saving}
            onConfirm={() => putLive(proposed)}
            onClose={() => setProposed(null)}
          />,
          document.body,
        )}
    </>
  );
}
