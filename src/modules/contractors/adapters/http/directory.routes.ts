import { readFile } from 'node:fs/promises';
import type { Clock } from '../../../../shared/application/clock.js';
import { enforceRateLimit, type RateLimiter } from '../../../../shared/application/rate-limiter.js';
import { NotFoundError } from '../../../../shared/errors/app-errors.js';
import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import { StoredFileNotFoundError, type FileStorage } from '../../../../shared/storage/file-storage.js';
import type { ContractorDirectory } from '../../application/contractor-directory.js';
import {
  ContractorIdParamsSchema,
  ContractorPublicProfileSchema,
  DirectoryAnswerSchema,
  DirectoryQuerySchema,
  LogoQuerySchema,
} from '../../contract.js';
import { servableLogo } from './logo-image.js';
import { cardView, publicProfileView } from './views.js';

export interface DirectoryRouteDependencies {
  readonly directory: ContractorDirectory;
  readonly storage: FileStorage;
  readonly rateLimiter: RateLimiter;
  readonly clock: Clock;
}

/** Searching reads many rows: plenty for a person browsing, little for a scraper. */
const SEARCH_LIMIT = { name: 'contractor-search', limit: 60, windowSeconds: 60 };

/** The public directory: search by postal code and category, a contractor's profile, its logo. */
export function directoryRoutes({ directory, storage, rateLimiter, clock }: DirectoryRouteDependencies): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contractors',
      summary: 'Listed contractors serving a postal code (and category), nearest first, then most relevant',
      tag: 'contractors',
      access: 'public',
      query: DirectoryQuerySchema,
      response: DirectoryAnswerSchema,
      errorStatuses: [429],
      handle: async ({ query, ctx }) => {
        await enforceRateLimit(rateLimiter, SEARCH_LIMIT, ctx.ip || 'unknown');
        const { location, matches } = await directory.search(
          query.postalCode,
          query.category ?? null,
          query.withinKm ?? null,
        );
        const now = clock.now();
        ctx.set('Cache-Control', 'no-cache');
        return {
          postalCode: location.postalCode,
          country: location.country,
          results: matches.map(({ contractor, distanceKm }) => cardView(contractor, distanceKm, now)),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/contractors/:id',
      summary: "A listed contractor's profile; 404 for anyone not listed",
      tag: 'contractors',
      access: 'public',
      params: ContractorIdParamsSchema,
      response: ContractorPublicProfileSchema,
      errorStatuses: [404],
      handle: async ({ params, ctx }) => {
        ctx.set('Cache-Control', 'no-cache');
        return publicProfileView(await directory.listed(params.id), clock.now());
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/contractors/:id/logo',
      summary:
        "A contractor's logo: public while listed; its owner and admins always, and a new one waiting for review",
      tag: 'contractors',
      access: 'public',
      params: ContractorIdParamsSchema,
      query: LogoQuerySchema,
      errorStatuses: [404],
      handle: async ({ params, query, principal, ctx }) => {
        const { logo, public: shared } = await directory.logoOf(params.id, principal, query.v);
        let stored: Buffer;
        try {
          stored = await storage.withLocalCopy(logo.key, (localPath) => readFile(localPath));
        } catch (error) {
          if (error instanceof StoredFileNotFoundError) throw new NotFoundError('Logo not found');
          throw error;
        }
        // A logo stored before uploads were re-encoded loses its metadata here.
        const bytes = await servableLogo(stored, logo.mediaType);
        // Each logo has a URL of its own (?v=), so a listed one may be kept for a day anywhere.
        ctx.set('Cache-Control', shared ? 'public, max-age=86400' : 'private, no-cache');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.type = logo.mediaType;
        ctx.body = bytes;
        return undefined;
      },
    }),
  ];
}
