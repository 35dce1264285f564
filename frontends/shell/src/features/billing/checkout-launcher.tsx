import type { Region } from '@repairlens/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner';
import { buttonClassName } from '../../components/ui/button';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { useAuthUser } from '../../lib/auth';
import { planTypeOf } from './plan';
import { usePaymentStart, type Purchase } from './use-payment-start';
import styles from './billing-cards.module.css';

interface CheckoutLauncherProps {
  readonly purchase: Extract<Purchase, { kind: 'repair-credit' }>;
  readonly region: Region;
  /** False while the region is still being detected: the checkout is in the region's currency. */
  readonly regionReady: boolean;
}

/**
 * The body of /checkout (one repair credit): opens the provider's checkout as soon as the region is known,
 * once, and the browser leaves for it; nothing is charged until the person pays there. On failure the person
 * can try again or go back to the prices. Plans never start this way: /subscribe asks first (PlanConfirmation).
 * Someone who still has free repairs is told so first, and buys only if they still want to.
 */
export function CheckoutLauncher({ purchase, region, regionReady }: CheckoutLauncherProps) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const freeRepairsLeft = user && planTypeOf(user) === 'free' ? user.freeFixesRemaining : 0;
  const [buyingAnyway, setBuyingAnyway] = useState(false);
  const mayStart = freeRepairsLeft === 0 || buyingAnyway;
  const { start } = usePaymentStart(region, { replacePage: true });
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  // The attempt already started: effects may run again (React's strict mode, a new region) without a new click.
  const startedAttempt = useRef<number | null>(null);

  useEffect(() => {
    if (!regionReady || !mayStart || startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    void start(purchase).then((outcome) => {
      if (outcome === 'failed') setFailedAttempt(attempt);
    });
  }, [regionReady, mayStart, attempt, start, purchase]);

  if (!mayStart) {
    return (
      <div className={styles.stack}>
        <p>{t('billing.checkout.freeRepairsLeft', { count: freeRepairsLeft })}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName('primary')}>
            {t('billing.checkout.startRepair')}
          </Link>
          <button type="button" className={buttonClassName('secondary')} onClick={() => setBuyingAnyway(true)}>
            {t('billing.checkout.buyAnyway')}
          </button>
        </div>
      </div>
    );
  }

  if (failedAttempt === attempt) {
    return (
      <div role="alert" className={styles.stack}>
        <p>{t('billing.checkout.failed')}</p>
        <div className={styles.actions}>
          <TryAgainButton onRetry={() => setAttempt(attempt + 1)} />
          <Link to="/pricing" className={buttonClassName('secondary')}>
            {t('billing.checkout.backToPricing')}
          </Link>
        </div>
      </div>
    );
  }
  return <Spinner label={t('billing.checkout.redirecting')} showLabel />;
}
