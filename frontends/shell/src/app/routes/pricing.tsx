import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';
import { buttonClassName } from '../../components/ui/button';
import type { PlanChoice } from '../../features/identity/pending-plan';
import { PlanChoiceAction } from '../../features/identity/plan-choice-action';
import { PlanCards, type PlanKey } from '../../features/pricing/plan-cards';
import { useRegionPrices } from '../../features/pricing/region-context';
import { Testimonials } from '../../features/pricing/testimonials';
import { useAuthUser } from '../../lib/auth';

const PLAN_CHOICES: Readonly<Record<PlanKey, PlanChoice>> = {
  payPerRepair: 'one-time',
  basic: 'basic',
  unlimited: 'pro',
};

export function Component() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { data: prices, isError, isFetching, refetch } = useRegionPrices();

  return (
    <SimplePage title={t('pages.pricing.title')} description={t('pages.pricing.description')}>
      {isError && !prices ? (
        <div role="alert">
          <p>{t('pages.pricing.loadFailed')}</p>
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <PlanCards
          prices={prices}
          renderAction={(plan, mostPopular) => (
            <PlanChoiceAction plan={PLAN_CHOICES[plan]} user={user} emphasised={mostPopular} />
          )}
        />
      )}
      <Testimonials />
    </SimplePage>
  );
}
