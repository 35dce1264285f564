import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Localised } from '../../../../shared/domain/locale.js';
import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import { loadGuideLibraries, frenchTwinFolder } from './guide-library.js';
import { readKnowledgeFile } from './knowledge-file.js';
import { loadMatchingVocabulary } from './matching-vocabulary.js';

/**
 * Compiles a library of guides and its French twins beside it (`<folder>-fr-CA`) to JSON, into `to` and its own
 * twin: each library is read and checked exactly as the server reads one at start (a bad library throws its
 * GuideLibraryError before anything is written), then written guide by guide in the same layout,
 * <category>/<id>.json. The server loads the result as it loads the YAML, faster. Returns the guides compiled.
 */
export function compileGuideLibraries(from: string, to: string): Localised<readonly RepairGuide[]> {
  const guides = loadGuideLibraries(from);
  writeGuides(guides.en, to);
  writeGuides(guides.fr, frenchTwinFolder(to));
  return guides;
}

/** Compiles a matching vocabulary file to JSON, as written, once loadMatchingVocabulary has accepted it. */
export function compileMatchingVocabulary(from: string, to: string): void {
  loadMatchingVocabulary(from);
  const read = readKnowledgeFile(from);
  if ('content' in read) writeJson(to, read.content);
}

function writeGuides(guides: readonly RepairGuide[], folder: string): void {
  for (const guide of guides) writeJson(path.join(folder, guide.category, `${guide.id}.json`), guide);
}

function writeJson(file: string, content: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(content));
}
