import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { REPAIR_CATEGORIES, repairCategoryOf } from '../../../../shared/repair-categories';
import { FilterForm, SearchField, SelectField } from '../../components/filter-form';
import { ItemLink } from '../../components/list-and-detail-routes';
import { offsetFrom } from '../../components/list-controls';
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
/** The status filter's options: one status, the changes queue, or every status. */
const STATUS_FILTERS = [...APPLICATION_STATUSES, CHANGES_WAITING, ANY_STATUS] as const;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** The filter lives in the address (?status=&country=&specialization=&q=&offset=), so Back and links keep it. */
function filterFrom(search: URLSearchParams): ContractorListFilter {
  return {
    status: oneOf(APPLICATION_STATUSES, search.get('status') ?? DEFAULT_STATUS),
    changes: search.get('status') === CHANGES_WAITING,
    country: oneOf(COUNTRIES, search.get('country')),
    specialization: repairCategoryOf(search.get('specialization')) ?? undefined,
    q: search.get('q') ?? '',
    offset: offsetFrom(search),
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
  function change(name: 'status' | 'country' | 'specialization' | 'q', value: string | undefined) {
    const next = new URLSearchParams(search);
    next.delete('offset');
    if (value) next.set(name, value);
    else next.delete(name);
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
        <SelectField
          label={t('sections.contractors.filters.status')}
          value={filter.changes ? CHANGES_WAITING : (filter.status ?? ANY_STATUS)}
          options={STATUS_FILTERS}
          optionLabel={(status) => t(`sections.contractors.statusFilter.${status}`)}
          onChange={(status) => change('status', status)}
        />
        <SelectField
          label={t('sections.contractors.filters.country')}
          value={filter.country ?? ''}
          options={COUNTRIES}
          optionLabel={(country) => t(`sections.contractors.countries.${country}`)}
          anyLabel={t('sections.contractors.filters.anyCountry')}
          onChange={(country) => change('country', country)}
        />
        <SelectField
          label={t('sections.contractors.filters.specialization')}
          value={filter.specialization ?? ''}
          options={REPAIR_CATEGORIES}
          optionLabel={(category) => t(`sections.contractors.categories.${category}`)}
          anyLabel={t('sections.contractors.filters.anySpecialization')}
          onChange={(category) => change('specialization', category)}
        />
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
              <ItemLink id={contractor.id}>{contractor.businessName}</ItemLink>
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
