import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local server standing in for a vision-capable chat-completions service (Azure OpenAI, OpenAI, Ollama). It
 * checks every request as a strict real service would, and more: the pictures are JPEG data URLs no larger than
 * the model should see, the answer schema is within the strict structured-output subset, and the person's text
 * arrives only inside the quoted data block. A request that fails a check is answered 400 and its problems are
 * kept; otherwise it answers with what the test chose (recorded bodies), or never ('hang').
 */

/** The only JSON Schema keywords a strict structured-output schema may use. */
export const STRICT_SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
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

/** The long edge a picture sent to the model may have at most. */
export const MAX_PICTURE_SIDE = 1536;
/** A photo is one picture; a video at most this many frames. */
export const MAX_PICTURES = 6;

const UPLOAD_DATA_BLOCK = /<<<UPLOAD_DATA\n([\s\S]*?)\nUPLOAD_DATA>>>/g;

/** Where a strict implementation would refuse the schema; empty when it accepts it. */
export function strictSchemaProblems(schema: unknown, at = '$'): string[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [`${at}: is not a schema object`];
  const node = schema as Record<string, unknown>;
  const problems: string[] = [];
  for (const keyword of Object.keys(node)) {
    if (!STRICT_SCHEMA_KEYWORDS.has(keyword)) problems.push(`${at}: "${keyword}" is outside the strict subset`);
  }
  if (node.type === 'object') {
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    if (node.additionalProperties !== false) problems.push(`${at}: additionalProperties must be false`);
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    const optional = Object.keys(properties).filter((name) => !required.includes(name));
    if (optional.length > 0) problems.push(`${at}: every property must be required (not: ${optional.join(', ')})`);
    for (const [name, property] of Object.entries(properties)) {
      problems.push(...strictSchemaProblems(property, `${at}.${name}`));
    }
  }
  if (node.items !== undefined) problems.push(...strictSchemaProblems(node.items, `${at}[]`));
  if (node.anyOf !== undefined) {
    if (!Array.isArray(node.anyOf)) problems.push(`${at}: anyOf must be a list`);
    else node.anyOf.forEach((branch, index) => problems.push(...strictSchemaProblems(branch, `${at}|${index}`)));
  }
  return problems;
}

/**
 * The data block the writer quoted: for an upload, the person's description and the text read on labels; for a
 * follow-up question, the question.
 */
export interface UploadData {
  readonly description?: string | null;
  readonly textOnLabels?: readonly string[];
  readonly question?: string;
  readonly [field: string]: unknown;
}

export interface Picture {
  readonly width: number;
  readonly height: number;
  readonly hasExif: boolean;
  readonly detail: unknown;
}

export interface VisionRequest {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The request body as JSON (null when it was not JSON). */
  readonly body: Record<string, unknown> | null;
  readonly pictures: readonly Picture[];
  readonly uploadData: UploadData | null;
  /** What a strict service would refuse, or what the writer must never send; empty for a good request. */
  readonly problems: readonly string[];
}

type ContentPart = { type?: unknown; text?: unknown; image_url?: { url?: unknown; detail?: unknown } };
type Message = { role?: unknown; content?: unknown };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as ContentPart[])
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n');
}

async function pictureOf(part: ContentPart, problems: string[]): Promise<Picture | null> {
  const url = typeof part.image_url?.url === 'string' ? part.image_url.url : '';
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/=]+)$/.exec(url);
  if (!match) {
    problems.push('a picture is not a data:image/jpeg;base64 URL');
    return null;
  }
  try {
    const metadata = await sharp(Buffer.from(match[1]!, 'base64')).metadata();
    if (metadata.format !== 'jpeg') problems.push(`a picture is ${metadata.format}, not JPEG`);
    const picture = {
      width: metadata.width ?? 0,
      height: metadata.height ?? 0,
      hasExif: metadata.exif !== undefined,
      detail: part.image_url?.detail,
    };
    if (Math.max(picture.width, picture.height) > MAX_PICTURE_SIDE) {
      problems.push(`a picture is ${picture.width}x${picture.height}, over ${MAX_PICTURE_SIDE} px on its long edge`);
    }
    if (picture.hasExif) problems.push('a picture still carries EXIF metadata');
    return picture;
  } catch {
    problems.push('a picture cannot be decoded');
    return null;
  }
}

/**
 * Everything the stand-in checks in one request body. `pictures`: 'required' for a first look at an upload,
 * 'none' for writing again from kept findings, 'either' when the caller does not know.
 */
export async function checkVisionRequest(
  raw: Buffer,
  pictures: 'required' | 'none' | 'either',
): Promise<Pick<VisionRequest, 'body' | 'pictures' | 'uploadData' | 'problems'>> {
  const problems: string[] = [];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return { body: null, pictures: [], uploadData: null, problems: ['the body is not JSON'] };
  }
  const format = body.response_format as { type?: unknown; json_schema?: Record<string, unknown> } | undefined;
  if (format?.type !== 'json_schema') problems.push('response_format.type must be json_schema');
  if (format?.json_schema?.strict !== true) problems.push('response_format.json_schema.strict must be true');
  if (typeof format?.json_schema?.name !== 'string') problems.push('response_format.json_schema.name is missing');
  problems.push(...strictSchemaProblems(format?.json_schema?.schema));

  const messages = (Array.isArray(body.messages) ? body.messages : []) as Message[];
  const users = messages.filter((message) => message.role === 'user');
  if (users.length !== 1) problems.push(`expected one user message, found ${users.length}`);
  const userContent = users[0]?.content;
  const parts = (Array.isArray(userContent) ? userContent : []) as ContentPart[];
  const found: Picture[] = [];
  for (const part of parts.filter((each) => each.type === 'image_url')) {
    const picture = await pictureOf(part, problems);
    if (picture) found.push(picture);
  }
  const imageParts = parts.filter((each) => each.type === 'image_url').length;
  if (pictures === 'required' && imageParts === 0) problems.push('no picture was sent');
  if (pictures === 'none' && imageParts > 0) problems.push(`${imageParts} pictures were sent, none expected`);
  if (imageParts > MAX_PICTURES) problems.push(`${imageParts} pictures were sent, at most ${MAX_PICTURES} expected`);

  const userText = textOf(userContent);
  const blocks = [...userText.matchAll(UPLOAD_DATA_BLOCK)];
  let uploadData: UploadData | null = null;
  if (blocks.length !== 1) problems.push(`expected one quoted upload data block, found ${blocks.length}`);
  else {
    try {
      uploadData = JSON.parse(blocks[0]![1]!) as UploadData;
    } catch {
      problems.push('the quoted upload data is not JSON');
    }
  }
  if (uploadData) {
    // The person's words and the label text may appear inside the quote only: never as instructions around it.
    const outside = [
      ...messages.filter((message) => message.role !== 'user').map((message) => textOf(message.content)),
      userText.replace(UPLOAD_DATA_BLOCK, ''),
    ].join('\n');
    const quotedTexts = [uploadData.description ?? '', uploadData.question ?? '', ...(uploadData.textOnLabels ?? [])];
    for (const quoted of quotedTexts.filter((text) => text.trim().length >= 8)) {
      if (outside.includes(quoted)) problems.push(`untrusted text appears outside the quoted block: ${quoted}`);
    }
  }
  return { body, pictures: found, uploadData, problems };
}

export type StandInAnswer =
  | {
      readonly status?: number;
      readonly json?: unknown;
      readonly raw?: string;
      readonly headers?: Record<string, string>;
    }
  | 'hang';

export interface VisionModelStandIn {
  readonly url: string;
  readonly requests: VisionRequest[];
  /** Problems of every request so far: a test of a well-behaved writer expects none. */
  problems(): string[];
  /** The answers to the next requests, in order; the last one answers every request after. */
  answer(...answers: StandInAnswer[]): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  readonly pictures?: 'required' | 'none' | 'either';
  /** An answer chosen from the request (the recorded answer for its description); undefined falls back to the queue. */
  readonly respond?: (request: VisionRequest) => StandInAnswer | undefined;
}

export async function startVisionModelStandIn(options: StandInOptions = {}): Promise<VisionModelStandIn> {
  const requests: VisionRequest[] = [];
  let queue: StandInAnswer[] = [{ status: 500, json: { error: { message: 'no answer chosen' } } }];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const checked = await checkVisionRequest(Buffer.concat(chunks), options.pictures ?? 'either');
        const request: VisionRequest = { url: req.url ?? '/', headers: req.headers, ...checked };
        requests.push(request);
        const answer: StandInAnswer =
          checked.problems.length > 0
            ? { status: 400, json: { error: { message: checked.problems.join('; '), type: 'invalid_request_error' } } }
            : (options.respond?.(request) ?? (queue.length > 1 ? queue.shift()! : queue[0]!));
        if (answer === 'hang') return;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    problems: () => requests.flatMap((request) => request.problems),
    answer: (...answers) => {
      queue = answers;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
