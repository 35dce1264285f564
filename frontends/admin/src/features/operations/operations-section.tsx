import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterForm, NO_PERIOD, PeriodFields, SearchField, SelectField } from '../../components/filter-form';
import { useListFilter } from '../../components/list-filter';
import { SectionHeading } from '../../components/query-state';
import { PagedTable } from '../../components/paged-table';
import { DateCell } from '../../components/results-table';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { OUTBOX_STATUSES, useOperationsApi, type OutboxFilter } from './api';

const TABS = ['errors', 'emails'] as const;
type Tab = (typeof TABS)[number];

/** Two tabs, the error log and the e-mail outbox; the open one is in the address (?tab=emails). */
export default function OperationsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'emails' ? 'emails' : 'errors';

  function open(next: Tab) {
    setSearch(next === 'errors' ? {} : { tab: next });
    document.getElementById(`operations-tab-${next}`)?.focus();
  }

  function moveWithArrows(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') open(tab === 'errors' ? 'emails' : 'errors');
  }

  return (
    <>
      <SectionHeading>{t('sections.operations.heading')}</SectionHeading>
      <div role="tablist" aria-label={t('sections.operations.tabsLabel')} className={ui.toolbar}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`operations-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`operations-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? ui.button : `${ui.button} ${ui.secondary}`}
            onClick={() => open(name)}
            onKeyDown={moveWithArrows}
          >
            {t(`sections.operations.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`operations-panel-${tab}`} aria-labelledby={`operations-tab-${tab}`}>
        {tab === 'errors' ? <ClientErrorLog /> : <EmailOutbox />}
      </div>
    </>
  );
}

function ClientErrorLog() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { useClientErrorsQuery } = useOperationsApi();
  const list = useListFilter({ q: '', period: NO_PERIOD });
  const query = useClientErrorsQuery(list.filter, { refetchOnMountOrArgChange: true });

  return (
    <>
      <FilterForm
        label={t('sections.operations.errors.searchLabel')}
        submitLabel={t('sections.operations.submit')}
        onSubmit={() => list.apply({ ...list.draft, q: list.draft.q.trim() })}
      >
        <SearchField
          label={t('sections.operations.errors.search')}
          value={list.draft.q}
          onChange={(q) => list.edit({ q })}
        />
        <PeriodFields period={list.draft.period} onChange={(period) => list.edit({ period })} />
      </FilterForm>
      <PagedTable
        query={query}
        offset={list.filter.offset}
        onPage={list.page}
        emptyText={t('sections.operations.errors.empty')}
        label={t('sections.operations.errors.tableLabel')}
        columns={[
          t('sections.operations.errors.received'),
          t('sections.operations.errors.message'),
          t('sections.operations.errors.page'),
          t('sections.operations.errors.userAgent'),
        ]}
        row={(entry) => (
          <tr key={entry.id}>
            <DateCell at={entry.receivedAt}>
              {t('sections.operations.date', { date: new Date(entry.receivedAt) })}
            </DateCell>
            <th scope="row">
              <details>
                <summary>{entry.message}</summary>
                <pre>
                  {[entry.stack, entry.componentStack].filter(Boolean).join('\n\n') ||
                    t('sections.operations.errors.noStack')}
                </pre>
                <p className={ui.muted}>
                  {t('sections.operations.errors.requestId', { requestId: entry.requestId })}
                  {entry.userId && ` · ${t('sections.operations.errors.user', { userId: entry.userId })}`}
                </p>
              </details>
            </th>
            <td>{entry.url}</td>
            <td>{entry.userAgent}</td>
          </tr>
        )}
      />
    </>
  );
}

function EmailOutbox() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { useOutboxEmailsQuery } = useOperationsApi();
  const list = useListFilter<Omit<OutboxFilter, 'offset'>>({ q: '', status: '' });
  const query = useOutboxEmailsQuery(list.filter, { refetchOnMountOrArgChange: true });

  return (
    <>
      <FilterForm
        label={t('sections.operations.emails.searchLabel')}
        submitLabel={t('sections.operations.submit')}
        onSubmit={() => list.apply({ q: list.draft.q.trim() })}
      >
        <SearchField
          label={t('sections.operations.emails.search')}
          value={list.draft.q}
          onChange={(q) => list.edit({ q })}
        />
        <SelectField
          label={t('sections.operations.emails.status')}
          value={list.filter.status}
          options={OUTBOX_STATUSES}
          optionLabel={(status) => t(`sections.operations.emails.statuses.${status}`)}
          anyLabel={t('sections.operations.emails.anyStatus')}
          onChange={(status) => list.apply({ status: status ?? '' })}
        />
      </FilterForm>
      <PagedTable
        query={query}
        offset={list.filter.offset}
        onPage={list.page}
        emptyText={t('sections.operations.emails.empty')}
        label={t('sections.operations.emails.tableLabel')}
        columns={[
          t('sections.operations.emails.created'),
          t('sections.operations.emails.to'),
          t('sections.operations.emails.subject'),
          t('sections.operations.emails.status'),
        ]}
        row={(email) => (
          <tr key={email.id}>
            <DateCell at={email.createdAt}>
              {t('sections.operations.date', { date: new Date(email.createdAt) })}
            </DateCell>
            <td>{email.to}</td>
            <th scope="row">
              <details>
                <summary>{email.subject}</summary>
                <pre>{email.text}</pre>
              </details>
            </th>
            <td>
              <span className={ui.badge}>{t(`sections.operations.emails.statuses.${email.status}`)}</span>
              {email.lastError && <p className={ui.muted}>{email.lastError}</p>}
              <p className={ui.muted}>{t('sections.operations.emails.attempts', { count: email.attempts })}</p>
            </td>
          </tr>
        )}
      />
    </>
  );
}
