import type { CatalogueItem, Region, RegionPrices } from '@repairlens/contract';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNavigate } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useAuthUser } from '../../lib/auth';
import { useItemTexts, useTextAt } from '../../lib/catalogue-texts';
import { useCatalogueQuery } from './api';
import { forgetPaymentReturnPath, rememberPaymentReturnPath } from './payment-return';
import { planTypeOf } from './plan';
import { usePaymentStart, type Purchase } from './use-payment-start';
import styles from './payment-required-dialog.module.css';

interface PaymentRequiredDialogProps {
  /** Opened by whoever learns that no repair is left: the dashboard's prompt, an upload answered with 402. */
  readonly open: boolean;
  readonly onClose: () => void;
  readonly region: Region;
  /** The region's prices; the options show without them while they load. */
  readonly prices: RegionPrices | undefined;
  /**
   * Something to come back to after paying (an upload refused for want of a repair): kept before the browser
   * leaves for the checkout, which then returns to `path` rather than to the payment-success page.
   */
  readonly comeBack?: { readonly path: string; readonly keep: () => Promise<void> };
}

/**
 * "Free Fixes Used Up!" (product §2): a one-time fix or the recommended plan (Unlimited), both from the catalogue. Pay Once opens the
 * checkout of one repair credit; Subscribe the Unlimited plan's, or for a Basic subscriber (whose month's
 * repairs are used up) the confirmation of the upgrade, which shows its amount before anything is charged.
 */
export function PaymentRequiredDialog({ open, onClose, region, prices, comeBack }: PaymentRequiredDialogProps) {
  const { t, i18n } = useTranslation();
  const { start, busy } = usePaymentStart(region);
  const navigate = useNavigate();
  const user = useAuthUser();
  const subscriber = user !== null && planTypeOf(user) !== 'free';
  const maybeLater = useRef<HTMLButtonElement>(null);
  const pay = async (purchase: Purchase) => {
    if (comeBack) {
      try {
        await comeBack.keep();
        rememberPaymentReturnPath(comeBack.path);
      } catch {
        // Nothing could be kept (storage refused): the payment goes ahead and ends on the success page.
      }
    }
    if ((await start(purchase)) !== 'leaving') forgetPaymentReturnPath();
  };
  const textAt = useTextAt();
  const itemTexts = useItemTexts();
  // The repair credit and the recommended plans, by rank; Subscribe starts the first recommended plan.
  const options = (useCatalogueQuery().data?.items ?? [])
    .filter((item) => item.kind === 'credit' || (item.kind === 'plan' && item.highlighted))
    .sort((a, b) => a.rank - b.rank);
  const subscribePlan = options.find((item) => item.kind === 'plan')?.id;
  /** The dialog's own text for an item, or the pricing page's (name, first selling point) for one without. */
  const optionText = (item: CatalogueItem, field: 'name' | 'period' | 'text') => {
    const key = `billing.paymentRequired.${item.id}.${field}`;
    if (i18n.exists(key)) return textAt(key) as string;
    if (field === 'period') return t(item.kind === 'credit' ? 'pages.pricing.perRepair' : 'pages.pricing.perMonth');
    const texts = itemTexts(item);
    return field === 'name' ? texts.name : (texts.features[0] ?? '');
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('billing.paymentRequired.title')}
      description={t('billing.paymentRequired.description')}
      initialFocus={maybeLater}
    >
      <ul className={styles.options}>
        {options.map((option) => {
          const amountMinor = prices?.prices[option.id];
          return (
            <li key={option.id} className={option.highlighted ? `${styles.option} ${styles.popular}` : styles.option}>
              <h3>
                {optionText(option, 'name')}
                {option.highlighted && <span className={styles.badge}>{t('billing.paymentRequired.popular')}</span>}
              </h3>
              {prices && amountMinor !== undefined && (
                <p className={styles.price}>
                  <span className={styles.amount}>
                    {t('common.price', { amount: amountMinor / 100, currency: prices.currency })}
                  </span>{' '}
                  {optionText(option, 'period')}
                </p>
              )}
              <p>{optionText(option, 'text')}</p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button ref={maybeLater} type="button" className={buttonClassName('secondary')} onClick={onClose}>
          {t('billing.paymentRequired.maybeLater')}
        </button>
        <button
          type="button"
          className={buttonClassName('secondary')}
          disabled={busy}
          onClick={() => void pay({ kind: 'repair-credit' })}
        >
          {t('billing.paymentRequired.payOnce')}
        </button>
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={busy || subscribePlan === undefined}
          onClick={() => {
            if (subscribePlan === undefined) return;
            if (subscriber) {
              onClose();
              void navigate(`/subscribe?${new URLSearchParams({ plan: subscribePlan })}`);
            } else {
              void pay({ kind: 'plan', plan: subscribePlan });
            }
          }}
        >
          {t('billing.paymentRequired.subscribe')}
        </button>
      </div>
    </ModalDialog>
  );
}
