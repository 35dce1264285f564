import type { ReactNode } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import ui from './admin-ui.module.css';

/** A section's two pages: its list at the section's own address, one item at <section>/:id. */
export function ListAndDetailRoutes({ list, detail }: { readonly list: ReactNode; readonly detail: ReactNode }) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path=":id" element={detail} />
    </Routes>
  );
}

/** Where the list was (its address's search: filter and page), so the item's Back link returns to it. */
interface FromList {
  readonly listSearch?: string;
}

/** A list row's link to its item's page; it carries the list's search along for the way back. */
export function ItemLink({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  const { search } = useLocation();
  const fromList: FromList = { listSearch: search };
  return (
    <Link to={id} state={fromList}>
      {children}
    </Link>
  );
}

/** An item page's link back to its section's list (`listPath`), filtered and paged as it was left. */
export function BackToList({ listPath, children }: { readonly listPath: string; readonly children: ReactNode }) {
  const { state } = useLocation() as { state: FromList | null };
  return (
    <Link to={`${listPath}${state?.listSearch ?? ''}`} className={ui.backLink}>
      {children}
    </Link>
  );
}
