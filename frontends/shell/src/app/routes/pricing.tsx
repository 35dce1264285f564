import { useTranslation } from '../../i18n/translation';
import { SimplePage } from '../../components/page/simple-page';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { useCatalogueQuery } from '../../features/billing/api';
import { planChoiceOf } from '../../features/identity/pending-plan';
import { PlanChoiceAction } from '../../features/identity/plan-choice-action';
import { PlanCards } from '../../features/pricing/plan-cards';
import { useItemTexts } from '../../lib/catalogue-texts';
import { useRegionPrices } from '../../features/pricing/region-context';
import { Testimonials } from '../../features/pricing/testimonials';
import { useAuthUser } from '../../lib/auth';

export function Component() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { data: prices, isError, isFetching, refetch } = useRegionPrices();
  const catalogue = useCatalogueQuery();
  const textsOf = useItemTexts();

  return (
    <SimplePage title={t('pages.pricing.title')} description={t('pages.pricing.description')}>
      {(isError && !prices) || (catalogue.isError && !catalogue.data) ? (
        <div role="alert">
          <p>{t('pages.pricing.loadFailed')}</p>
          <TryAgainButton
            onRetry={() => {
              void refetch();
              void catalogue.refetch();
            }}
            retrying={isFetching || catalogue.isFetching}
          />
        </div>
      ) : (
        <PlanCards
          items={catalogue.data?.items}
          prices={prices}
          renderAction={(item) => (
            <PlanChoiceAction
              plan={planChoiceOf(item)}
              name={textsOf(item).name}
              user={user}
              emphasised={item.highlighted}
            />
          )}
        />
      )}
      {/* Under the cards once they are laid out: their space is not known before (see PlanCards). */}
      {catalogue.data && <Testimonials />}
    </SimplePage>
  );
}
