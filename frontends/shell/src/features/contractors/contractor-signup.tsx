import type { RegionPrices } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { buttonClassName } from '../../components/ui/button';
import { AlreadyApplied, ApplicationForm } from './application-form';
import { useMyProfile } from './my-profile';
import styles from './contractors.module.css';
import intro from './contractor-signup.module.css';

const REQUIREMENTS = ['business', 'area', 'review', 'plan'] as const;

/**
 * For a visitor, before signing in: what listing costs (the region's contractor plan) and what applying takes,
 * then the way to sign in and apply.
 */
export function ContractorSignupIntro({ prices }: { readonly prices: RegionPrices | undefined }) {
  const { t } = useTranslation();
  return (
    <section className={intro.intro} aria-labelledby="contractor-signup-intro">
      <h2 id="contractor-signup-intro">{t('contractors.signup.intro.title')}</h2>
      {/* The price line keeps its height while the region's prices load: the list below does not move (issue 17). */}
      <p className={intro.price}>
        {prices ? (
          <>
            <span className={intro.amount}>
              {t('common.price', { amount: prices.contractorPlan / 100, currency: prices.currency })}
            </span>{' '}
            {t('contractors.signup.intro.perMonth')}
          </>
        ) : (
          <span className={intro.amount} aria-hidden="true">
            {'\u00a0'}
          </span>
        )}
      </p>
      <p>{t('contractors.signup.intro.billing')}</p>
      <h3>{t('contractors.signup.intro.requiredTitle')}</h3>
      <ul className={intro.requirements}>
        {REQUIREMENTS.map((requirement) => (
          <li key={requirement}>{t(`contractors.signup.intro.required.${requirement}`)}</li>
        ))}
      </ul>
      <a
        href={`/api/login?returnTo=${encodeURIComponent('/contractors/signup')}`}
        className={buttonClassName('primary')}
      >
        {t('contractors.signup.signIn')}
      </a>
    </section>
  );
}

/**
 * The signed-in person's signup: the application form; after a rejection, the reason and the form filled
 * with the rejected application to correct; for anyone else who has applied, the way to the dashboard.
 */
export function ContractorSignup() {
  const { t } = useTranslation();
  const { profile: mine, standIn } = useMyProfile();
  if (standIn) return standIn;
  if (!mine) return <ApplicationForm mode="apply" />;
  if (mine.status !== 'rejected') return <AlreadyApplied />;
  return (
    <div className={styles.stack}>
      <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="contractor-rejected">
        <h2 id="contractor-rejected">{t('contractors.signup.rejectedTitle')}</h2>
        <p data-testid="rejection-reason">{t('contractors.signup.rejectedReason', { reason: mine.statusReason })}</p>
        <p>{t('contractors.signup.correct')}</p>
      </section>
      <ApplicationForm mode="apply" current={mine} />
    </div>
  );
}
