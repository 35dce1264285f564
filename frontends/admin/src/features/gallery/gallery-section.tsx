import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminGalleryEntry } from '@repairlens/contract';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { FilterForm, SearchField, SelectField } from '../../components/filter-form';
import { useListFilter } from '../../components/list-filter';
import { SectionHeading } from '../../components/query-state';
import { PagedTable } from '../../components/paged-table';
import { DateCell } from '../../components/results-table';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { GALLERY_STATES, useGalleryApi, type CurationChange, type GalleryFilter } from './api';

/** What the last decision did, in words, or why it was refused. */
type Feedback = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

export default function GallerySection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { useAdminGalleryQuery, useCurateGalleryMutation } = useGalleryApi();
  const list = useListFilter<Omit<GalleryFilter, 'offset'>>({ q: '', state: 'all' });
  const query = useAdminGalleryQuery(list.filter, { refetchOnMountOrArgChange: true });
  const [curate, curation] = useCurateGalleryMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function decide(entry: AdminGalleryEntry, change: CurationChange) {
    setFeedback(null);
    try {
      const changed = await curate(change).unwrap();
      const outcome =
        'hidden' in change ? (changed.hidden ? 'hidden' : 'shown') : changed.featured ? 'featured' : 'unfeatured';
      setFeedback({ kind: 'done', text: t(`sections.gallery.done.${outcome}`, { title: entry.title }) });
    } catch (error) {
      setFeedback({ kind: 'failed', text: serverMessage(asApiError(error)) ?? t('sections.gallery.failed') });
    }
  }

  return (
    <>
      <SectionHeading>{t('sections.gallery.heading')}</SectionHeading>
      <FilterForm
        submitLabel={t('sections.gallery.filters.submit')}
        onSubmit={() => list.apply({ q: list.draft.q.trim() })}
      >
        <SelectField
          label={t('sections.gallery.filters.state')}
          value={list.filter.state}
          options={GALLERY_STATES}
          optionLabel={(state) => t(`sections.gallery.states.${state}`)}
          onChange={(state) => list.apply({ state: state ?? 'all' })}
        />
        <SearchField
          label={t('sections.gallery.filters.search')}
          value={list.draft.q}
          onChange={(q) => list.edit({ q })}
        />
      </FilterForm>
      <p role="status" className={feedback?.kind === 'done' ? ui.success : ui.muted}>
        {feedback?.kind === 'done' ? feedback.text : ''}
      </p>
      {feedback?.kind === 'failed' && (
        <p role="alert" className={ui.error}>
          {feedback.text}
        </p>
      )}
      <PagedTable
        query={query}
        offset={list.filter.offset}
        onPage={list.page}
        emptyText={t('sections.gallery.empty')}
        label={t('sections.gallery.tableLabel')}
        columns={[
          t('sections.gallery.columns.repair'),
          t('sections.gallery.columns.owner'),
          t('sections.gallery.columns.created'),
          t('sections.gallery.columns.state'),
          t('sections.gallery.columns.actions'),
        ]}
        row={(entry) => (
          <tr key={entry.id}>
            <th scope="row">
              {entry.title}
              <br />
              <span className={ui.badge}>
                {entry.category ? t(`sections.gallery.categories.${entry.category}`) : t('sections.gallery.noCategory')}
              </span>
            </th>
            <td>
              {/* The account's page in Users names the person and shows their other repairs. */}
              <Link to={`/admin/users/${entry.ownerId}`}>
                {t('sections.gallery.columns.ownerLink', { id: entry.ownerId.slice(0, 8) })}
              </Link>
            </td>
            <DateCell at={entry.createdAt}>{t('sections.gallery.date', { date: new Date(entry.createdAt) })}</DateCell>
            <td>
              {entry.hidden ? (
                <span className={`${ui.badge} ${ui.warning}`}>{t('sections.gallery.badges.hidden')}</span>
              ) : (
                <span className={`${ui.badge} ${ui.success}`}>{t('sections.gallery.badges.visible')}</span>
              )}{' '}
              {entry.featured && <span className={ui.badge}>{t('sections.gallery.badges.featured')}</span>}
            </td>
            <td>
              <div className={ui.toolbar}>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  disabled={curation.isLoading}
                  aria-label={t(`sections.gallery.actions.${entry.hidden ? 'show' : 'hide'}Label`, {
                    title: entry.title,
                  })}
                  onClick={() => void decide(entry, { id: entry.id, hidden: !entry.hidden })}
                >
                  {t(`sections.gallery.actions.${entry.hidden ? 'show' : 'hide'}`)}
                </button>
                <button
                  type="button"
                  className={ui.button}
                  disabled={curation.isLoading || entry.hidden}
                  aria-label={t(`sections.gallery.actions.${entry.featured ? 'unfeature' : 'feature'}Label`, {
                    title: entry.title,
                  })}
                  onClick={() => void decide(entry, { id: entry.id, featured: !entry.featured })}
                >
                  {t(`sections.gallery.actions.${entry.featured ? 'unfeature' : 'feature'}`)}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
    </>
  );
}
