import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { HttpRoute } from './route.js';

const errorBody = z.object({ message: z.string() }).loose().meta({ id: 'Error' });

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  402: 'Payment required',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  503: 'Unavailable',
};

/** `/api/repair-requests/:id` in Koa becomes `/api/repair-requests/{id}` in OpenAPI. */
function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The OpenAPI 3.1 document of the whole API, generated from the same schemas that validate requests. */
export function buildOpenApiDocument(routes: readonly HttpRoute[], version: string): object {
  const registry = new OpenAPIRegistry();
  for (const route of routes) {
    const errorStatuses = new Set<number>(route.errorStatuses ?? []);
    if (route.access !== 'public') errorStatuses.add(401);
    if (route.access === 'admin') errorStatuses.add(403);
    if (route.params || route.query || route.body) errorStatuses.add(400);
    const responses: Record<string, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {
      [String(route.successStatus ?? 200)]: route.response
        ? { description: 'Success', content: { 'application/json': { schema: route.response } } }
        : { description: 'Success' },
    };
    for (const status of [...errorStatuses].sort()) {
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: errorBody } },
      };
    }
    registry.registerPath({
      method: route.method,
      path: toOpenApiPath(route.path),
      summary: route.summary,
      tags: [route.tag],
      description: `Access: ${route.access}.`,
      request: {
        ...(route.params ? { params: route.params as z.ZodObject } : {}),
        ...(route.query ? { query: route.query as z.ZodObject } : {}),
        ...(route.body
          ? { body: { content: { 'application/json': { schema: route.body } } } }
          : route.requestContentType
            ? { body: { content: { [route.requestContentType]: { schema: z.object({}).loose() } } } }
            : {}),
      },
      responses,
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: { title: 'RepairLens API', version },
    servers: [{ url: '/' }],
  });
}
