import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { isPlan } from '../../features/billing/plan';
import { PlanConfirmation } from '../../features/billing/plan-confirmation';
import { useRegion } from '../../features/pricing/region-context';

/**
 * /subscribe?plan=basic|pro: the plan, its price (for a subscriber, the change's amount due now and
 * proration) and a button. Opening it starts nothing, wherever the link came from; only the click does.
 * Without a plan (or with one we do not sell) the pricing page lets the person choose.
 */
export function Component() {
  const { t } = useTranslation();
  const { region, loading } = useRegion();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');

  if (!isPlan(plan)) return <Navigate to="/pricing" replace />;
  return (
    <SimplePage title={t('pages.subscribe.title')} description={t('pages.subscribe.description')}>
      <PlanConfirmation plan={plan} region={region} regionReady={!loading} />
    </SimplePage>
  );
}
