import { useId, type ReactNode } from 'react';
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

/** One band of the page below the hero, named for screen readers by its heading (`pages.landing.<name>.title`). */
function Band({
  name,
  className = styles.section,
  children,
}: {
  readonly name: 'howItWorks' | 'examples' | 'whyChoose' | 'cta';
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId}>{t(`pages.landing.${name}.title`)}</h2>
        {children}
      </div>
    </section>
  );
}

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

      <Band name="howItWorks">
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
      </Band>

      <Band name="examples" className={`${styles.section} ${styles.muted}`}>
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
      </Band>

      <Band name="whyChoose">
        <ul className={styles.grid}>
          {REASONS.map((reason) => (
            <li key={reason} className={styles.card}>
              <h3>{t(`pages.landing.whyChoose.${reason}.title`)}</h3>
              <p>{t(`pages.landing.whyChoose.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band name="cta" className={styles.cta}>
        <a href={SIGN_IN_PATH} className={buttonClassName('primary', 'large')}>
          {t('pages.landing.cta.button')}
        </a>
      </Band>
    </div>
  );
}
