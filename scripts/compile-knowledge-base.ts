// `npm run build:server` compiles the knowledge base the server reads (the repair guides, their French twins, the
// matching vocabularies) from YAML to JSON beside the compiled server, each checked as the server checks it
// (src/modules/repairs/adapters/knowledge-base/knowledge-compiler.ts): production parses JSON at start, in
// milliseconds where the YAML took about two seconds of CPU.
//   tsx scripts/compile-knowledge-base.ts                 the shipped knowledge base, into dist/server
//   tsx scripts/compile-knowledge-base.ts <folder> <to>   an operator's guides for REPAIR_GUIDES_DIR (and <folder>-fr-CA)
import path from 'node:path';
import { SHIPPED_GUIDES_FOLDER } from '../src/modules/repairs/adapters/knowledge-base/guide-library.js';
import {
  compileGuideLibraries,
  compileMatchingVocabulary,
} from '../src/modules/repairs/adapters/knowledge-base/knowledge-compiler.js';
import {
  SHIPPED_FRENCH_VOCABULARY_FILE,
  SHIPPED_VOCABULARY_FILE,
} from '../src/modules/repairs/adapters/knowledge-base/matching-vocabulary.js';

const ROOT = path.join(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'src');
const COMPILED_SERVER = path.join(ROOT, 'dist', 'server');

/** Where the compiled server keeps its copy of a file or folder of src/. */
const compiledPlaceOf = (source: string) => path.join(COMPILED_SERVER, path.relative(SOURCE, source));

function compileShippedKnowledgeBase(): string {
  const guides = compileGuideLibraries(SHIPPED_GUIDES_FOLDER, compiledPlaceOf(SHIPPED_GUIDES_FOLDER));
  for (const file of [SHIPPED_VOCABULARY_FILE, SHIPPED_FRENCH_VOCABULARY_FILE]) {
    compileMatchingVocabulary(file, compiledPlaceOf(file).replace(/\.yaml$/, '.json'));
  }
  return `${guides.en.length} repair guides, ${guides.fr.length} French twins and 2 matching vocabularies compiled to JSON`;
}

try {
  const [from, to] = process.argv.slice(2);
  if (from && to) {
    const guides = compileGuideLibraries(path.resolve(from), path.resolve(to));
    console.log(`${guides.en.length} repair guides and ${guides.fr.length} French twins compiled to JSON in ${to}`);
  } else {
    console.log(compileShippedKnowledgeBase());
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
