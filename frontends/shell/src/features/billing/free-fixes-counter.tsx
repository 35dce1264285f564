import { useTranslation } from 'react-i18next';
import styles from './free-fixes-counter.module.css';

/** The navigation bar's "Free fixes" counter: the free repairs the signed-in user has left. */
export function FreeFixesCounter({ count }: { readonly count: number }) {
  const { t } = useTranslation();
  return <p className={styles.counter}>{t('nav.freeFixes', { count })}</p>;
}
