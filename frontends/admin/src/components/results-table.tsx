import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** A column's heading; a figure column's heading is right-aligned like its cells. */
export type Column = string | { readonly label: string; readonly numeric: true };

/** A table is named by its own label, or by a heading elsewhere on the page. */
type TableName = { readonly label: string } | { readonly labelledBy: string };

/** A named table that scrolls sideways on narrow screens, with a header row from `columns` above `children`. */
export function ResultsTable(props: TableName & { readonly columns: readonly Column[]; readonly children: ReactNode }) {
  return (
    <div className={ui.tableWrapper}>
      <table
        className={ui.table}
        aria-label={'label' in props ? props.label : undefined}
        aria-labelledby={'labelledBy' in props ? props.labelledBy : undefined}
      >
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
