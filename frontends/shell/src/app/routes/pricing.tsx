import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';
import { Spinner } from '../../components/spinner/spinner';
import { buttonClassName } from '../../components/ui/button';
import { useRegionPricesQuery } from '../../features/pricing/api';
import { PlanCards } from '../../features/pricing/plan-cards';
import { DEFAULT_REGION } from '../../features/pricing/region';

export function Component() {
  const { t } = useTranslation();
  const { data: prices, isError, isFetching, refetch } = useRegionPricesQuery(DEFAULT_REGION);

  return (
    <SimplePage title={t('pages.pricing.title')} description={t('pages.pricing.description')}>
      {prices ? (
        <PlanCards prices={prices} />
      ) : isError ? (
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
        <Spinner label={t('common.loading')} showLabel />
      )}
    </SimplePage>
  );
}
