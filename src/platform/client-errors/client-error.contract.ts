import { z } from 'zod';

/** Caps keep one report small; longer text is cut, never refused, so a real crash is not lost. */
export const CLIENT_ERROR_CAPS = {
  error: 2_000,
  stack: 10_000,
  componentStack: 10_000,
  url: 2_048,
  userAgent: 512,
} as const;

const capped = (max: number) => z.string().transform((value) => value.slice(0, max));

export const ClientErrorReportSchema = z
  .strictObject({
    error: capped(CLIENT_ERROR_CAPS.error).pipe(z.string().min(1)),
    stack: capped(CLIENT_ERROR_CAPS.stack).optional(),
    componentStack: capped(CLIENT_ERROR_CAPS.componentStack).optional(),
    timestamp: z.iso.datetime({ offset: true }),
    userAgent: capped(CLIENT_ERROR_CAPS.userAgent),
    url: capped(CLIENT_ERROR_CAPS.url),
  })
  .meta({ id: 'ClientErrorReport' });

export type ClientErrorReport = z.input<typeof ClientErrorReportSchema>;
