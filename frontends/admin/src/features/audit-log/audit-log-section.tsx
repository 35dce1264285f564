import { useTranslation } from 'react-i18next';
import { FilterForm, NO_PERIOD, PeriodFields, SearchField } from '../../components/filter-form';
import { useListFilter } from '../../components/list-filter';
import { SectionHeading } from '../../components/query-state';
import { PagedTable } from '../../components/paged-table';
import { DateCell } from '../../components/results-table';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useAuditLogApi } from './api';
import { changedFields, changeText } from './state-change';

const TEXT_FILTERS = ['actor', 'action', 'target'] as const;

export default function AuditLogSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { useAuditLogQuery } = useAuditLogApi();
  const list = useListFilter({ actor: '', action: '', target: '', period: NO_PERIOD });
  const query = useAuditLogQuery(list.filter, { refetchOnMountOrArgChange: true });

  return (
    <>
      <SectionHeading>{t('sections.auditLog.heading')}</SectionHeading>
      <FilterForm submitLabel={t('sections.auditLog.filters.submit')} onSubmit={() => list.apply()}>
        {TEXT_FILTERS.map((name) => (
          <SearchField
            key={name}
            label={t(`sections.auditLog.filters.${name}`)}
            value={list.draft[name]}
            onChange={(value) => list.edit({ [name]: value })}
          />
        ))}
        <PeriodFields period={list.draft.period} onChange={(period) => list.edit({ period })} />
      </FilterForm>
      <PagedTable
        query={query}
        offset={list.filter.offset}
        onPage={list.page}
        emptyText={t('sections.auditLog.empty')}
        label={t('sections.auditLog.tableLabel')}
        columns={[
          t('sections.auditLog.columns.at'),
          t('sections.auditLog.columns.actor'),
          t('sections.auditLog.columns.action'),
          t('sections.auditLog.columns.target'),
          t('sections.auditLog.columns.change'),
        ]}
        row={(entry) => {
          const changes = changedFields(entry.before, entry.after);
          return (
            <tr key={entry.id}>
              <DateCell at={entry.at}>{t('sections.auditLog.date', { date: new Date(entry.at) })}</DateCell>
              <td>{entry.actor}</td>
              <th scope="row">
                <code>{entry.action}</code>
              </th>
              <td>
                {entry.targetName && (
                  <>
                    {entry.targetName}
                    <br />
                  </>
                )}
                <code>{entry.target}</code>
              </td>
              <td>
                <details>
                  <summary>
                    {changes.length === 0
                      ? t('sections.auditLog.noChange')
                      : changes.map((change) => changeText(change, t('sections.auditLog.removed'))).join('; ')}
                  </summary>
                  <p>{t('sections.auditLog.before')}</p>
                  <pre>{JSON.stringify(entry.before, null, 2)}</pre>
                  <p>{t('sections.auditLog.after')}</p>
                  <pre>{JSON.stringify(entry.after, null, 2)}</pre>
                </details>
              </td>
            </tr>
          );
        }}
      />
    </>
  );
}
