import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { SIGN_IN_PATH } from '../../lib/server-paths';
import styles from './landing.module.css';

const STEPS = ['upload', 'analysis', 'fix'] as const;

const EXAMPLES = [
  { key: 'faucet', level: 'easy' },
  { key: 'doorHandle', level: 'medium' },
  { key: 'laptopScreen', level: 'hard' },
] as const;

const REASONS = ['successRate', 'saved', 'speed'] as const;

/** The visitors' home page. "Start Free Repair" signs in: new accounts get their free repairs there. */
export function Component() {
  const { t } = useTranslation();
  usePageMeta({ description: t('pages.landing.metaDescription') });

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.inner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('pages.landing.hero.title')}
          </h1>
          <p className={styles.heroText}>{t('pages.landing.hero.subtitle')}</p>
          <div className={styles.actions}>
            <a href={SIGN_IN_PATH} className={buttonClassName('primary', 'large')}>
              {t('pages.landing.hero.startFreeRepair')}
            </a>
            <Link to="/contractors" className={buttonClassName('secondary', 'large')}>
              {t('pages.landing.hero.hirePro')}
            </Link>
          </div>
          <p className={styles.offer}>{t('pages.landing.hero.freeOffer')}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how-it-works-title">
        <div className={styles.inner}>
          <h2 id="how-it-works-title">{t('pages.landing.howItWorks.title')}</h2>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.card}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`pages.landing.howItWorks.${step}.title`)}</h3>
                <p>{t(`pages.landing.howItWorks.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="examples-title">
        <div className={styles.inner}>
          <h2 id="examples-title">{t('pages.landing.examples.title')}</h2>
          <ul className={styles.grid}>
            {EXAMPLES.map(({ key, level }) => (
              <li key={key} className={styles.card}>
                <h3>{t(`pages.landing.examples.${key}.title`)}</h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('pages.landing.examples.difficulty')}</dt>
                    <dd>
                      <span className={`${styles.badge} ${styles[level]}`}>
                        {t(`pages.landing.examples.${key}.difficulty`)}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('pages.landing.examples.time')}</dt>
                    <dd>{t(`pages.landing.examples.${key}.time`)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="why-choose-title">
        <div className={styles.inner}>
          <h2 id="why-choose-title">{t('pages.landing.whyChoose.title')}</h2>
          <ul className={styles.grid}>
            {REASONS.map((reason) => (
              <li key={reason} className={styles.card}>
                <h3>{t(`pages.landing.whyChoose.${reason}.title`)}</h3>
                <p>{t(`pages.landing.whyChoose.${reason}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className={styles.inner}>
          <h2 id="cta-title">{t('pages.landing.cta.title')}</h2>
          <a href={SIGN_IN_PATH} className={buttonClassName('primary', 'large')}>
            {t('pages.landing.cta.button')}
          </a>
        </div>
      </section>
    </div>
  );
}
