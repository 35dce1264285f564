import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { Localised } from '../../../../shared/domain/locale.js';
import { REPAIR_CATEGORIES, type RepairCategory, type RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import { parseGuideFile } from './guide-file.schema.js';
import { KNOWLEDGE_FILE_EXTENSIONS, knowledgeFileExtension, readKnowledgeFile } from './knowledge-file.js';

/**
 * The guides shipped with RepairLens: guides/<category>/<id>.yaml next to this file, compiled to <id>.json beside
 * the compiled server by `npm run build` (knowledge-compiler.ts).
 */
export const SHIPPED_GUIDES_FOLDER = fileURLToPath(new URL('./guides/', import.meta.url));

/**
 * Where the Canadian French twins of a folder of guides are (same ids and layout): beside it, its name followed by
 * -fr-CA, as guides-fr-CA is beside guides. A folder set in REPAIR_GUIDES_DIR brings its French twins the same way.
 */
export function frenchTwinFolder(folder: string): string {
  return `${path.resolve(folder)}-fr-CA`;
}

export const SHIPPED_FRENCH_GUIDES_FOLDER = frenchTwinFolder(SHIPPED_GUIDES_FOLDER);

/** What is wrong with one file or folder of the library; field is null when the problem is the file as a whole. */
export interface GuideFileProblem {
  readonly file: string;
  readonly field: string | null;
  readonly message: string;
}

/** Every problem of the library at once, so one run of the check shows everything there is to fix. */
export class GuideLibraryError extends Error {
  constructor(readonly problems: readonly GuideFileProblem[]) {
    super(
      `The repair guide library has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems
          .map((problem) => `  ${problem.file}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`)
          .join('\n'),
    );
    this.name = 'GuideLibraryError';
  }
}

interface LoadedGuide {
  readonly file: string;
  readonly guide: RepairGuide;
}

/**
 * Reads and checks every guide of the library, YAML or compiled JSON alike (knowledge-file.ts): each file against
 * the schema, its id against its file name, its category against its folder, ids unique, every category present.
 * Synchronous because it runs once, at start (and in the build's check and compilation). Throws a GuideLibraryError
 * naming every bad file; returns the guides in category order, then by id.
 */
export function loadGuideLibrary(folder: string = SHIPPED_GUIDES_FOLDER): readonly RepairGuide[] {
  const problems: GuideFileProblem[] = [];
  const loaded: LoadedGuide[] = [];
  const categoriesSeen = new Set<RepairCategory>();

  for (const entry of visibleEntries(folder, problems)) {
    const entryPath = path.join(folder, entry.name);
    const category = REPAIR_CATEGORIES.find((known) => known === entry.name);
    if (!entry.isDirectory() || !category) {
      problems.push({
        file: shown(entryPath),
        field: null,
        message: `is not a category folder: guides go in ${REPAIR_CATEGORIES.join(', ')}`,
      });
      continue;
    }
    for (const file of visibleEntries(entryPath, problems)) {
      const filePath = path.join(entryPath, file.name);
      if (!file.isFile() || !knowledgeFileExtension(file.name)) {
        problems.push({
          file: shown(filePath),
          field: null,
          message: `is not a guide: guide files end in ${KNOWLEDGE_FILE_EXTENSIONS.join(' or ')}`,
        });
        continue;
      }
      const guide = readGuide(filePath, category, problems);
      if (guide) {
        loaded.push({ file: shown(filePath), guide });
        categoriesSeen.add(category);
      }
    }
  }

  problems.push(...duplicateIds(loaded));
  for (const category of REPAIR_CATEGORIES) {
    if (!categoriesSeen.has(category)) {
      problems.push({
        file: shown(path.join(folder, category)),
        field: null,
        message: 'holds no valid guide: every category needs one',
      });
    }
  }
  if (problems.length > 0) throw new GuideLibraryError(problems);

  return loaded
    .map(({ guide }) => guide)
    .sort(
      (a, b) =>
        REPAIR_CATEGORIES.indexOf(a.category) - REPAIR_CATEGORIES.indexOf(b.category) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * The guides of a folder (the shipped ones when null) and their French twins beside it, each checked as
 * loadGuideLibrary checks; a missing French folder is a problem like any other, never a silent fallback.
 */
export function loadGuideLibraries(folder: string | null): Localised<readonly RepairGuide[]> {
  const english = folder ?? SHIPPED_GUIDES_FOLDER;
  return { en: loadGuideLibrary(english), fr: loadGuideLibrary(frenchTwinFolder(english)) };
}

/** A folder's entries without hidden ones (.DS_Store and the like), by name; a folder that cannot be read is a problem. */
function visibleEntries(folder: string, problems: GuideFileProblem[]): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.'))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  } catch (error) {
    problems.push({ file: shown(folder), field: null, message: `cannot be read (${messageOf(error)})` });
    return [];
  }
}

function readGuide(filePath: string, folderCategory: RepairCategory, problems: GuideFileProblem[]): RepairGuide | null {
  const file = shown(filePath);
  const read = readKnowledgeFile(filePath);
  if ('errors' in read) {
    problems.push(...read.errors.map((message) => ({ file, field: null, message })));
    return null;
  }
  const parsed = parseGuideFile(read.content);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.flatMap((issue) => problemsOf(file, issue)));
    return null;
  }
  const guide = parsed.data;
  const fileName = path.basename(filePath);
  const fileId = path.basename(filePath, path.extname(filePath));
  const before = problems.length;
  if (guide.id !== fileId) {
    problems.push({
      file,
      field: 'id',
      message: `is "${guide.id}" but the file is ${fileName}: they must be equal`,
    });
  }
  if (guide.category !== folderCategory) {
    problems.push({
      file,
      field: 'category',
      message: `is "${guide.category}" but the file is in the ${folderCategory} folder`,
    });
  }
  return problems.length === before ? guide : null;
}

function problemsOf(file: string, issue: z.core.$ZodIssue): GuideFileProblem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      file,
      field: fieldOf([...issue.path, key]),
      message: 'is not a field of a guide (misspelt?)',
    }));
  }
  return [{ file, field: fieldOf(issue.path) || null, message: issue.message }];
}

/** "steps[2].caution": where in the file a problem is. */
function fieldOf(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

function duplicateIds(loaded: readonly LoadedGuide[]): GuideFileProblem[] {
  const filesById = Map.groupBy(loaded, ({ guide }) => guide.id);
  return [...filesById.values()]
    .filter((same) => same.length > 1)
    .flatMap((same) =>
      same.map(({ file, guide }) => ({
        file,
        field: 'id',
        message: `"${guide.id}" is also the id of ${same
          .filter((other) => other.file !== file)
          .map((other) => other.file)
          .join(', ')}`,
      })),
    );
}

/** A path relative to the working directory when it is inside it (shorter to read), absolute otherwise. */
function shown(filePath: string): string {
  const relative = path.relative(process.cwd(), filePath);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : filePath;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
