import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminSectionEntry {
  /** The key of the section's block in i18n/en.json (`sections.<key>`). */
  readonly key: string;
  /** Below /admin: '' is /admin itself. */
  readonly path: string;
  readonly Component: LazyExoticComponent<ComponentType>;
}

/** The console's sections in menu order; each is its own chunk, fetched when first opened. */
export const ADMIN_SECTIONS: readonly AdminSectionEntry[] = [
  { key: 'dashboard', path: '', Component: lazy(() => import('./features/dashboard/dashboard-section')) },
  { key: 'pricing', path: 'pricing', Component: lazy(() => import('./features/pricing/pricing-section')) },
  {
    key: 'contractors',
    path: 'contractors',
    Component: lazy(() => import('./features/contractors/contractors-section')),
  },
  { key: 'users', path: 'users', Component: lazy(() => import('./features/users/users-section')) },
  { key: 'gallery', path: 'gallery', Component: lazy(() => import('./features/gallery/gallery-section')) },
  {
    key: 'operations',
    path: 'operations',
    Component: lazy(() => import('./features/operations/operations-section')),
  },
  { key: 'auditLog', path: 'audit-log', Component: lazy(() => import('./features/audit-log/audit-log-section')) },
];
