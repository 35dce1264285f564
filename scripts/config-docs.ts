import { readFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { SETTINGS_GROUPS } from '../src/config.js';
import type { Setting } from '../src/shared/config/settings.js';

/**
 * README.md's configuration table, written from the settings files (src/shared/config/config.ts and
 * src/modules/<m>/<m>.settings.ts) so it cannot drift from what the server reads. scripts/generate-config-docs.ts
 * writes it; tests/unit/shared/config-docs.test.ts fails when README.md differs.
 */
export const README_PATH = path.resolve(import.meta.dirname, '..', 'README.md');
export const TABLE_START = '<!-- configuration table: written by `npm run docs:config` from the settings files -->';
export const TABLE_END = '<!-- end of the configuration table -->';

function documentedDefault(setting: Setting): string {
  if (setting.documentedDefault !== undefined) return setting.documentedDefault;
  if (setting.default === undefined) return 'unset';
  return setting.default === '' ? 'empty' : `\`${setting.default}\``;
}

export function configurationTable(): string {
  const rows = ['| variable | default | meaning |', '| --- | --- | --- |'];
  for (const group of Object.values(SETTINGS_GROUPS)) {
    rows.push(`| **${group.title}** | | |`);
    for (const [name, setting] of Object.entries<Setting>(group.variables)) {
      rows.push(`| \`${name}\` | ${documentedDefault(setting)} | ${setting.meaning} |`);
    }
  }
  return rows.join('\n');
}

/** `readme` with the text between the table's markers replaced by the generated table, formatted as prettier does. */
export async function readmeWithConfigurationTable(readme: string): Promise<string> {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${TABLE_START} ... ${TABLE_END}`);
  const replaced = `${readme.slice(0, start + TABLE_START.length)}\n\n${configurationTable()}\n\n${readme.slice(end)}`;
  const options = await prettier.resolveConfig(README_PATH);
  return prettier.format(replaced, { ...options, filepath: README_PATH });
}

export async function currentReadme(): Promise<string> {
  return readFile(README_PATH, 'utf8');
}
