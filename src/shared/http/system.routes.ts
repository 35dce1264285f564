import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Database } from '../persistence/database.js';
import { ServiceUnavailableError } from '../errors/app-errors.js';
import { defineRoute, type HttpRoute } from './route.js';
import { HealthSchema, RuntimeConfigSchema } from './system.contract.js';

/**
 * Liveness, readiness, the OpenAPI document and the front ends' runtime configuration. `isDraining` says the
 * server is shutting down: readiness then answers 503 so a load balancer stops sending it new requests.
 */
export function systemRoutes(
  config: AppConfig,
  database: Database,
  openApiDocument: () => object,
  isDraining: () => boolean,
): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/health',
      summary: 'The process is up',
      tag: 'system',
      access: 'public',
      probe: true,
      response: HealthSchema,
      handle: async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/ready',
      summary: 'The database answers; the instance can take traffic',
      tag: 'system',
      access: 'public',
      probe: true,
      response: HealthSchema,
      errorStatuses: [503],
      handle: async () => {
        if (isDraining()) throw new ServiceUnavailableError('The server is shutting down');
        if (!(await database.isReady())) throw new ServiceUnavailableError('Database is not reachable');
        return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), database: database.kind };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This document',
      tag: 'system',
      access: 'public',
      response: z.record(z.string(), z.unknown()),
      handle: async () => openApiDocument() as Record<string, unknown>,
    }),
    defineRoute({
      method: 'get',
      path: '/api/runtime-config',
      summary: 'Settings the front ends read at start, so one build runs in every environment',
      tag: 'system',
      access: 'public',
      response: RuntimeConfigSchema,
      handle: async ({ ctx }) => {
        ctx.set('Cache-Control', 'no-cache');
        return {
          adminRemoteUrl: config.adminRemoteUrl,
          supportEmail: config.supportEmail,
          privacyEmail: config.privacyEmail,
          photosUnderstood:
            config.repairs.imageAnalysis.kind === 'azure-vision' ||
            config.repairs.instructionWriter.kind !== 'knowledge-base',
        };
      },
    }),
  ];
}
