import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n';
import type { DayRange } from './filter-form';
import ui from './admin-ui.module.css';

/** One page of an admin list: 25 rows, the server's default. */
const LIST_PAGE_SIZE = 25;

/** The query parameters of a list's filter: empty values are left out, the page is `limit` and `offset`. */
export function listQuery(filter: Readonly<Record<string, string | undefined>>, offset: number): string {
  const query = new URLSearchParams({ limit: String(LIST_PAGE_SIZE), offset: String(offset) });
  for (const [name, value] of Object.entries(filter)) {
    if (value?.trim()) query.set(name, value.trim());
  }
  return query.toString();
}

/** The page a list's address names (?offset=): the first page for anything but a positive whole number. */
export function offsetFrom(search: URLSearchParams): number {
  const offset = Number(search.get('offset'));
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

/**
 * A period picked as two calendar days in the admin's own time zone, as the server takes it: `from` at the
 * start of the first day, `to` at the start of the day after the last (exclusive).
 */
export function periodQuery({ from, to }: DayRange): { from?: string; to?: string } {
  const startOf = (day: string, plusDays = 0) => {
    const start = new Date(`${day}T00:00:00`);
    start.setDate(start.getDate() + plusDays);
    return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
  };
  return { from: from ? startOf(from) : undefined, to: to ? startOf(to, 1) : undefined };
}

/**
 * A page of a list: `emptyText` when it has no rows, otherwise the rows shown out of how many there are, the
 * rows (`children`), and Previous and Next. Without a `total` the range line is left out and a full page
 * means there may be more.
 */
export function ListResults({
  count,
  total,
  offset,
  onPage,
  emptyText,
  children,
}: {
  /** Rows on this page. */
  readonly count: number;
  readonly total?: number;
  readonly offset: number;
  readonly onPage: (offset: number) => void;
  readonly emptyText: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (count === 0) return <p className={ui.muted}>{emptyText}</p>;
  return (
    <>
      {total !== undefined && (
        <p className={ui.muted}>{t('list.range', { from: offset + 1, to: offset + count, total })}</p>
      )}
      {children}
      <div className={ui.toolbar}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - LIST_PAGE_SIZE))}
        >
          {t('list.previous')}
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={total === undefined ? count < LIST_PAGE_SIZE : offset + count >= total}
          onClick={() => onPage(offset + LIST_PAGE_SIZE)}
        >
          {t('list.next')}
        </button>
      </div>
    </>
  );
}
