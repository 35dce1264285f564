import type { AuthUser } from '@repairlens/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import tableLayout from '../../../../shared/ui/table-layout.module.css';
import { Spinner } from '../../components/spinner/spinner';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { useInvoicesQuery, usePaymentsQuery } from './api';
import { billingHistoryEntries } from './billing-history';
import styles from './billing-cards.module.css';

/**
 * The account page's billing history: recent one-time payments and every subscription invoice. Invoices
 * are asked for only when the payment provider knows the user (product §7).
 */
export function BillingHistoryCard({ user }: { readonly user: Pick<AuthUser, 'stripeCustomerId'> }) {
  const { t } = useTranslation();
  const payments = usePaymentsQuery();
  const invoices = useInvoicesQuery(undefined, { skip: !user.stripeCustomerId });
  const entries = billingHistoryEntries(payments.data ?? [], invoices.data ?? []);

  const content = () => {
    if (payments.isError || invoices.isError) {
      return (
        <div role="alert" className={styles.stack}>
          <p>{t('billing.history.loadFailed')}</p>
          <div>
            <TryAgainButton
              variant="secondary"
              retrying={payments.isFetching || invoices.isFetching}
              onRetry={() => {
                if (payments.isError) void payments.refetch();
                if (invoices.isError) void invoices.refetch();
              }}
            />
          </div>
        </div>
      );
    }
    if (payments.isLoading || invoices.isLoading) return <Spinner label={t('common.loading')} />;
    if (entries.length === 0) return <p className={styles.muted}>{t('billing.history.empty')}</p>;
    const columns = {
      date: t('billing.history.date'),
      description: t('billing.history.description'),
      amount: t('billing.history.amount'),
      status: t('billing.history.status'),
    };
    // On a phone each payment is a card, every value under its column's name.
    const labelled = (column: keyof typeof columns, value: ReactNode) => (
      <>
        <span className={tableLayout.cellLabel}>{columns[column]}</span>
        <span>{value}</span>
      </>
    );
    return (
      <div className={tableLayout.cardsWhenNarrow}>
        <table className={styles.table} aria-labelledby="billing-history-title">
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.description}</th>
              <th scope="col" className={styles.number}>
                {columns.amount}
              </th>
              <th scope="col">{columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{labelled('date', t('billing.history.dateValue', { date: entry.date }))}</td>
                <td>{labelled('description', t(`billing.history.kinds.${entry.kind}`))}</td>
                <td className={styles.number}>
                  {labelled('amount', t('common.price', { amount: entry.amount, currency: entry.currency }))}
                </td>
                <td>
                  {labelled(
                    'status',
                    <span className={`${styles.status} ${styles[entry.status]}`}>
                      {t(`billing.history.statuses.${entry.status}`)}
                    </span>,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">{t('billing.history.title')}</h2>
      {content()}
    </section>
  );
}
