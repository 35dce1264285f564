// Checks the repair guide library as the server does at start, so a broken guide fails `npm run build` instead.
import { loadGuideLibrary } from '../src/modules/repairs/adapters/knowledge-base/yaml-guide-library.js';

try {
  const guides = loadGuideLibrary();
  const categories = new Set(guides.map((guide) => guide.category));
  console.log(`${guides.length} repair guides in ${categories.size} categories: OK`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
