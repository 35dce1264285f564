import { z } from 'zod';
import type { RepairAdvice } from '../../domain/instructions.js';
import { REPAIR_CATEGORIES } from '../../domain/knowledge-base/repair-guide.js';
import {
  InstructionWritingFailedError,
  type InstructionWriter,
  type WritingInput,
} from '../../ports/instruction-writer.js';

export interface LanguageModelSettings {
  /** azure-openai: https://NAME.openai.azure.com; openai-compatible: the API base, e.g. https://api.openai.com/v1. */
  readonly flavour: 'azure-openai' | 'openai-compatible';
  readonly endpoint: string;
  readonly apiKey: string;
  /** The Azure deployment name, or the model name of an OpenAI-compatible service. */
  readonly model: string;
  readonly apiVersion: string;
  readonly timeoutMs: number;
}

/** What the model must answer: the advice, field for field. Anything else is a failure, not a guess. */
const AdviceSchema = z.strictObject({
  title: z.string().min(1).max(200),
  item: z.string().max(200).nullable(),
  category: z.enum(REPAIR_CATEGORIES).nullable(),
  diagnosis: z.array(z.strictObject({ cause: z.string().min(1), signs: z.string().min(1) })).max(6),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']).nullable(),
  estimatedMinutes: z
    .strictObject({ min: z.number().int().min(1).max(10_000), max: z.number().int().min(1).max(10_000) })
    .refine((range) => range.min <= range.max, 'min must not exceed max')
    .nullable(),
  tools: z.array(z.strictObject({ name: z.string().min(1), alternatives: z.array(z.string().min(1)) })).max(30),
  materials: z.array(z.strictObject({ name: z.string().min(1), note: z.string().nullable() })).max(30),
  safetyWarnings: z.array(z.strictObject({ severity: z.enum(['low', 'medium', 'high']), text: z.string().min(1) })),
  steps: z.array(z.strictObject({ text: z.string().min(1), caution: z.string().nullable() })).max(30),
  verification: z.array(z.string().min(1)),
  whenToCallAPro: z.array(z.string().min(1)),
  confidence: z.number().min(0).max(1),
  moreDetailRequest: z.string().nullable(),
});

const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'repair_advice', strict: true, schema: z.toJSONSchema(AdviceSchema, { target: 'draft-7' }) },
} as const;

const SYSTEM_PROMPT = [
  'You write home and vehicle repair instructions for people in Canada and the United States.',
  'You receive what an image analysis saw in a photo of a broken item and what the user wrote.',
  'Answer only with JSON matching the given schema.',
  'Be honest: confidence (0 to 1) says how sure you are which repair this is.',
  'If the input does not tell you what is broken, answer with confidence below 0.3, no steps, and in',
  'moreDetailRequest ask for what you need. Never invent steps for an item you cannot identify.',
  'Put every hazard in safetyWarnings with a severity (high for mains electricity, gas, lifting a vehicle,',
  'lithium batteries, asbestos or lead), and a caution on the step where the hazard is.',
].join(' ');

const ChatCompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }), finish_reason: z.string().nullable() }))
    .min(1),
});

/**
 * A language model through the chat-completions API, on Azure OpenAI or any OpenAI-compatible service.
 * It asks for structured JSON output and validates the answer; an invalid answer fails the repair (which
 * is then refunded) rather than showing the user something unchecked.
 */
export class LanguageModelInstructionWriter implements InstructionWriter {
  constructor(
    private readonly settings: LanguageModelSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async write(input: WritingInput): Promise<RepairAdvice> {
    const { analysis } = input;
    const userMessage = JSON.stringify({
      description: input.description,
      caption: analysis.caption?.text ?? null,
      tags: analysis.tags.map((tag) => tag.name),
      objects: analysis.objects.map((object) => object.name),
      textOnLabels: analysis.text,
      mediaKind: analysis.mediaKind,
    });
    const body = {
      ...(this.settings.flavour === 'openai-compatible' ? { model: this.settings.model } : {}),
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userMessage },
      ],
      response_format: RESPONSE_FORMAT,
      temperature: 0.2,
    };
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...this.authorization() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new InstructionWritingFailedError('The language model could not be reached', { cause: error });
    }
    if (!response.ok) {
      throw new InstructionWritingFailedError(`The language model answered ${response.status}`);
    }
    const completion = ChatCompletionSchema.safeParse(await response.json().catch(() => null));
    const content = completion.success ? completion.data.choices[0]?.message.content : null;
    if (!content) throw new InstructionWritingFailedError('The language model answered without content');
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (error) {
      throw new InstructionWritingFailedError('The language model answered with something other than JSON', {
        cause: error,
      });
    }
    const advice = AdviceSchema.safeParse(parsed);
    if (!advice.success) {
      throw new InstructionWritingFailedError(
        `The language model's answer breaks the contract: ${advice.error.issues[0]?.path.join('.')} ${advice.error.issues[0]?.message}`,
      );
    }
    return advice.data;
  }

  private url(): string {
    const base = this.settings.endpoint.replace(/\/+$/, '');
    if (this.settings.flavour === 'azure-openai') {
      const deployment = encodeURIComponent(this.settings.model);
      return `${base}/openai/deployments/${deployment}/chat/completions?api-version=${encodeURIComponent(this.settings.apiVersion)}`;
    }
    return `${base}/chat/completions`;
  }

  private authorization(): Record<string, string> {
    return this.settings.flavour === 'azure-openai'
      ? { 'api-key': this.settings.apiKey }
      : { authorization: `Bearer ${this.settings.apiKey}` };
  }
}
