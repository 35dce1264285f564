import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { currentReadme, readmeWithConfigurationTable } from '../../../scripts/config-docs.js';
import { SETTINGS_GROUPS } from '../../../src/config.js';
import type { Setting } from '../../../src/shared/config/settings.js';

/** Every declared variable and the value .env.example should show for it: its literal default, or nothing. */
function declaredVariables(): Map<string, string> {
  return new Map(
    Object.values(SETTINGS_GROUPS).flatMap((group) =>
      Object.entries<Setting>(group.variables).map(([name, setting]) => [name, setting.default ?? ''] as const),
    ),
  );
}

describe('configuration documents', () => {
  it("README.md's configuration table is what the settings files generate (npm run docs:config rewrites it)", async () => {
    const readme = await currentReadme();
    expect(await readmeWithConfigurationTable(readme)).to.equal(readme);
  });

  it('.env.example lists every declared variable once, with its default, and nothing else', () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [name, value] as const);
    expect(listed.map(([name]) => name)).to.have.lengthOf(new Set(listed.map(([name]) => name)).size);
    expect(new Map(listed)).to.deep.equal(declaredVariables());
  });
});
