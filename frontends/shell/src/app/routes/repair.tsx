import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch, useStore } from 'react-redux';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/errors/error-screens';
import { SimplePage } from '../../components/page/simple-page';
import { SpinnerScreen } from '../../components/spinner/spinner';
import { dismissToast, selectCurrentToast } from '../../components/toasts/toast-slice';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { PaymentRequiredDialog } from '../../features/billing/payment-required-dialog';
import { useRegion, useRegionPrices } from '../../features/pricing/region-context';
import { RepairReport } from '../../features/repairs/repair-report';
import { usePolledRepairRequest } from '../../features/repairs/use-polled-repair-request';
import { usePageMeta } from '../../lib/page-meta';
import type { AppStore } from '../store';

/** /repair/{id}: one of the signed-in user's repairs. Anyone else's, or one that does not exist, is a 404. */
export function Component() {
  const { id = '' } = useParams();
  useArrivalToastDismissed();
  const repairRequest = usePolledRepairRequest(id);
  const { data: repair, error } = repairRequest;
  // 404 for a repair that is not the user's; 400 for an id that could never be one.
  if (!repair && error && 'status' in error && (error.status === 404 || error.status === 400)) {
    return <NotFoundPage />;
  }
  return <RepairPage repairRequest={repairRequest} />;
}

function RepairPage({ repairRequest }: { readonly repairRequest: ReturnType<typeof usePolledRepairRequest> }) {
  const { t } = useTranslation();
  const { data: repair, isLoading, isFetching, refetch, polling, checkAgain } = repairRequest;
  const { region } = useRegion();
  const { data: prices } = useRegionPrices();
  // Adding detail pays for the repair: with nothing left, the payment options open here, as on the dashboard.
  const [paymentOptionsOpen, setPaymentOptionsOpen] = useState(false);
  usePageMeta({ title: repair?.title ?? t('pages.repair.title'), description: t('pages.repair.description') });

  if (isLoading) return <SpinnerScreen label={t('repairs.repairPage.loading')} showLabel />;
  if (!repair) {
    return (
      <SimplePage title={t('pages.repair.title')} description={t('repairs.repairPage.loadFailed')}>
        <TryAgainButton onRetry={() => void refetch()} retrying={isFetching} />
      </SimplePage>
    );
  }
  return (
    <>
      <RepairReport
        repair={repair}
        polling={polling}
        onCheckAgain={checkAgain}
        checking={isFetching}
        onPaymentRequired={() => setPaymentOptionsOpen(true)}
      />
      <PaymentRequiredDialog
        open={paymentOptionsOpen}
        onClose={() => setPaymentOptionsOpen(false)}
        region={region}
        prices={prices}
      />
    </>
  );
}

/**
 * "Analysis Complete!" has said its piece once the page it announced is open: on a phone it would sit over the
 * instructions for four more seconds, so the page dismisses whatever notice was showing as it opened.
 */
function useArrivalToastDismissed() {
  const dispatch = useDispatch();
  const store = useStore<ReturnType<AppStore['getState']>>();
  useEffect(() => {
    const arrival = selectCurrentToast(store.getState());
    if (arrival?.variant === 'info') dispatch(dismissToast(arrival.id));
  }, [dispatch, store]);
}
