import { z } from 'zod';

/** The pieces every admin console list shares: a search box, a period, paging and the total. Zod only. */

export const SearchQuerySchema = z.string().trim().max(200, 'is too long').optional();

/** A page of a list: `limit` rows from `offset`, newest first unless a list says otherwise. */
export const PagingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

const instant = z.iso
  .datetime({ offset: true, error: 'must be an ISO date-time' })
  .transform((value) => new Date(value));

/** From (inclusive) to (exclusive), as ISO date-times. */
export const PeriodQuerySchema = z.object({ from: instant.optional(), to: instant.optional() });

/** One page of a list with how many rows the whole filtered list has. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ total: z.number().int(), items: z.array(item) });
}
