import type { ContractorLeadSummary, MyContractorProfile } from '@repairlens/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { formatPhone, formatPostalCode } from '../../i18n/formats';
import { formatMoneyRange } from '../../lib/money-range';
import { repairCategoryOf } from '../../../../shared/repair-categories';
import {
  useAnswerLeadMutation,
  useContractorLeadQuery,
  useContractorLeadsQuery,
  useSetContractorListingMutation,
  useSubscribeContractorPlanMutation,
} from './api';
import { ApplicationForm } from './application-form';
import { LogoEditor } from './logo-editor';
import { useMyProfile } from './my-profile';
import { useStandIn } from './stand-in';
import { PendingChangesNotice } from './pending-changes-notice';
import styles from './contractors.module.css';

/** The contractor's listing, plan and leads. */
export function ContractorDashboard() {
  const { t } = useTranslation();
  const { profile, standIn } = useMyProfile();
  const [subscribe, subscribing] = useSubscribeContractorPlanMutation();
  const [setListing, changingListing] = useSetContractorListingMutation();

  if (standIn) return standIn;
  if (!profile) {
    return (
      <p>
        {t('contractors.dashboard.notApplied')} <Link to="/contractors/signup">{t('contractors.dashboard.apply')}</Link>
      </p>
    );
  }

  const startSubscription = async () => {
    try {
      const { url } = await subscribe().unwrap();
      window.location.assign(url);
    } catch {
      // The alert below says so.
    }
  };

  const { listing, subscription } = profile;
  // A plan that ran and stopped: cancelled, or unpaid (a failed payment, or a period that ended unrenewed).
  const lapsed =
    profile.status === 'approved' && !subscription.active && subscription.status !== 'none'
      ? subscription.status === 'canceled'
        ? 'canceled'
        : 'past_due'
      : null;
  return (
    <div className={styles.stack}>
      <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="contractor-listing">
        <h2 id="contractor-listing">{profile.application.businessName}</h2>
        <p>
          {t('common.labelled', { label: t('contractors.dashboard.application') })}{' '}
          <strong data-testid="application-status">{t(`contractors.application.${profile.status}`)}</strong>
        </p>
        {profile.statusReason && (
          <p className={styles.muted} data-testid="status-reason">
            {t('contractors.dashboard.reason', { reason: profile.statusReason })}
          </p>
        )}
        {profile.status === 'rejected' && (
          <p>
            <Link to="/contractors/signup">{t('contractors.dashboard.reapply')}</Link>
          </p>
        )}
        <p>
          {t('common.labelled', { label: t('contractors.dashboard.listing') })}{' '}
          <strong data-testid="listing-state">{t(`contractors.listing.${listing.state}`)}</strong>
        </p>
        {lapsed && <p data-testid="lapsed">{t(`contractors.dashboard.lapsed.${lapsed}`)}</p>}
        {listing.state === 'paused' && <p>{t('contractors.dashboard.pausedNote')}</p>}
        <p>
          {t('common.labelled', { label: t('contractors.dashboard.subscription') })}{' '}
          <strong data-testid="subscription-status">{t(`contractors.subscription.${subscription.status}`)}</strong>
          {subscription.active && subscription.currentPeriodEnd && (
            <> · {t('contractors.dashboard.renews', { date: new Date(subscription.currentPeriodEnd) })}</>
          )}
        </p>
        <div className={styles.row}>
          {lapsed === 'past_due' && (
            // An unpaid plan is paid in the payment provider's portal (Manage Subscription), not bought again.
            <a href="/api/billing-portal" className={buttonClassName('primary')}>
              {t('contractors.dashboard.updatePayment')}
            </a>
          )}
          {profile.status === 'approved' && !subscription.active && lapsed !== 'past_due' && (
            <button
              type="button"
              className={buttonClassName('primary')}
              disabled={subscribing.isLoading}
              onClick={() => void startSubscription()}
            >
              {lapsed ? t('contractors.dashboard.renew') : t('contractors.dashboard.subscribe')}
            </button>
          )}
          {profile.status === 'approved' && subscription.active && (
            <button
              type="button"
              className={buttonClassName('secondary')}
              disabled={changingListing.isLoading}
              onClick={() => void setListing(listing.paused ? 'resume' : 'pause')}
            >
              {listing.paused ? t('contractors.dashboard.resume') : t('contractors.dashboard.pause')}
            </button>
          )}
        </div>
        {subscribing.error && (
          <p role="alert" className={styles.error}>
            {t('contractors.dashboard.subscribeFailed')}
          </p>
        )}
        {changingListing.error && (
          <p role="alert" className={styles.error}>
            {t('contractors.dashboard.listingFailed')}
          </p>
        )}
      </section>
      {profile.status !== 'rejected' && <ProfileEditor profile={profile} />}
      <section className={styles.stack} aria-labelledby="contractor-leads">
        <h2 id="contractor-leads">{t('contractors.dashboard.leads')}</h2>
        <ContractorLeads />
      </section>
    </div>
  );
}

/**
 * The public profile and logo, edited in place (a rejected application is corrected on the signup page),
 * with the changes still waiting for review.
 */
function ProfileEditor({ profile }: { readonly profile: MyContractorProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="contractor-profile">
      <div className={styles.row}>
        <h2 id="contractor-profile">{t('contractors.edit.title')}</h2>
        <button
          type="button"
          className={buttonClassName('secondary')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('contractors.edit.close') : t('contractors.edit.open')}
        </button>
      </div>
      {profile.pendingChanges && <PendingChangesNotice pending={profile.pendingChanges} />}
      <LogoEditor profile={profile} />
      {open && <ApplicationForm mode="edit" current={profile} />}
    </section>
  );
}

function ContractorLeads() {
  const { t } = useTranslation();
  const { data: leads, error, isLoading } = useContractorLeadsQuery(undefined, { refetchOnMountOrArgChange: true });
  const standIn = useStandIn(
    { loading: isLoading, failed: Boolean(error) || !leads },
    t('contractors.dashboard.leadsFailed'),
  );
  if (standIn || !leads) return standIn;
  if (leads.length === 0) return <p>{t('contractors.dashboard.noLeads')}</p>;
  return (
    <ul className={styles.cards}>
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} />
      ))}
    </ul>
  );
}

/** A lead's two answers, accepting first; either may carry the reply typed above them. */
const LEAD_ANSWERS = [
  { decision: 'accept', variant: 'primary' },
  { decision: 'decline', variant: 'secondary' },
] as const;

function LeadCard({ lead }: { readonly lead: ContractorLeadSummary }) {
  const { t } = useTranslation();
  const [answer, answering] = useAnswerLeadMutation();
  const [message, setMessage] = useState('');
  const [showDetails, setShowDetails] = useState(false);
  const category = repairCategoryOf(lead.category);
  const open = lead.status === 'sent' || lead.status === 'viewed';
  return (
    <li className={styles.card} aria-label={lead.customerName}>
      <h3>{lead.customerName}</h3>
      <span className={styles.badge} data-status={lead.status}>
        {t(`contractors.status.${lead.status}`)}
      </span>
      <p className={styles.muted}>
        {formatPostalCode(lead.postalCode)} · {t(`contractors.timing.${lead.preferredTiming}`)}
        {category ? ` · ${t(`repairs.categories.${category}`)}` : ''}
      </p>
      {lead.repairTitle && <p className={styles.muted}>{lead.repairTitle}</p>}
      <p>{lead.excerpt}</p>
      {lead.reply && <blockquote>{lead.reply}</blockquote>}
      <button type="button" className={buttonClassName('secondary')} onClick={() => setShowDetails(!showDetails)}>
        {showDetails ? t('contractors.dashboard.hideDetails') : t('contractors.dashboard.showDetails')}
      </button>
      {showDetails && <LeadDetails id={lead.id} />}
      {open && (
        <>
          <label className={styles.field}>
            <span>{t('contractors.dashboard.reply')}</span>
            <textarea rows={2} value={message} onChange={(event) => setMessage(event.target.value)} />
          </label>
          <div className={styles.row}>
            {LEAD_ANSWERS.map(({ decision, variant }) => (
              <button
                key={decision}
                type="button"
                className={buttonClassName(variant)}
                disabled={answering.isLoading}
                onClick={() => void answer({ id: lead.id, decision, message: message.trim() || undefined })}
              >
                {t(`contractors.dashboard.${decision}`)}
              </button>
            ))}
          </div>
          {answering.error && (
            <p role="alert" className={styles.error}>
              {t('contractors.dashboard.answerFailed')}
            </p>
          )}
        </>
      )}
    </li>
  );
}

/** The whole request: description, the customer's contact once accepted, and the attached repair's brief. */
function LeadDetails({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const { data: lead, error } = useContractorLeadQuery(id);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {t('contractors.dashboard.detailsFailed')}
      </p>
    );
  if (!lead) return <p role="status">{t('contractors.loading')}</p>;
  const contact = [lead.customer.email, lead.customer.phone && formatPhone(lead.customer.phone, i18n.language)]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.stack}>
      <p>{lead.description}</p>
      <p className={styles.muted}>{contact || t('contractors.dashboard.contactAfterAccept')}</p>
      {lead.repair && (
        <div>
          <h4>{lead.repair.title}</h4>
          {lead.repair.diagnosis.length > 0 && (
            <ul>
              {lead.repair.diagnosis.map((cause) => (
                <li key={cause.cause}>
                  {t('common.labelled', { label: cause.cause })} {cause.signs}
                </li>
              ))}
            </ul>
          )}
          {lead.repair.steps.length > 0 && (
            <ol>
              {lead.repair.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          )}
          {lead.repair.proEstimate && (
            <p>
              {t('contractors.dashboard.typicalPrice', {
                amount: formatMoneyRange(lead.repair.proEstimate, lead.repair.proEstimate.currency, i18n.language),
                currency: lead.repair.proEstimate.currency,
              })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
