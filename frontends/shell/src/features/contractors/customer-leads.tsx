import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { formatPhone } from '../../i18n/formats';
import { useUserLeadsQuery } from './api';
import { useStandIn } from './stand-in';
import styles from './contractors.module.css';

/** The signed-in user's quote requests, each with its status and the contractor's reply. */
export function CustomerLeads() {
  const { t, i18n } = useTranslation();
  const { data: leads, error, isLoading } = useUserLeadsQuery(undefined, { refetchOnMountOrArgChange: true });
  const standIn = useStandIn(
    { loading: isLoading, failed: Boolean(error) || !leads },
    t('contractors.requests.failed'),
  );
  if (standIn || !leads) return standIn;
  if (leads.length === 0) {
    return (
      <p>
        {t('contractors.requests.empty')} <Link to="/contractors">{t('contractors.requests.find')}</Link>
      </p>
    );
  }
  return (
    <ul className={styles.cards}>
      {leads.map((lead) => (
        <li
          key={lead.id}
          className={styles.card}
          aria-label={lead.contractor?.businessName ?? t('contractors.requests.gone')}
        >
          <h3>{lead.contractor?.businessName ?? t('contractors.requests.gone')}</h3>
          <span className={styles.badge} data-status={lead.status}>
            {t(`contractors.status.${lead.status}`)}
          </span>
          <p className={styles.muted}>
            {t('contractors.requests.sentAt', { date: new Date(lead.sentAt) })}
            {lead.repairTitle ? ` · ${lead.repairTitle}` : ''}
          </p>
          <p>{lead.description}</p>
          {lead.reply && (
            <blockquote>
              <strong>{t('contractors.requests.reply')}</strong> {lead.reply}
            </blockquote>
          )}
          {lead.contractor && (lead.contractor.phone || lead.contractor.email) && (
            <p className={styles.muted}>
              {[lead.contractor.phone && formatPhone(lead.contractor.phone, i18n.language), lead.contractor.email]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
