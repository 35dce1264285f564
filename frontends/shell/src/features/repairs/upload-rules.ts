import { serverMessage } from '../../../../shared/api/error-message';
import type { ApiError } from '../../../../shared/api/request';

/**
 * What the upload card accepts (product §5), checked before anything is sent; the server
 * checks again, by the file's content. 25 MB is the limit enforced; the card's text says 50MB, as the
 * specification asks.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** The description is optional, and at most this long (the server's limit too). */
export const DESCRIPTION_MAX_LENGTH = 2000;

/** Where a description is required (nothing understands the photo), it must name something: two words at least. */
export function describesTheProblem(description: string): boolean {
  return (
    description
      .trim()
      .split(/\s+/)
      .filter((word) => /\p{L}{2,}/u.test(word)).length >= 2
  );
}

/** JPEG (JPG), PNG, GIF images and MP4, MOV, WEBM videos: their media types and file name endings. */
const ACCEPTED_MEDIA: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/webm': ['.webm'],
};

/** The file input's `accept`: the media types, and the endings for systems that go by name. */
export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_MEDIA)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

export type FileRejection = 'invalid-type' | 'too-large';

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

function isAcceptedType({ name, type }: FileFacts): boolean {
  // Some systems give no media type: the file's name decides then.
  if (type !== '') return type in ACCEPTED_MEDIA;
  const lowerName = name.toLowerCase();
  return Object.values(ACCEPTED_MEDIA).some((endings) => endings.some((ending) => lowerName.endsWith(ending)));
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function rejectionOf(file: FileFacts): FileRejection | null {
  if (!isAcceptedType(file)) return 'invalid-type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

export function isVideo(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type.startsWith('video/') || /\.(mp4|mov|webm)$/i.test(file.name);
}

/** What a failed upload means for the person (product §8). */
export type UploadFailure =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'payment-required' }
  | { readonly kind: 'failed'; readonly message: string | undefined };

/**
 * The server's "Unauthorized" in each language it answers in (src/shared/errors/french-messages.ts): a French
 * request gets the French wording, and the session has ended all the same.
 */
const UNAUTHORIZED_MESSAGES = ['Unauthorized', 'Non autorisé'];

/**
 * "401:" with Unauthorized: the session ended. 402 or requiresPayment: nothing left to pay for the repair
 * with. Anything else: the server's message, when there is one. The 402 test reads the status at the
 * start of the message ("402: ..."), not anywhere in it, so a request id that happens to contain the
 * digits 402 is not taken for a payment request.
 */
export function uploadFailureOf(error: ApiError | undefined): UploadFailure {
  const message = error?.message ?? '';
  if (message.startsWith('401:') && UNAUTHORIZED_MESSAGES.some((word) => message.includes(word))) {
    return { kind: 'signed-out' };
  }
  if (message.startsWith('402:') || message.includes('requiresPayment')) return { kind: 'payment-required' };
  return { kind: 'failed', message: serverMessage(error) };
}
