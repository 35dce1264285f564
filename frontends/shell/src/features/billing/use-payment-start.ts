import type { Region } from '@repairlens/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { showFailureToast, showToast } from '../../components/toasts/toast-slice';
import { useAuthUser } from '../../lib/auth';
import { useStartRepairCreditCheckoutMutation, useStartSubscriptionCheckoutMutation } from './api';
import { planTypeOf, type Plan } from './plan';

export type Purchase =
  | { readonly kind: 'repair-credit' }
  /** A subscriber's change of plan needs `confirmation`, from the change's preview the person was shown. */
  | { readonly kind: 'plan'; readonly plan: Plan; readonly confirmation?: string };

/** How starting a payment ended: off to the provider's checkout, plan switched in place, or failed (toast shown). */
export type PaymentStart = 'leaving' | 'plan-switched' | 'failed';

interface PaymentStartOptions {
  /**
   * Leave with `location.replace`, for a page that only starts a payment (/checkout, /subscribe): Back on
   * the provider's page then goes to where the person came from, not to a page that sends them forward again.
   */
  readonly replacePage?: boolean;
}

/**
 * Starts paying (product §7), always from a person's click: a repair credit, or a plan — a
 * checkout for someone without one, a switch in place for a subscriber who confirmed its amount. A
 * checkout's URL is opened in the browser; a switch shows "Plan updated successfully!" and the user is read
 * again. Failures show a toast: "Plan switch failed" for a subscriber's switch, "Checkout failed" otherwise,
 * with the server's message when there is one.
 */
export function usePaymentStart(region: Region, { replacePage = false }: PaymentStartOptions = {}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useAuthUser();
  const [startRepairCreditCheckout, repairCredit] = useStartRepairCreditCheckoutMutation();
  const [startSubscriptionCheckout, subscription] = useStartSubscriptionCheckoutMutation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // Back from the provider's page, the browser may show this page as it was left: usable again.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const start = async (purchase: Purchase): Promise<PaymentStart> => {
    const switching = purchase.kind === 'plan' && user !== null && planTypeOf(user) !== 'free';
    try {
      const answer =
        purchase.kind === 'repair-credit'
          ? await startRepairCreditCheckout({ region }).unwrap()
          : await startSubscriptionCheckout({
              plan: purchase.plan,
              region,
              ...(purchase.confirmation ? { confirmation: purchase.confirmation } : {}),
            }).unwrap();
      if ('url' in answer) {
        setLeaving(true);
        if (replacePage) window.location.replace(answer.url);
        else window.location.assign(answer.url);
        return 'leaving';
      }
      dispatch(showToast({ title: t('billing.planUpdated'), description: answer.message }));
      return 'plan-switched';
    } catch (error) {
      const texts = switching ? 'billing.planSwitchFailed' : 'billing.checkoutFailed';
      dispatch(showFailureToast(t(`${texts}.title`), error, t(`${texts}.fallback`)));
      return 'failed';
    }
  };

  return { start, busy: leaving || repairCredit.isLoading || subscription.isLoading };
}
