import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { OutOfRepairsNotice } from '../../features/billing/out-of-repairs-notice';
import { PaymentRequiredDialog } from '../../features/billing/payment-required-dialog';
import { hasNoRepairsLeft } from '../../features/billing/plan';
import { isFreeFixesOnly, repairBalanceOf } from '../../features/billing/repair-balance';
import { RepairBalanceLine } from '../../features/billing/repair-balance-line';
import { useRegion, useRegionPrices } from '../../features/pricing/region-context';
import { RecentFixes } from '../../features/repairs/recent-fixes';
import { UploadCard } from '../../features/repairs/upload-card';
import { keepUploadDraft } from '../../features/repairs/upload-draft';
import type { RefusedUpload } from '../../features/repairs/use-repair-upload';
import { canAccess, useAuthUser } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import styles from './dashboard.module.css';

/** The signed-in home page. */
export function Component() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { region } = useRegion();
  const { data: prices } = useRegionPrices();
  // The payment options ("Free Fixes Used Up!"): opened from the prompt below, and by an upload answered 402.
  const [paymentOptionsOpen, setPaymentOptionsOpen] = useState(false);
  // The upload that opened them: kept while its person pays, and back on this page after, ready to send.
  const [refusedUpload, setRefusedUpload] = useState<RefusedUpload | null>(null);
  usePageMeta({ title: t('pages.dashboard.title'), description: t('pages.dashboard.description') });

  return (
    <div className={styles.page}>
      {canAccess(user, 'admin') && (
        <aside className={styles.adminBanner} aria-label={t('nav.admin')}>
          <p>{t('pages.dashboard.adminBanner')}</p>
          <Link to="/admin">{t('pages.dashboard.adminLink')}</Link>
        </aside>
      )}
      <h1>
        {user?.firstName
          ? t('pages.dashboard.greeting', { name: user.firstName })
          : t('pages.dashboard.greetingNoName')}
      </h1>
      {user &&
        (isFreeFixesOnly(repairBalanceOf(user)) ? (
          <p className={styles.balance}>{t('pages.dashboard.freeFixes', { count: user.freeFixesRemaining })}</p>
        ) : (
          <RepairBalanceLine user={user} className={styles.balance} />
        ))}
      {user && hasNoRepairsLeft(user) && <OutOfRepairsNotice onGetMoreRepairs={() => setPaymentOptionsOpen(true)} />}
      <div className={styles.repairs}>
        <UploadCard
          region={region}
          balance={user && <RepairBalanceLine user={user} />}
          onPaymentRequired={(refused) => {
            setRefusedUpload(refused);
            setPaymentOptionsOpen(true);
          }}
        />
        <RecentFixes />
      </div>
      <PaymentRequiredDialog
        open={paymentOptionsOpen}
        onClose={() => {
          setPaymentOptionsOpen(false);
          setRefusedUpload(null);
        }}
        region={region}
        prices={prices}
        comeBack={refusedUpload ? { path: '/', keep: () => keepUploadDraft(refusedUpload) } : undefined}
      />
    </div>
  );
}
