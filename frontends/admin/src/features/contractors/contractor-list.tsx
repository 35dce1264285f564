import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { REPAIR_CATEGORIES, repairCategoryOf } from '../../../../shared/repair-categories';
import { FilterForm, SearchField } from '../../components/filter-form';
import { SectionHeading } from '../../components/query-state';
import { PagedTable } from '../../components/paged-table';
import { DateCell } from '../../components/results-table';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { APPLICATION_STATUSES, COUNTRIES, useContractorsApi, type ContractorListFilter } from './api';
import { CategoryNames, ChangesWaitingBadge, StatusBadge } from './labels';

/** Shown when the address names no status: the review queue. */
const DEFAULT_STATUS = 'pending';
/** The status filter's value for every status. */
const ANY_STATUS = 'all';
/** The status filter's value for the other queue: approved contractors' changes waiting for review. */
const CHANGES_WAITING = 'changes';

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** The filter lives in the address (?status=&country=&specialization=&q=&offset=), so Back and links keep it. */
function filterFrom(search: URLSearchParams): ContractorListFilter {
  const offset = Number(search.get('offset'));
  return {
    status: oneOf(APPLICATION_STATUSES, search.get('status') ?? DEFAULT_STATUS),
    changes: search.get('status') === CHANGES_WAITING,
    country: oneOf(COUNTRIES, search.get('country')),
    specialization: repairCategoryOf(search.get('specialization')) ?? undefined,
    q: search.get('q') ?? '',
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
  };
}

export function ContractorList() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const filter = filterFrom(search);
  const { useAdminContractorsQuery } = useContractorsApi();
  const query = useAdminContractorsQuery(filter);
  const [text, setText] = useState(filter.q);

  /** A changed filter starts again at the first page. */
  function change(name: 'status' | 'country' | 'specialization' | 'q', value: string) {
    const next = new URLSearchParams(search);
    next.delete('offset');
    if (value === '' && name !== 'status') next.delete(name);
    else next.set(name, value);
    setSearch(next);
  }

  function goTo(offset: number) {
    const next = new URLSearchParams(search);
    if (offset > 0) next.set('offset', String(offset));
    else next.delete('offset');
    setSearch(next);
  }

  return (
    <>
      <SectionHeading>{t('sections.contractors.heading')}</SectionHeading>
      <FilterForm submitLabel={t('sections.contractors.filters.submit')} onSubmit={() => change('q', text.trim())}>
        <label className={ui.field}>
          {t('sections.contractors.filters.status')}
          <select
            value={filter.changes ? CHANGES_WAITING : (filter.status ?? ANY_STATUS)}
            onChange={(event) => change('status', event.target.value)}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`sections.contractors.statusFilter.${status}`)}
              </option>
            ))}
            <option value={CHANGES_WAITING}>{t('sections.contractors.statusFilter.changes')}</option>
            <option value={ANY_STATUS}>{t('sections.contractors.statusFilter.all')}</option>
          </select>
        </label>
        <label className={ui.field}>
          {t('sections.contractors.filters.country')}
          <select value={filter.country ?? ''} onChange={(event) => change('country', event.target.value)}>
            <option value="">{t('sections.contractors.filters.anyCountry')}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(`sections.contractors.countries.${country}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          {t('sections.contractors.filters.specialization')}
          <select
            value={filter.specialization ?? ''}
            onChange={(event) => change('specialization', event.target.value)}
          >
            <option value="">{t('sections.contractors.filters.anySpecialization')}</option>
            {REPAIR_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`sections.contractors.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <SearchField
          label={t('sections.contractors.filters.search')}
          value={text}
          maxLength={100}
          placeholder={t('sections.contractors.filters.searchPlaceholder')}
          onChange={setText}
        />
      </FilterForm>
      <PagedTable
        query={query}
        offset={filter.offset}
        onPage={goTo}
        emptyText={
          !filter.q && !filter.country && !filter.specialization && (filter.changes || filter.status === 'pending')
            ? t(`sections.contractors.list.${filter.changes ? 'changesQueueEmpty' : 'queueEmpty'}`)
            : t('sections.contractors.list.noMatch')
        }
        label={t('sections.contractors.list.label')}
        columns={[
          t('sections.contractors.list.business'),
          t('sections.contractors.list.contact'),
          t('sections.contractors.list.country'),
          t('sections.contractors.list.specializations'),
          t('sections.contractors.list.status'),
          t('sections.contractors.list.submitted'),
        ]}
        row={(contractor) => (
          <tr key={contractor.id}>
            <th scope="row">
              <Link to={contractor.id} state={{ listSearch: search.toString() }}>
                {contractor.businessName}
              </Link>
            </th>
            <td>
              {contractor.contactName}
              <br />
              <span className={ui.muted}>{contractor.email}</span>
            </td>
            <td>{contractor.country}</td>
            <td>
              <CategoryNames categories={contractor.specializations} />
            </td>
            <td>
              <StatusBadge status={contractor.status} />
              {contractor.changesSubmittedAt && (
                <>
                  {' '}
                  <ChangesWaitingBadge />
                </>
              )}
            </td>
            <DateCell at={contractor.submittedAt}>
              {t('sections.contractors.date', { date: new Date(contractor.submittedAt) })}
            </DateCell>
          </tr>
        )}
      />
    </>
  );
}
