import { defineRoute, type HttpRoute } from '../../shared/http/route.js';
import { AdminDashboardSchema, DashboardQuerySchema } from './admin-dashboard.contract.js';
import type { DashboardFigures } from './dashboard-figures.js';

export function adminDashboardRoutes(figures: DashboardFigures): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/dashboard',
      summary: 'Figures for the admin dashboard over a period of UTC days (by default the last 30)',
      tag: 'admin-dashboard',
      access: 'admin',
      query: DashboardQuerySchema,
      response: AdminDashboardSchema,
      handle: async ({ query }) => figures.read(query),
    }),
  ];
}
