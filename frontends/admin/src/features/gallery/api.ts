import type { AdminGalleryEntry, AdminGalleryList, AdminGalleryState } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';
import { listQuery } from '../../components/list-controls';

export const GALLERY_STATES = ['all', 'visible', 'hidden', 'featured'] as const satisfies readonly AdminGalleryState[];

export interface GalleryFilter {
  readonly q: string;
  readonly state: AdminGalleryState;
  readonly offset: number;
}

export type CurationChange =
  { readonly id: string; readonly hidden: boolean } | { readonly id: string; readonly featured: boolean };

/**
 * The shared repairs and the two decisions on them. A decision refreshes this list and the public gallery
 * (the shell's `Gallery` tag: both apps share one API and its cache), also when it was refused.
 */
export const useGalleryApi = sectionEndpoints((api) =>
  api.enhanceEndpoints({ addTagTypes: ['AdminGallery', 'Gallery'] }).injectEndpoints({
    endpoints: (build) => ({
      adminGallery: build.query<AdminGalleryList, GalleryFilter>({
        query: ({ q, state, offset }) => ({ url: `/api/admin/gallery?${listQuery({ q, state }, offset)}` }),
        providesTags: ['AdminGallery'],
      }),
      curateGallery: build.mutation<AdminGalleryEntry, CurationChange>({
        query: (change) =>
          'hidden' in change
            ? { url: `/api/admin/gallery/${change.id}/visibility`, method: 'PUT', body: { hidden: change.hidden } }
            : { url: `/api/admin/gallery/${change.id}/featured`, method: 'PUT', body: { featured: change.featured } },
        invalidatesTags: ['AdminGallery', 'Gallery'],
      }),
    }),
  }),
);
