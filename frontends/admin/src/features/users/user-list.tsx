import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterForm, SearchField } from '../../components/filter-form';
import { ItemLink } from '../../components/list-and-detail-routes';
import { offsetFrom } from '../../components/list-controls';
import { SectionHeading } from '../../components/query-state';
import { PagedTable } from '../../components/paged-table';
import { DateCell } from '../../components/results-table';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useUsersApi, type UserSearch } from './api';
import { useItemNameAt } from '../../catalogue';

/** The search lives in the address (?q=&offset=), so Back and links keep it. */
function searchFrom(params: URLSearchParams): UserSearch {
  return { q: params.get('q') ?? '', offset: offsetFrom(params) };
}

export function UserList() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const planName = useItemNameAt('sections.users.plans');
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const { useAdminUsersQuery } = useUsersApi();
  const query = useAdminUsersQuery(search);
  const [text, setText] = useState(search.q);

  function goTo(next: UserSearch) {
    const address = new URLSearchParams();
    if (next.q) address.set('q', next.q);
    if (next.offset > 0) address.set('offset', String(next.offset));
    setParams(address);
  }

  return (
    <>
      <SectionHeading>{t('sections.users.heading')}</SectionHeading>
      <FilterForm submitLabel={t('sections.users.search.submit')} onSubmit={() => goTo({ q: text.trim(), offset: 0 })}>
        <SearchField
          label={t('sections.users.search.label')}
          value={text}
          placeholder={t('sections.users.search.placeholder')}
          onChange={setText}
        />
      </FilterForm>
      <PagedTable
        query={query}
        offset={search.offset}
        onPage={(offset) => goTo({ ...search, offset })}
        emptyText={search.q ? t('sections.users.list.noMatch') : t('sections.users.list.empty')}
        label={t('sections.users.list.label')}
        columns={[
          t('sections.users.list.email'),
          t('sections.users.list.name'),
          t('sections.users.list.plan'),
          { label: t('sections.users.list.credits'), numeric: true },
          { label: t('sections.users.list.freeFixes'), numeric: true },
          t('sections.users.list.joined'),
          t('sections.users.list.lastSignIn'),
        ]}
        row={(user) => (
          <tr key={user.id}>
            <th scope="row">
              <ItemLink id={user.id}>{user.email}</ItemLink>
            </th>
            <td>{user.name ?? <span className={ui.muted}>{t('sections.users.notGiven')}</span>}</td>
            <td>
              <span className={ui.badge}>{planName(user.plan)}</span>
            </td>
            <td className={ui.numeric}>{user.credits}</td>
            <td className={ui.numeric}>{user.freeFixesRemaining}</td>
            <DateCell at={user.createdAt}>{t('sections.users.date', { date: new Date(user.createdAt) })}</DateCell>
            <DateCell at={user.lastSignInAt}>
              {t('sections.users.date', { date: new Date(user.lastSignInAt) })}
            </DateCell>
          </tr>
        )}
      />
    </>
  );
}
