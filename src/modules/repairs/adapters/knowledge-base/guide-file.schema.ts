import { z } from 'zod';
import { REPAIR_CATEGORIES, type RepairGuide } from '../../domain/knowledge-base/repair-guide.js';

/**
 * The one schema of a repair guide file (guides/<category>/<id>.yaml), checked by `npm run build` and when the
 * server starts. Its bounds are what a guide can be at all; the knowledge-base tests hold the guides to the
 * tighter house style. Every object is strict, so a misspelt key is an error rather than a field silently lost.
 */

/** A short label: a cause, a tool or a material. */
const label = z.string().trim().min(1).max(160);
/** A sentence or two the user reads: signs, a note, a warning, a step. */
const prose = z.string().trim().min(1).max(600);

const keyword = z
  .string()
  .min(1)
  .max(60)
  .regex(/^\S+(?: \S+)*$/, 'must be words separated by single spaces, without spaces around them')
  .refine((value) => value === value.toLowerCase(), 'must be lower-case');

const keywords = z
  .array(keyword)
  .min(1)
  .max(40)
  .superRefine((values, context) => {
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: `repeats the keyword "${value}"` });
      }
    });
  });

const estimatedMinutes = z
  .strictObject({
    min: z.int().min(1),
    // Two days: beyond that it is a project, not a repair guide.
    max: z.int().max(48 * 60),
  })
  .refine((range) => range.min <= range.max, { path: ['max'], message: 'must not be less than min' });

/** A typical range in whole dollars, [lowest, highest]. */
const priceRange = z
  .tuple([z.int().min(0).max(20_000), z.int().min(1).max(20_000)])
  .refine(([lowest, highest]) => lowest <= highest, { message: 'must be [lowest, highest]' });
/** The same estimate in both currencies the product sells in; written apart, not converted at a rate. */
const priceEstimate = z.strictObject({ CAD: priceRange, USD: priceRange });

export const GuideFileSchema = z.strictObject({
  id: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (lower-case words joined by hyphens)'),
  title: z.string().trim().min(1).max(80),
  item: z.string().trim().min(1).max(80),
  category: z.enum(REPAIR_CATEGORIES),
  proRecommended: z.boolean(),
  keywords,
  diagnosis: z
    .array(z.strictObject({ cause: label, signs: prose }))
    .min(1)
    .max(8),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  estimatedMinutes,
  tools: z
    .array(
      z.strictObject({
        name: label,
        alternatives: z.array(label).min(1).max(10).optional(),
        /** When the tool is needed at all ("only needed if the cartridge is stuck"); not something to use instead. */
        note: label.optional(),
        price: priceEstimate.optional(),
      }),
    )
    .min(1)
    .max(20),
  materials: z.array(z.strictObject({ name: label, note: prose.optional(), price: priceEstimate.optional() })).max(30),
  safetyWarnings: z
    .array(z.strictObject({ severity: z.enum(['low', 'medium', 'high']), text: prose }))
    .min(1)
    .max(10),
  steps: z
    .array(z.strictObject({ text: prose, caution: prose.optional() }))
    .min(3)
    .max(20),
  verification: z.array(prose).min(1).max(8),
  callAProWhen: z.array(prose).min(1).max(8),
  proEstimate: priceEstimate.optional(),
  troubleshooting: z
    .array(z.strictObject({ problem: label, answer: prose, keywords: keywords.optional() }))
    .min(1)
    .max(8)
    .optional(),
}) satisfies z.ZodType<RepairGuide>;

export type GuideFile = z.output<typeof GuideFileSchema>;

/** Names a missing field as missing, where zod would say "expected string, received undefined". */
const requiredFieldMessage: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined;

/** Checks a parsed guide file against the schema. */
export function parseGuideFile(content: unknown) {
  return GuideFileSchema.safeParse(content, { error: requiredFieldMessage });
}
