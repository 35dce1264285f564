import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    uptimeSeconds: z.number().int(),
    database: z.enum(['postgresql', 'pglite']).optional(),
  })
  .meta({ id: 'Health' });

export const RuntimeConfigSchema = z
  .object({
    adminRemoteUrl: z.string().describe('Module Federation manifest of the admin console'),
    supportEmail: z.string(),
    privacyEmail: z.string(),
    photosUnderstood: z
      .boolean()
      .describe(
        'Whether a vision service looks at uploads; false on the embedded default, which then needs a description',
      ),
  })
  .meta({ id: 'RuntimeConfig' });

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
