import type { ReactNode } from 'react';
import { ListResults } from './list-controls';
import { QueryState } from './query-state';
import { ResultsTable, type Column } from './results-table';

/** A list's query as RTK Query hands it over: a page of items and, when the server counts them, the total. */
interface PageQuery<Item> {
  readonly data?: { readonly items: readonly Item[]; readonly total?: number };
  readonly isLoading: boolean;
  readonly error?: unknown;
  readonly refetch: () => unknown;
}

/**
 * What every admin list shows below its filter: loading, or the failure with Try again; then `emptyText`, or
 * the range, a named table of the page's rows (one `row` per item) that scrolls in its own box on a phone,
 * and Previous and Next.
 */
export function PagedTable<Item>({
  query,
  offset,
  onPage,
  emptyText,
  label,
  columns,
  row,
}: {
  readonly query: PageQuery<Item>;
  readonly offset: number;
  readonly onPage: (offset: number) => void;
  readonly emptyText: string;
  readonly label: string;
  readonly columns: readonly Column[];
  readonly row: (item: Item) => ReactNode;
}) {
  return (
    <QueryState query={query}>
      {({ items, total }) => (
        <ListResults count={items.length} total={total} offset={offset} onPage={onPage} emptyText={emptyText}>
          <ResultsTable label={label} columns={columns}>
            {items.map(row)}
          </ResultsTable>
        </ListResults>
      )}
    </QueryState>
  );
}
