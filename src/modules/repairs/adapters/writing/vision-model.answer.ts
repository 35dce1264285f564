import { z } from 'zod';
import { REPAIR_CATEGORIES } from '../../domain/knowledge-base/repair-guide.js';

const text = (maxLength: number) => z.string().trim().min(1).max(maxLength);

/**
 * What the vision model must answer: the advice field for field, plus what it saw and the guide it followed.
 * The bounds live here, in the validation of the answer; the schema the model is given cannot carry them.
 */
export const VisionModelAnswerSchema = z.strictObject({
  observation: text(600)
    .nullable()
    .describe('What the pictures show that matters for the repair, in one or two sentences; null without pictures.'),
  guideId: z
    .string()
    .nullable()
    .describe('The id of the knowledge-base guide this repair follows, exactly as listed; null when none fits.'),
  title: text(200),
  item: text(200).nullable(),
  category: z.enum(REPAIR_CATEGORIES).nullable(),
  diagnosis: z.array(z.strictObject({ cause: text(500), signs: text(500) })).max(6),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']).nullable(),
  estimatedMinutes: z
    .strictObject({ min: z.number().int().min(1).max(10_000), max: z.number().int().min(1).max(10_000) })
    .refine((range) => range.min <= range.max, 'min must not exceed max')
    .nullable(),
  tools: z.array(z.strictObject({ name: text(200), alternatives: z.array(text(200)).max(5) })).max(30),
  materials: z.array(z.strictObject({ name: text(200), note: text(500).nullable() })).max(30),
  safetyWarnings: z.array(z.strictObject({ severity: z.enum(['low', 'medium', 'high']), text: text(500) })).max(12),
  steps: z.array(z.strictObject({ text: text(1000), caution: text(500).nullable() })).max(30),
  verification: z.array(text(500)).max(10),
  whenToCallAPro: z.array(text(500)).max(10),
  proRecommended: z.boolean().describe('True when a typical homeowner should hire a professional for this job.'),
  confidence: z.number().min(0).max(1).describe('0 to 1: how sure you are which repair this is.'),
  moreDetailRequest: text(1000)
    .nullable()
    .describe('When you cannot tell what is broken: what the person should describe or photograph; else null.'),
});
export type VisionModelAnswer = z.infer<typeof VisionModelAnswerSchema>;

/** The JSON Schema keywords every strict structured-output implementation accepts; anything else is dropped. */
const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
  'const',
]);

type JsonSchema = { [keyword: string]: unknown };

/**
 * A JSON Schema within the strict structured-output subset: only STRICT_KEYWORDS (no length or numeric bounds,
 * no `$schema`, no format or pattern), every property required (a field that may be empty is nullable instead)
 * and no additional properties on any object.
 */
function strictSubset(schema: JsonSchema): JsonSchema {
  const strict: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!STRICT_KEYWORDS.has(keyword)) continue;
    if (keyword === 'properties') {
      strict.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [name, strictSubset(property)]),
      );
    } else if (keyword === 'items') strict.items = strictSubset(value as JsonSchema);
    else if (keyword === 'anyOf') strict.anyOf = (value as JsonSchema[]).map(strictSubset);
    else strict[keyword] = value;
  }
  if (strict.type === 'object') {
    strict.required = Object.keys((strict.properties as object | undefined) ?? {});
    strict.additionalProperties = false;
  }
  return strict;
}

/** The chat-completions `response_format` asking for an answer that follows the schema, strictly. */
export function strictAnswerFormat(name: string, schema: z.ZodType) {
  return {
    type: 'json_schema',
    json_schema: { name, strict: true, schema: strictSubset(z.toJSONSchema(schema, { io: 'output' })) },
  } as const;
}

export const ANSWER_FORMAT = strictAnswerFormat('repair_advice', VisionModelAnswerSchema);
