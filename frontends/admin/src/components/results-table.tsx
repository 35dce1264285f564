import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** A column's heading; a figure column's heading is right-aligned like its cells. */
export type Column = string | { readonly label: string; readonly numeric: true };

/** A table is named by its own label, or by a heading elsewhere on the page. */
type TableName = { readonly label: string } | { readonly labelledBy: string };

/**
 * A named table with a header row from `columns` above `children`. On a narrow screen it scrolls sideways in
 * its own box, not the page; the box can be focused (and scrolled with the arrow keys) and has the table's name.
 */
export function ResultsTable(props: TableName & { readonly columns: readonly Column[]; readonly children: ReactNode }) {
  const name = {
    'aria-label': 'label' in props ? props.label : undefined,
    'aria-labelledby': 'labelledBy' in props ? props.labelledBy : undefined,
  };
  return (
    <div className={ui.tableWrapper} role="region" tabIndex={0} {...name}>
      <table className={ui.table} {...name}>
        <thead>
          <tr>
            {props.columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={ui.numeric}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** A date and time in a table: on one line, and machine-readable (`at` is an ISO timestamp). */
export function DateCell({ at, children }: { readonly at: string; readonly children: ReactNode }) {
  return (
    <td className={ui.date}>
      <time dateTime={at}>{children}</time>
    </td>
  );
}
