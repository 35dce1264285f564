import type { AdminUser } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { repairCategoryOf } from '../../../../shared/repair-categories';
import { Fact, FactList } from '../../components/fact-list';
import { BackToList } from '../../components/list-and-detail-routes';
import { QueryState, SectionHeading } from '../../components/query-state';
import { ResultsTable } from '../../components/results-table';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useCatalogueItem, useItemNameAt } from '../../catalogue';
import { useUsersApi } from './api';
import { EndSessions } from './end-sessions';
import { GrantCreditsForm } from './grant-credits-form';
import styles from './users.module.css';

/** Ledger kinds and balances the console names; anything newer shows as the server says it. */
const LEDGER_KINDS = ['grant', 'spend', 'refund', 'purchase', 'renewal', 'admin_grant', 'revoke'] as const;
const BALANCES = ['free_fixes', 'credits', 'basic_allowance'] as const;

function known<T extends string>(options: readonly T[], value: string): T | null {
  return options.find((option) => option === value) ?? null;
}

/** One person: account, plan and balances, credit grants, sessions, recent repairs and balance changes. */
export function UserDetail() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const { useAdminUserQuery } = useUsersApi();
  const query = useAdminUserQuery(id);

  return (
    <>
      <BackToList listPath="/admin/users">{t('sections.users.detail.back')}</BackToList>
      <SectionHeading>{query.data?.email ?? t('sections.users.heading')}</SectionHeading>
      <QueryState query={query}>
        {(user) => (
          <>
            <UserFacts user={user} />
            <div className={styles.panels}>
              <GrantCreditsForm userId={user.id} />
              <EndSessions userId={user.id} email={user.email} />
            </div>
            <RecentRepairs user={user} />
            <Ledger user={user} />
          </>
        )}
      </QueryState>
    </>
  );
}

function UserFacts({ user }: { readonly user: AdminUser }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const planName = useItemNameAt('sections.users.plans');
  const itemOf = useCatalogueItem();
  const date = (iso: string) => t('sections.users.date', { date: new Date(iso) });
  const { subscription } = user;
  return (
    <>
      <FactList heading={t('sections.users.detail.account')}>
        <Fact term={t('sections.users.detail.name')}>{user.name ?? t('sections.users.notGiven')}</Fact>
        <Fact term={t('sections.users.detail.roles')}>
          {user.roles.length > 0
            ? user.roles.map((role) => t(`sections.users.roles.${role}`)).join(', ')
            : t('sections.users.roles.none')}
        </Fact>
        <Fact term={t('sections.users.detail.joined')}>{date(user.createdAt)}</Fact>
        <Fact term={t('sections.users.detail.lastSignIn')}>{date(user.lastSignInAt)}</Fact>
        <Fact term={t('sections.users.detail.activeSessions')}>{user.activeSessions}</Fact>
      </FactList>

      <FactList heading={t('sections.users.detail.planAndBalances')}>
        <Fact term={t('sections.users.detail.plan')}>
          <span className={ui.badge}>{planName(user.plan)}</span>
        </Fact>
        <Fact term={t('sections.users.detail.subscription')}>
          {subscription
            ? t('sections.users.detail.subscriptionState', {
                plan: planName(subscription.plan),
                status: t(`sections.users.subscriptionStatuses.${subscription.status}`),
                start: new Date(subscription.currentPeriodStart),
                end: new Date(subscription.currentPeriodEnd),
              })
            : t('sections.users.detail.noSubscription')}
        </Fact>
        <Fact term={t('sections.users.detail.credits')}>{user.credits}</Fact>
        <Fact term={t('sections.users.detail.freeFixes')}>
          {t('sections.users.detail.freeFixesState', { left: user.freeFixesRemaining, used: user.freeFixesUsed })}
        </Fact>
        {subscription && (itemOf(subscription.plan)?.monthlyAllowance ?? null) !== null && (
          <Fact term={t('sections.users.detail.basicAllowance')}>{user.basicAllowanceRemaining}</Fact>
        )}
      </FactList>
    </>
  );
}

function RecentRepairs({ user }: { readonly user: AdminUser }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { total, recent } = user.repairs;
  return (
    <section aria-labelledby="admin-user-repairs">
      <h3 id="admin-user-repairs" className={ui.subheading}>
        {t('sections.users.repairs.heading', { total })}
      </h3>
      {recent.length === 0 ? (
        <p className={ui.muted}>{t('sections.users.repairs.none')}</p>
      ) : (
        <ResultsTable
          labelledBy="admin-user-repairs"
          columns={[
            t('sections.users.repairs.title'),
            t('sections.users.repairs.status'),
            t('sections.users.repairs.category'),
            t('sections.users.repairs.created'),
          ]}
        >
          {recent.map((repair) => {
            const category = repairCategoryOf(repair.category);
            return (
              <tr key={repair.id}>
                <th scope="row">{repair.title}</th>
                <td>{t(`sections.users.repairStatuses.${repair.status}`)}</td>
                <td>{category ? t(`sections.users.categories.${category}`) : t('sections.users.notGiven')}</td>
                <td>{t('sections.users.date', { date: new Date(repair.createdAt) })}</td>
              </tr>
            );
          })}
        </ResultsTable>
      )}
    </section>
  );
}

function Ledger({ user }: { readonly user: AdminUser }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-labelledby="admin-user-ledger">
      <h3 id="admin-user-ledger" className={ui.subheading}>
        {t('sections.users.ledger.heading')}
      </h3>
      {user.ledger.length === 0 ? (
        <p className={ui.muted}>{t('sections.users.ledger.none')}</p>
      ) : (
        <ResultsTable
          labelledBy="admin-user-ledger"
          columns={[
            t('sections.users.ledger.when'),
            t('sections.users.ledger.kind'),
            t('sections.users.ledger.balance'),
            { label: t('sections.users.ledger.change'), numeric: true },
            t('sections.users.ledger.reason'),
            t('sections.users.ledger.by'),
          ]}
        >
          {user.ledger.map((entry) => {
            const kind = known(LEDGER_KINDS, entry.kind);
            const balance = known(BALANCES, entry.balance);
            return (
              <tr key={entry.id}>
                <td>{t('sections.users.date', { date: new Date(entry.createdAt) })}</td>
                <td>{kind ? t(`sections.users.ledgerKinds.${kind}`) : entry.kind}</td>
                <td>{balance ? t(`sections.users.balances.${balance}`) : entry.balance}</td>
                <td className={ui.numeric}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
                <td>{entry.reason ?? ''}</td>
                <td>{entry.actor ?? t('sections.users.ledger.system')}</td>
              </tr>
            );
          })}
        </ResultsTable>
      )}
    </section>
  );
}
