import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Language, Localised } from '../../../../shared/domain/locale.js';
import { evidenceOf, GuideMatcher } from '../../domain/guide-matching.js';
import type { RepairAdvice } from '../../domain/instructions.js';
import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import type { FollowUpAnswerer, FollowUpQuestionInput, FollowUpReply } from '../../ports/follow-up-answerer.js';
import {
  InstructionWritingFailedError,
  type InstructionWriter,
  type WritingFailure,
  type WritingInput,
} from '../../ports/instruction-writer.js';
import { loadShippedVocabulary } from '../knowledge-base/matching-vocabulary.js';
import { picturesForModel } from './model-images.js';
import { ANSWER_FORMAT, VisionModelAnswerSchema, type VisionModelAnswer } from './vision-model.answer.js';
import { FOLLOW_UP_FORMAT, FollowUpAnswerSchema, followUpMessages } from './vision-model.follow-up.js';
import { visionModelMessages, type ChatMessage, type ModelImageDetail } from './vision-model.prompt.js';

export interface VisionModelSettings {
  /** azure-openai: https://NAME.openai.azure.com; openai-compatible: the API base, e.g. https://api.openai.com/v1. */
  readonly flavour: 'azure-openai' | 'openai-compatible';
  readonly endpoint: string;
  readonly apiKey: string;
  /** The Azure deployment name, or the model name of an OpenAI-compatible service. */
  readonly model: string;
  readonly apiVersion: string;
  /** For the whole answer, the retries included. */
  readonly timeoutMs: number;
  readonly imageDetail: ModelImageDetail;
  /** Taking the frames of a video stops after this long in all. */
  readonly frameTimeoutMs: number;
}

/** How many of the closest guides the model reads in full; every other guide is listed by id and title only. */
const CLOSE_GUIDES = 4;
/** An answer cut off by the token limit is invalid; a complete repair is far shorter than this. */
const MAX_ANSWER_TOKENS = 4096;
const TEMPERATURE = 0.2;
/** How long to wait before the one retry of a busy service, when it does not say (Retry-After)... */
const DEFAULT_RETRY_DELAY_MS = 1_000;
/** ...and the longest wait it may ask for: a person is waiting for this repair. */
const MAX_RETRY_DELAY_MS = 5_000;

const ChatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

const ServiceErrorSchema = z.object({ error: z.object({ code: z.string().nullish() }) });

type Reading<T> = { readonly answer: T } | { readonly invalid: string };

function failed(message: string, failure: WritingFailure, cause?: unknown): InstructionWritingFailedError {
  return new InstructionWritingFailedError(message, { failure, cause });
}

/** Service busy or broken for a moment: worth one more try. */
function isTransient(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Retry-After in seconds or as a date, Azure's retry-after-ms, or a default; never more than the cap. */
function retryDelayMs(headers: Headers): number {
  const milliseconds = Number(headers.get('retry-after-ms'));
  const after = headers.get('retry-after');
  const seconds = after === null ? Number.NaN : Number(after);
  const delay =
    headers.has('retry-after-ms') && Number.isFinite(milliseconds)
      ? milliseconds
      : Number.isFinite(seconds)
        ? seconds * 1000
        : after !== null && Number.isFinite(Date.parse(after))
          ? Date.parse(after) - Date.now()
          : DEFAULT_RETRY_DELAY_MS;
  return Math.min(Math.max(delay, 0), MAX_RETRY_DELAY_MS);
}

/**
 * What the model answered, read strictly: a refusal (or Azure's content filter) is thrown; an answer cut off,
 * not JSON, or breaking the schema is invalid, worth one retry.
 */
function readCompletion<T>(body: unknown, schema: z.ZodType<T>): Reading<T> {
  const completion = ChatCompletionSchema.safeParse(body);
  if (!completion.success) return { invalid: 'the answer has no choice' };
  const [choice] = completion.data.choices;
  if (choice!.message.refusal || choice!.finish_reason === 'content_filter') {
    throw failed(`The vision model refused: ${choice!.message.refusal ?? 'content filter'}`, 'refused');
  }
  if (choice!.finish_reason === 'length') return { invalid: 'the answer was cut off at the token limit' };
  const content = choice!.message.content;
  if (!content) return { invalid: 'the answer is empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { invalid: 'the answer is not JSON' };
  }
  const answer = schema.safeParse(parsed);
  if (!answer.success) {
    const issue = answer.error.issues[0];
    return { invalid: `the answer breaks the schema: ${issue?.path.join('.')} ${issue?.message}` };
  }
  return { answer: answer.data };
}

/** One language's knowledge base as the model is grounded in it: its guides, and its matcher to pick the closest. */
interface GroundingKnowledge {
  readonly guides: readonly RepairGuide[];
  readonly matcher: GuideMatcher;
  readonly guidesById: ReadonlyMap<string, RepairGuide>;
}

function groundingKnowledge(guides: readonly RepairGuide[], language: Language): GroundingKnowledge {
  return {
    guides,
    matcher: new GuideMatcher(guides, loadShippedVocabulary(language)),
    guidesById: new Map(guides.map((guide) => [guide.id, guide])),
  };
}

/**
 * A vision-capable chat model through the chat-completions API, on Azure OpenAI or any OpenAI-compatible service
 * (OpenAI, Ollama, llama.cpp, vLLM). It sees the photo or frames of the video, reads the person's words and the
 * label text as quoted data, and is grounded in the knowledge base: it follows a guide where one fits and names
 * it. The answer must follow a strict JSON schema and is validated again here; a refusal, a timeout or a second
 * invalid answer fails the repair (which is then refunded) rather than showing the person something unchecked.
 */
export class VisionModelInstructionWriter implements InstructionWriter, FollowUpAnswerer {
  private readonly knowledge: Localised<GroundingKnowledge>;

  /** frenchGuides: the French twins of the guides, same ids: a French repair is grounded in them, and told in French. */
  constructor(
    private readonly settings: VisionModelSettings,
    guides: readonly RepairGuide[],
    frenchGuides: readonly RepairGuide[] = [],
  ) {
    this.knowledge = { en: groundingKnowledge(guides, 'en'), fr: groundingKnowledge(frenchGuides, 'fr') };
  }

  async write(input: WritingInput): Promise<RepairAdvice> {
    const { guides, matcher, guidesById } = this.knowledge[input.language ?? 'en'];
    const pictures = await this.picturesOf(input);
    const closest = matcher
      .rank(evidenceOf(input.analysis, input.description))
      .slice(0, CLOSE_GUIDES)
      .map((match) => match.guide);
    const messages = visionModelMessages({ closest, all: guides }, input, pictures, this.settings.imageDetail);
    const answer = await this.ask(messages, ANSWER_FORMAT, VisionModelAnswerSchema);
    return this.adviceFrom(answer, pictures.length > 0, guidesById);
  }

  /** A follow-up question, answered within the repair it is about (its diagnosis, steps and guide), in its language. */
  async answer(input: FollowUpQuestionInput): Promise<FollowUpReply> {
    const pictures = input.photo ? await this.picturesOf({ media: input.photo }) : [];
    const guideId = input.instructions.source?.guideId;
    const guide = guideId ? this.knowledge[input.language ?? 'en'].guidesById.get(guideId) : undefined;
    const messages = followUpMessages(input, guide, pictures, this.settings.imageDetail);
    const { answer } = await this.ask(messages, FOLLOW_UP_FORMAT, FollowUpAnswerSchema);
    return { text: answer, source: 'vision-model', citedNote: null };
  }

  /**
   * The model's answer to the messages, checked against the schema: one retry of an invalid answer, and a
   * refusal, a timeout or a second invalid answer thrown as an InstructionWritingFailedError.
   */
  private async ask<T>(
    messages: readonly ChatMessage[],
    format: { readonly type: 'json_schema' },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const body = JSON.stringify({
      ...(this.settings.flavour === 'openai-compatible' ? { model: this.settings.model } : {}),
      messages,
      response_format: format,
      temperature: TEMPERATURE,
      max_tokens: MAX_ANSWER_TOKENS,
    });
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    try {
      let reading = readCompletion(await this.complete(body, deadline), schema);
      // Sampling differs from one call to the next: a second answer is often valid where the first was not.
      if ('invalid' in reading) reading = readCompletion(await this.complete(body, deadline), schema);
      if ('invalid' in reading)
        throw failed(`The vision model answered twice invalidly: ${reading.invalid}`, 'invalid-answer');
      return reading.answer;
    } catch (error) {
      const answered = error instanceof InstructionWritingFailedError && error.failure !== 'unavailable';
      if (deadline.aborted && !answered) {
        throw failed(`The vision model gave no answer within ${this.settings.timeoutMs} ms`, 'timeout', error);
      }
      throw error;
    }
  }

  private async picturesOf(input: Pick<WritingInput, 'media'>): Promise<Buffer[]> {
    if (!input.media) return [];
    try {
      return await picturesForModel(input.media, this.settings.frameTimeoutMs);
    } catch (error) {
      throw failed(`The ${input.media.kind} could not be prepared for the vision model`, 'unavailable', error);
    }
  }

  /** One call, and one retry when the service is busy or unreachable; the body of a 200 answer, parsed. */
  private async complete(body: string, deadline: AbortSignal): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const lastAttempt = attempt === 2;
      let response: Response;
      try {
        response = await fetch(this.url(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...this.authorization() },
          body,
          signal: deadline,
        });
      } catch (error) {
        if (lastAttempt || deadline.aborted)
          throw failed('The vision model could not be reached', 'unavailable', error);
        await sleep(DEFAULT_RETRY_DELAY_MS, undefined, { signal: deadline });
        continue;
      }
      if (response.ok) return response.json().catch(() => null);
      if (isTransient(response.status) && !lastAttempt) {
        await response.body?.cancel();
        await sleep(retryDelayMs(response.headers), undefined, { signal: deadline });
        continue;
      }
      const problem = ServiceErrorSchema.safeParse(await response.json().catch(() => null));
      // Azure OpenAI answers 400 content_filter when its filter blocks the pictures or the text: a refusal.
      if (problem.success && problem.data.error.code === 'content_filter') {
        throw failed('The vision model refused the upload (content filter)', 'refused');
      }
      throw failed(`The vision model answered ${response.status}`, 'unavailable');
    }
  }

  /** The advice, with the guide the model followed only if it is one it was sent, and what it saw only if it saw. */
  private adviceFrom(
    answer: VisionModelAnswer,
    sawPictures: boolean,
    guidesById: ReadonlyMap<string, RepairGuide>,
  ): RepairAdvice {
    const { guideId, observation, ...advice } = answer;
    const guide = guideId === null ? undefined : guidesById.get(guideId);
    return {
      ...advice,
      source: { writer: 'vision-model', guideId: guide?.id ?? null, guideTitle: guide?.title ?? null },
      observation: sawPictures ? observation : null,
    };
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
