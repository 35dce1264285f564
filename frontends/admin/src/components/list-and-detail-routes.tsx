import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/** A section's two pages: its list at the section's own address, one item at <section>/:id. */
export function ListAndDetailRoutes({ list, detail }: { readonly list: ReactNode; readonly detail: ReactNode }) {
  return (
    <Routes>
      <Route index element={list} />
      <Route path=":id" element={detail} />
    </Routes>
  );
}
