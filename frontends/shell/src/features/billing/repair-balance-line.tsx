import type { AuthUser } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { useRepairBalanceText } from './repair-balance';

/** "Repairs left: 2 free + 1 credit": the balance as the dashboard, the upload card and the account page say it. */
export function RepairBalanceLine({ user, className }: { readonly user: AuthUser; readonly className?: string }) {
  const { t } = useTranslation();
  return <p className={className}>{t('billing.balance.left', { balance: useRepairBalanceText(user) })}</p>;
}
