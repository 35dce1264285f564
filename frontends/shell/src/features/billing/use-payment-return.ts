import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../../components/toasts/toast-slice';
import { refreshAfterPayment, useLazyCheckoutSessionQuery } from './api';
import { readPaymentReturn, settlePaymentReturn, takePaymentReturnPath, withoutPaymentReturn } from './payment-return';

/**
 * Handles a return from the payment provider on whatever page it lands (/success after a checkout): the
 * parameters leave the address at once, the session is checked, then the toast shows and the user and
 * the billing history are read again. A checkout started with something to come back to (an upload kept
 * while paying) goes back to the page it was started on instead of staying on /success.
 */
export function usePaymentReturn(): void {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const [checkSession] = useLazyCheckoutSessionQuery();
  // The address handled last: the effect may run again for it before the parameters have left it.
  const handledLocation = useRef<typeof location | null>(null);

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const paymentReturn = readPaymentReturn(search);
    if (!paymentReturn || handledLocation.current === location) return;
    handledLocation.current = location;

    const returnPath = paymentReturn.kind === 'paid' ? takePaymentReturnPath() : null;
    void navigate(
      returnPath ?? { pathname: location.pathname, search: withoutPaymentReturn(search), hash: location.hash },
      { replace: true },
    );
    void settlePaymentReturn(paymentReturn, (sessionId) => checkSession(sessionId).unwrap()).then((message) => {
      dispatch(refreshAfterPayment());
      dispatch(
        showToast(
          message === 'paymentSuccessful'
            ? { title: t('billing.paymentReturn.paid'), description: t('billing.paymentReturn.paidDescription') }
            : { title: t('billing.planUpdated') },
        ),
      );
    });
  }, [location, navigate, checkSession, dispatch, t]);
}
