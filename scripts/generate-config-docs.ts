// Rewrites README.md's configuration table from the settings files (npm run docs:config).
import { writeFile } from 'node:fs/promises';
import { currentReadme, README_PATH, readmeWithConfigurationTable } from './config-docs.js';

const readme = await currentReadme();
const updated = await readmeWithConfigurationTable(readme);
await writeFile(README_PATH, updated);
console.log(
  updated === readme ? 'README.md: configuration table already up to date' : 'README.md: configuration table rewritten',
);
