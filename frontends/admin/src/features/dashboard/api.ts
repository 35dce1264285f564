import type { AdminDashboard } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import type { Period } from './period';

/** The dashboard's figures for a period; the server counts them, the console only draws them. */
export const useDashboardApi = sectionEndpoints((api) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      adminDashboard: build.query<AdminDashboard, Period>({
        query: ({ from, to }) => ({ url: `/api/admin/dashboard?${new URLSearchParams({ from, to }).toString()}` }),
      }),
    }),
  }),
);
