import type { Region } from '@repairlens/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner';
import { buttonClassName } from '../../components/ui/button';
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
 */
export function CheckoutLauncher({ purchase, region, regionReady }: CheckoutLauncherProps) {
  const { t } = useTranslation();
  const { start } = usePaymentStart(region, { replacePage: true });
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  // The attempt already started: effects may run again (React's strict mode, a new region) without a new click.
  const startedAttempt = useRef<number | null>(null);

  useEffect(() => {
    if (!regionReady || startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    void start(purchase).then((outcome) => {
      if (outcome === 'failed') setFailedAttempt(attempt);
    });
  }, [regionReady, attempt, start, purchase]);

  if (failedAttempt === attempt) {
    return (
      <div role="alert" className={styles.stack}>
        <p>{t('billing.checkout.failed')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClassName('primary')} onClick={() => setAttempt(attempt + 1)}>
            {t('common.tryAgain')}
          </button>
          <Link to="/pricing" className={buttonClassName('secondary')}>
            {t('billing.checkout.backToPricing')}
          </Link>
        </div>
      </div>
    );
  }
  return <Spinner label={t('billing.checkout.redirecting')} showLabel />;
}
