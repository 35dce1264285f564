import type { AdminDashboard } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import styles from './dashboard.module.css';

type FixRates = AdminDashboard['fixRates'];
type FixRateLine = FixRates['byCategory'][number];

/** One guide's or category's answers: its rate (or "too few to judge") and the count of each answer. */
function FixRateCard({ title, subtitle, line }: { title: string; subtitle?: string; line: FixRateLine }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <li className={`${styles.fixRate} ${line.enoughAnswers ? '' : styles.tooFew}`}>
      <p className={styles.fixRateTitle}>{title}</p>
      {subtitle && <p className={ui.muted}>{subtitle}</p>}
      <p className={styles.fixRateValue}>
        {line.enoughAnswers
          ? t('sections.dashboard.percent', { value: line.rate })
          : t('sections.dashboard.fixRates.tooFew')}
      </p>
      <p className={ui.muted}>{t('sections.dashboard.fixRates.counts', { ...line, count: line.answers })}</p>
    </li>
  );
}

/**
 * "Did this fix it?" over the period: the fix rate of each guide, the worst first so the knowledge base is
 * improved where it fails, and of each category. How answers count and how many it takes are said on screen.
 */
export function FixRatesSection({ fixRates }: { readonly fixRates: FixRates }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const categoryName = (category: string | null) =>
    category
      ? t(`sections.gallery.categories.${category}`, { defaultValue: category })
      : t('sections.gallery.noCategory');
  return (
    <section className={styles.chart} aria-labelledby="fix-rates-heading">
      <h2 id="fix-rates-heading" className={styles.chartTitle}>
        {t('sections.dashboard.fixRates.heading')}
      </h2>
      <p className={ui.muted}>
        {t('sections.dashboard.fixRates.rule', {
          partly: fixRates.weights.partly,
          minimum: fixRates.minimumAnswers,
        })}
      </p>
      {fixRates.byGuide.length === 0 ? (
        <p>{t('sections.dashboard.fixRates.none')}</p>
      ) : (
        <>
          <h3 className={styles.fixRatesSubheading}>{t('sections.dashboard.fixRates.byGuide')}</h3>
          <ul className={styles.fixRates}>
            {fixRates.byGuide.map((line) => (
              <FixRateCard
                key={`${line.guideId ?? 'none'}/${line.category ?? 'none'}`}
                title={line.guideTitle ?? t('sections.dashboard.fixRates.noGuide')}
                subtitle={categoryName(line.category)}
                line={line}
              />
            ))}
          </ul>
          <h3 className={styles.fixRatesSubheading}>{t('sections.dashboard.fixRates.byCategory')}</h3>
          <ul className={styles.fixRates}>
            {fixRates.byCategory.map((line) => (
              <FixRateCard key={line.category ?? 'none'} title={categoryName(line.category)} line={line} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
