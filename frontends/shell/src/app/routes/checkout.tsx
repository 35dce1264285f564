import { useTranslation } from '../../i18n/translation';
import { SimplePage } from '../../components/page/simple-page';
import { CheckoutLauncher } from '../../features/billing/checkout-launcher';
import { useRegion } from '../../features/pricing/region-context';

const REPAIR_CREDIT = { kind: 'repair-credit' } as const;

/** /checkout: one repair credit, paid on the payment provider's checkout page. */
export function Component() {
  const { t } = useTranslation();
  const { region, loading } = useRegion();
  return (
    <SimplePage title={t('pages.checkout.title')} description={t('pages.checkout.description')}>
      <CheckoutLauncher purchase={REPAIR_CREDIT} region={region} regionReady={!loading} />
    </SimplePage>
  );
}
