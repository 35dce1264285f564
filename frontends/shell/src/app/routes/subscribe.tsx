import { useTranslation } from '../../i18n/translation';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { usePlans } from '../../features/billing/catalogue-plans';
import { Spinner } from '../../components/spinner/spinner';
import { PlanConfirmation } from '../../features/billing/plan-confirmation';
import { useRegion } from '../../features/pricing/region-context';

/**
 * /subscribe?plan=<a plan of the catalogue>: the plan, its price (for a subscriber, the change's amount due now and
 * proration) and a button. Opening it starts nothing, wherever the link came from; only the click does.
 * Without a plan (or with one we do not sell) the pricing page lets the person choose.
 */
export function Component() {
  const { t } = useTranslation();
  const { region, loading } = useRegion();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const plans = usePlans();

  if (!plans) return <Spinner label={t('billing.confirmPlan.loading')} showLabel />;
  const chosen = plans.find((candidate) => candidate.id === plan);
  if (!chosen) return <Navigate to="/pricing" replace />;
  return (
    <SimplePage title={t('pages.subscribe.title')} description={t('pages.subscribe.description')}>
      <PlanConfirmation plan={chosen.id} region={region} regionReady={!loading} />
    </SimplePage>
  );
}
