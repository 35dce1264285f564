import type { AdminContractor } from '@repairlens/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { Fact, FactList } from '../../components/fact-list';
import { BackToList } from '../../components/list-and-detail-routes';
import { QueryState, SectionHeading } from '../../components/query-state';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useContractorsApi, type ReviewDecision } from './api';
import { CategoryNames, StatusBadge } from './labels';
import { PendingChangesReview } from './pending-changes-review';
import { ReasonDialog } from './reason-dialog';
import styles from './contractors.module.css';

type Action = ReviewDecision['action'];
/** The decisions that need a reason the contractor reads. */
type ReasonedAction = Extract<ReviewDecision, { readonly reason: string }>['action'];
const REASONED_ACTIONS: readonly Action[] = ['reject', 'unlist', 'reject-changes'] satisfies ReasonedAction[];

function isReasoned(action: Action): action is ReasonedAction {
  return REASONED_ACTIONS.includes(action);
}

/**
 * The decisions besides Approve (whose label names the status it leaves) that a contractor's state allows, in the
 * order their buttons stand; the reasoned ones refuse or undo.
 */
function otherDecisionsFor(contractor: AdminContractor): Exclude<Action, 'approve'>[] {
  const offered: (Exclude<Action, 'approve'> | false)[] = [
    contractor.status === 'pending' && 'reject',
    contractor.status === 'approved' && 'unlist',
    !!contractor.pendingChanges && 'approve-changes',
    !!contractor.pendingChanges && 'reject-changes',
  ];
  return offered.filter((action) => action !== false);
}

type Feedback =
  { readonly kind: 'done'; readonly action: Action } | { readonly kind: 'refused'; readonly message: string };

/**
 * One application or contractor, everything it entered, changes waiting for review, and the decisions its
 * status allows.
 */
export function ContractorDetail() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const { useAdminContractorQuery, useReviewContractorMutation } = useContractorsApi();
  const query = useAdminContractorQuery(id);
  const [review, { isLoading: deciding }] = useReviewContractorMutation();
  const [asking, setAsking] = useState<ReasonedAction | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  /** Carries out a decision; answers the server's refusal, or undefined when it is done. */
  async function decide(decision: ReviewDecision): Promise<string | undefined> {
    setFeedback(null);
    try {
      await review(decision).unwrap();
      setFeedback({ kind: 'done', action: decision.action });
      return undefined;
    } catch (error) {
      return serverMessage(asApiError(error)) ?? t('sections.contractors.detail.decisionFailed');
    }
  }

  async function approve(action: 'approve' | 'approve-changes') {
    const refused = await decide({ id, action });
    if (refused) setFeedback({ kind: 'refused', message: refused });
  }

  const contractor = query.data;

  return (
    <>
      <BackToList listPath="/admin/contractors">{t('sections.contractors.detail.back')}</BackToList>
      <SectionHeading
        actions={
          contractor && (
            <div className={styles.actions}>
              {contractor.status !== 'approved' && (
                <button type="button" className={ui.button} disabled={deciding} onClick={() => void approve('approve')}>
                  {t(`sections.contractors.actions.approve.${contractor.status}`)}
                </button>
              )}
              {otherDecisionsFor(contractor).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={isReasoned(action) ? `${ui.button} ${ui.danger}` : ui.button}
                  disabled={deciding}
                  onClick={() => (isReasoned(action) ? setAsking(action) : void approve(action))}
                >
                  {t(`sections.contractors.actions.${action}.button`)}
                </button>
              ))}
            </div>
          )
        }
      >
        {contractor?.application.businessName ?? t('sections.contractors.heading')}
      </SectionHeading>
      {feedback?.kind === 'done' && (
        <div role="status" className={`${ui.success} ${styles.notice}`}>
          {t(`sections.contractors.actions.${feedback.action}.done`)}
        </div>
      )}
      {feedback?.kind === 'refused' && (
        <div role="alert" className={`${ui.error} ${styles.notice}`}>
          <p>{feedback.message}</p>
        </div>
      )}
      <QueryState query={query}>
        {(loaded) => (
          <>
            {loaded.pendingChanges && <PendingChangesReview contractor={loaded} pending={loaded.pendingChanges} />}
            <ContractorFacts contractor={loaded} />
          </>
        )}
      </QueryState>
      {asking && contractor && (
        <ReasonDialog
          title={t(`sections.contractors.actions.${asking}.title`, { business: contractor.application.businessName })}
          description={t(`sections.contractors.actions.${asking}.description`)}
          confirmLabel={t(`sections.contractors.actions.${asking}.confirm`)}
          onConfirm={(reason) => decide({ id, action: asking, reason })}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

function ContractorFacts({ contractor }: { readonly contractor: AdminContractor }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { application: entered, listing, subscription } = contractor;
  const notGiven = t('sections.contractors.detail.notGiven');
  const date = (iso: string) => t('sections.contractors.date', { date: new Date(iso) });
  const serviceArea =
    entered.serviceArea.kind === 'radius'
      ? t('sections.contractors.serviceArea.radius', {
          radius: entered.serviceArea.radius,
          unit: entered.serviceArea.unit,
          postalCode: entered.postalCode,
        })
      : t('sections.contractors.serviceArea.codes', { codes: entered.serviceArea.codes.join(', ') });

  return (
    <>
      <FactList heading={t('sections.contractors.detail.decision')}>
        <Fact term={t('sections.contractors.detail.status')}>
          <StatusBadge status={contractor.status} />
        </Fact>
        {contractor.statusReason && (
          <Fact term={t('sections.contractors.detail.reason')}>{contractor.statusReason}</Fact>
        )}
        <Fact term={t('sections.contractors.detail.submitted')}>{date(contractor.submittedAt)}</Fact>
        <Fact term={t('sections.contractors.detail.reviewed')}>
          {contractor.reviewedAt
            ? t('sections.contractors.detail.reviewedBy', {
                date: new Date(contractor.reviewedAt),
                email: contractor.reviewedBy ?? '',
              })
            : t('sections.contractors.detail.notReviewed')}
        </Fact>
        <Fact term={t('sections.contractors.detail.listing')}>
          {t(`sections.contractors.listingStates.${listing.state}`)}
        </Fact>
        <Fact term={t('sections.contractors.detail.subscription')}>
          {subscription.currentPeriodEnd
            ? t('sections.contractors.detail.subscriptionRenews', {
                status: t(`sections.contractors.subscriptionStatuses.${subscription.status}`),
                date: new Date(subscription.currentPeriodEnd),
              })
            : t(`sections.contractors.subscriptionStatuses.${subscription.status}`)}
        </Fact>
      </FactList>

      <FactList heading={t('sections.contractors.detail.business')}>
        <Fact term={t('sections.contractors.detail.logo')}>
          {contractor.logoUrl ? (
            <img
              className={styles.logo}
              src={contractor.logoUrl}
              alt={t('sections.contractors.detail.logoAlt', { business: entered.businessName })}
            />
          ) : (
            t('sections.contractors.detail.noLogo')
          )}
        </Fact>
        <Fact term={t('sections.contractors.detail.businessName')}>{entered.businessName}</Fact>
        <Fact term={t('sections.contractors.detail.contactName')}>{entered.contactName}</Fact>
        <Fact term={t('sections.contractors.detail.email')}>
          <a href={`mailto:${entered.email}`}>{entered.email}</a>
        </Fact>
        <Fact term={t('sections.contractors.detail.phone')}>{entered.phone}</Fact>
        <Fact term={t('sections.contractors.detail.website')}>
          {entered.website ? (
            <a href={entered.website} target="_blank" rel="noopener noreferrer">
              {entered.website}
            </a>
          ) : (
            notGiven
          )}
        </Fact>
        <Fact term={t('sections.contractors.detail.country')}>
          {t(`sections.contractors.countries.${entered.country}`)}
        </Fact>
        <Fact term={t('sections.contractors.detail.postalCode')}>{entered.postalCode}</Fact>
        <Fact term={t('sections.contractors.detail.serviceArea')}>{serviceArea}</Fact>
        <Fact term={t('sections.contractors.detail.specializations')}>
          <CategoryNames categories={entered.specializations} />
        </Fact>
        <Fact term={t('sections.contractors.detail.yearEstablished')}>{entered.yearEstablished ?? notGiven}</Fact>
        <Fact term={t('sections.contractors.detail.description')}>{entered.description}</Fact>
      </FactList>

      <FactList heading={t('sections.contractors.detail.credentials')}>
        <Fact term={t('sections.contractors.detail.licenceNumber')}>{entered.licenceNumber ?? notGiven}</Fact>
        <Fact term={t('sections.contractors.detail.insuranceProvider')}>{entered.insuranceProvider ?? notGiven}</Fact>
        <Fact term={t('sections.contractors.detail.insuranceExpiresOn')}>{entered.insuranceExpiresOn ?? notGiven}</Fact>
        <Fact term={t('sections.contractors.detail.gstHstNumber')}>{entered.gstHstNumber ?? notGiven}</Fact>
      </FactList>
    </>
  );
}
