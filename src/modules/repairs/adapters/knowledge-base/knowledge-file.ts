import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The formats of the knowledge base's files (repair guides, matching vocabularies): YAML as people write them, and
 * JSON as `npm run build` compiles them for the production server (knowledge-compiler.ts). Both are read here and
 * checked by the same schemas; the format is the only difference. JSON parses some hundred times faster (the
 * shipped guides: milliseconds instead of about two seconds of CPU at start) and spares loading the YAML parser.
 */
export const KNOWLEDGE_FILE_EXTENSIONS = ['.yaml', '.json'] as const;
export type KnowledgeFileExtension = (typeof KNOWLEDGE_FILE_EXTENSIONS)[number];

/** A file's content as plain data, or every syntax error that stops it being read ("... at line 3, column 5"). */
export type KnowledgeFileContent = { readonly content: unknown } | { readonly errors: readonly string[] };

const requireHere = createRequire(import.meta.url);
let yamlParser: typeof import('yaml') | undefined;

/** The YAML parser, loaded with the first YAML file read: a server reading compiled JSON never loads it. */
function yaml(): typeof import('yaml') {
  return (yamlParser ??= requireHere('yaml') as typeof import('yaml'));
}

export function knowledgeFileExtension(file: string): KnowledgeFileExtension | null {
  const extension = path.extname(file);
  return KNOWLEDGE_FILE_EXTENSIONS.find((known) => known === extension) ?? null;
}

/**
 * A file shipped with RepairLens, named without its extension: the compiled JSON where the build wrote it (beside
 * the compiled server in dist/server), the YAML source otherwise (src/, as development and the tests run it).
 */
export function shippedKnowledgeFile(withoutExtension: URL): string {
  const compiled = fileURLToPath(`${withoutExtension.href}.json`);
  return existsSync(compiled) ? compiled : fileURLToPath(`${withoutExtension.href}.yaml`);
}

/** Reads a .yaml or .json file of the knowledge base; any other name is a programming error. */
export function readKnowledgeFile(file: string): KnowledgeFileContent {
  const text = readFileSync(file, 'utf8');
  switch (knowledgeFileExtension(file)) {
    case '.json':
      try {
        return { content: JSON.parse(text) as unknown };
      } catch (error) {
        return { errors: [error instanceof Error ? error.message : String(error)] };
      }
    case '.yaml': {
      const document = yaml().parseDocument(text);
      // The parser's first line says what and where; the rest is a code excerpt.
      if (document.errors.length > 0)
        return { errors: document.errors.map((error) => firstLine(error.message).replace(/:$/, '')) };
      return { content: document.toJS() as unknown };
    }
    case null:
      throw new Error(`${file} is neither ${KNOWLEDGE_FILE_EXTENSIONS.join(' nor ')}`);
  }
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}
