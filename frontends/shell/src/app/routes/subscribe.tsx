import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { CheckoutLauncher } from '../../features/billing/checkout-launcher';
import { isPlan } from '../../features/billing/plan';
import { useRegion } from '../../features/pricing/region-context';

/**
 * /subscribe?plan=basic|pro: the plan's checkout, or for a subscriber the switch to it. Without a plan
 * (or with one we do not sell) the pricing page lets the person choose.
 */
export function Component() {
  const { t } = useTranslation();
  const { region, loading } = useRegion();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');

  if (!isPlan(plan)) return <Navigate to="/pricing" replace />;
  return (
    <SimplePage title={t('pages.subscribe.title')} description={t('pages.subscribe.description')}>
      <CheckoutLauncher purchase={{ kind: 'plan', plan }} region={region} regionReady={!loading} />
    </SimplePage>
  );
}
