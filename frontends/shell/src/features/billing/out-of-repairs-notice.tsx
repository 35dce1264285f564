import { useTranslation } from '../../i18n/translation';
import { buttonClassName } from '../../components/ui/button';
import styles from './billing-cards.module.css';

/** Shown to someone with no free repair, credit or plan left: "Get more repairs" opens the payment options. */
export function OutOfRepairsNotice({ onGetMoreRepairs }: { readonly onGetMoreRepairs: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.card} ${styles.notice}`} aria-labelledby="out-of-repairs-title">
      <h2 id="out-of-repairs-title">{t('billing.outOfRepairs.title')}</h2>
      <p>{t('billing.outOfRepairs.text')}</p>
      <div>
        <button type="button" className={buttonClassName('primary')} onClick={onGetMoreRepairs}>
          {t('billing.outOfRepairs.action')}
        </button>
      </div>
    </section>
  );
}
