import type { AdminContractor } from '@repairlens/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../components/fact-list';
import { ADMIN_NAMESPACE } from '../../i18n';
import styles from './contractors.module.css';
import compare from './pending-changes.module.css';

type PendingChanges = NonNullable<AdminContractor['pendingChanges']>;

/**
 * The changes an approved contractor made to reviewed details, each beside what the directory shows
 * until an admin approves them.
 */
export function PendingChangesReview({
  contractor,
  pending,
}: {
  readonly contractor: AdminContractor;
  readonly pending: PendingChanges;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { application: entered, logoUrl } = contractor;
  const notGiven = t('sections.contractors.detail.notGiven');
  const logo = (url: string | null) =>
    url ? (
      <img
        className={styles.logo}
        src={url}
        alt={t('sections.contractors.detail.logoAlt', { business: entered.businessName })}
      />
    ) : (
      t('sections.contractors.detail.noLogo')
    );
  const values: Record<PendingChanges['fields'][number], readonly [now: ReactNode, proposed: ReactNode]> = {
    website: [pending.current.website ?? notGiven, entered.website ?? notGiven],
    description: [pending.current.description, entered.description],
    insuranceExpiresOn: [pending.current.insuranceExpiresOn ?? notGiven, entered.insuranceExpiresOn ?? notGiven],
    yearEstablished: [pending.current.yearEstablished ?? notGiven, entered.yearEstablished ?? notGiven],
    logo: [logo(logoUrl), logo(pending.logoUrl)],
  };
  return (
    <FactList heading={t('sections.contractors.changes.heading', { date: new Date(pending.submittedAt) })}>
      {pending.fields.map((field) => (
        <Fact key={field} term={t(`sections.contractors.changes.fields.${field}`)}>
          <div className={compare.compare}>
            <div>
              <span className={compare.label}>{t('sections.contractors.changes.now')}</span>
              <div>{values[field][0]}</div>
            </div>
            <div className={compare.proposed}>
              <span className={compare.label}>{t('sections.contractors.changes.proposed')}</span>
              <div>{values[field][1]}</div>
            </div>
          </div>
        </Fact>
      ))}
    </FactList>
  );
}
