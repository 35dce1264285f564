import { z } from 'zod';
import {
  pageOf,
  PagingQuerySchema,
  PeriodQuerySchema,
  SearchQuerySchema,
} from '../../shared/http/admin-list.contract.js';

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

export const ClientErrorQuerySchema = PagingQuerySchema.extend(PeriodQuerySchema.shape).extend({
  q: SearchQuerySchema.describe('Part of the message, page URL or user agent'),
});

/** A stored report for the admin console's error log. */
export const LoggedClientErrorSchema = z
  .object({
    id: z.uuid(),
    message: z.string(),
    stack: z.string().nullable(),
    componentStack: z.string().nullable(),
    url: z.string(),
    userAgent: z.string(),
    reportedAt: z.iso.datetime().describe("The browser's clock"),
    receivedAt: z.iso.datetime(),
    userId: z.uuid().nullable().describe('The signed-in user who met it, if any'),
    requestId: z.string(),
  })
  .meta({ id: 'LoggedClientError' });

export const ClientErrorListSchema = pageOf(LoggedClientErrorSchema).meta({ id: 'ClientErrorList' });

export type LoggedClientError = z.infer<typeof LoggedClientErrorSchema>;
export type ClientErrorList = z.infer<typeof ClientErrorListSchema>;
