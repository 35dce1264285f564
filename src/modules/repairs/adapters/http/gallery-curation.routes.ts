import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { CurateGallery } from '../../application/curate-gallery.js';
import {
  AdminGalleryEntrySchema,
  AdminGalleryListSchema,
  AdminGalleryQuerySchema,
  GalleryFeaturingSchema,
  GalleryVisibilitySchema,
  RepairIdParamsSchema,
  type AdminGalleryEntry,
} from '../../contract.js';
import type { RepairRequest } from '../../domain/repair-request.js';

function adminGalleryEntry(repair: RepairRequest): AdminGalleryEntry {
  const { props } = repair;
  return {
    id: props.id,
    title: repair.title,
    category: props.instructions?.category ?? null,
    ownerId: props.ownerId,
    createdAt: props.createdAt.toISOString(),
    finishedAt: props.finishedAt?.toISOString() ?? null,
    hidden: props.hiddenByAdmin,
    featured: props.featuredAt !== null,
    featuredAt: props.featuredAt?.toISOString() ?? null,
  };
}

/** The admin console's gallery curation: every shared repair, hidden or not, and the two decisions on it. */
export function galleryCurationRoutes(curation: CurateGallery): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/gallery',
      summary: 'Shared repairs, newest first, hidden ones included, with the total (admin console)',
      tag: 'repairs',
      access: 'admin',
      query: AdminGalleryQuerySchema,
      response: AdminGalleryListSchema,
      handle: async ({ query }) => {
        const { repairs, total } = await curation.list({
          search: query.q || null,
          state: query.state,
          limit: query.limit,
          offset: query.offset,
        });
        return { total, items: repairs.map(adminGalleryEntry) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/gallery/:id/visibility',
      summary: 'Hides a shared repair from the public gallery (which also unfeatures it) or shows it again',
      tag: 'repairs',
      access: 'admin',
      params: RepairIdParamsSchema,
      body: GalleryVisibilitySchema,
      response: AdminGalleryEntrySchema,
      errorStatuses: [404, 409],
      handle: async ({ params, body, principal }) =>
        adminGalleryEntry(await curation.setHidden(params.id, body.hidden, principal)),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/gallery/:id/featured',
      summary: 'Features a visible shared repair (listed first in the public gallery) or stops featuring it',
      tag: 'repairs',
      access: 'admin',
      params: RepairIdParamsSchema,
      body: GalleryFeaturingSchema,
      response: AdminGalleryEntrySchema,
      errorStatuses: [404, 409],
      handle: async ({ params, body, principal }) =>
        adminGalleryEntry(await curation.setFeatured(params.id, body.featured, principal)),
    }),
  ];
}
