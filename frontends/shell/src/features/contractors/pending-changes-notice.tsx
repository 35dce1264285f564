import type { MyContractorProfile } from '@repairlens/contract';
import { Fragment } from 'react';
import { listFormat } from '../../i18n/intl-formats';
import { useTranslation } from '../../i18n/translation';
import styles from './pending-changes.module.css';

type PendingChanges = NonNullable<MyContractorProfile['pendingChanges']>;

/** The waiting details whose reviewed text the directory shows meanwhile (the logo shows beside its editor). */
const TEXT_FIELDS = ['website', 'description', 'insuranceExpiresOn', 'yearEstablished'] as const;

/**
 * Says plainly which changes wait for an admin, and what the directory shows meanwhile (the reviewed
 * details), so a contractor never takes a waiting change for a published one.
 */
export function PendingChangesNotice({ pending }: { readonly pending: PendingChanges }) {
  const { t, i18n } = useTranslation();
  const fields = listFormat(i18n.language, { type: 'conjunction' }).format(
    pending.fields.map((field) => t(`contractors.pendingChanges.fields.${field}`)),
  );
  const { current } = pending;
  const shownNow = {
    website: current.website ?? t('contractors.pendingChanges.noWebsite'),
    description: current.description,
    insuranceExpiresOn: current.insuranceExpiresOn ?? '',
    yearEstablished: current.yearEstablished ?? t('contractors.pendingChanges.notGiven'),
  };
  const shown = TEXT_FIELDS.filter((field) => pending.fields.includes(field));
  return (
    <section className={styles.notice} role="status" aria-labelledby="pending-changes" data-testid="pending-changes">
      <h3 id="pending-changes">{t('contractors.pendingChanges.title')}</h3>
      <p>{t('contractors.pendingChanges.waiting', { fields })}</p>
      <p>{t('contractors.pendingChanges.meanwhile')}</p>
      {shown.length > 0 && (
        <>
          <p>{t('common.labelled', { label: t('contractors.pendingChanges.shown') })}</p>
          <dl className={styles.shown}>
            {shown.map((field) => (
              <Fragment key={field}>
                <dt>{t(`contractors.pendingChanges.labels.${field}`)}</dt>
                <dd>{shownNow[field]}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
