import type { Language } from '../../../shared/domain/locale.js';
import type { Instructions } from '../domain/instructions.js';
import type { MediaFile } from './image-analyser.js';
import { token } from '../../../shared/token.js';

export interface FollowUpQuestionInput {
  readonly question: string;
  /** The repair the question is about: its diagnosis, steps and the guide it followed are the answer's ground. */
  readonly instructions: Instructions;
  /** The questions already answered on this repair, oldest first, so an answer can build on them. */
  readonly earlier: readonly { readonly question: string; readonly answer: string }[];
  /** One more photo (an image, on local disk while the request runs), or null. */
  readonly photo: MediaFile | null;
  /** The language to answer in: the repair's. English when not given. */
  readonly language?: Language;
}

export interface FollowUpReply {
  readonly text: string;
  /** Which answerer wrote it: a keyword match of the knowledge base is never shown as a model's judgement. */
  readonly source: 'knowledge-base' | 'vision-model';
  /** The troubleshooting note's problem the answer comes from; null when it comes from no note. */
  readonly citedNote: string | null;
}

/** Answers a follow-up question about a repair from what that repair already says. */
export interface FollowUpAnswerer {
  answer(input: FollowUpQuestionInput): Promise<FollowUpReply>;
}

export const FOLLOW_UP_ANSWERER = token<FollowUpAnswerer>('repairs.FollowUpAnswerer');
