import type { AuthUser } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { isFreeFixesOnly, repairBalanceOf, useRepairBalanceText } from './repair-balance';
import styles from './free-fixes-counter.module.css';

/**
 * The navigation bar's "Free fixes" counter: the free repairs the signed-in user has left, and with a credit or
 * a plan the whole balance ("Repairs: 0 free + 1 credit"), worded as every other screen words it.
 */
export function FreeFixesCounter({ user }: { readonly user: AuthUser }) {
  const { t } = useTranslation();
  const balanceText = useRepairBalanceText(user);
  return (
    <p className={styles.counter}>
      {isFreeFixesOnly(repairBalanceOf(user))
        ? t('nav.freeFixes', { count: user.freeFixesRemaining })
        : t('nav.repairBalance', { balance: balanceText })}
    </p>
  );
}
