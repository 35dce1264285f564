// Checks the repair guide libraries as the server does at start, so a broken guide fails `npm run build` instead:
// the English guides, their French twins, and that each French guide matches its English one in everything but
// the words (translationProblems).
import { translationProblems } from '../src/modules/repairs/adapters/knowledge-base/guide-twins.js';
import {
  GuideLibraryError,
  loadGuideLibrary,
  SHIPPED_FRENCH_GUIDES_FOLDER,
} from '../src/modules/repairs/adapters/knowledge-base/guide-library.js';

try {
  const guides = loadGuideLibrary();
  const frenchGuides = loadGuideLibrary(SHIPPED_FRENCH_GUIDES_FOLDER);
  const problems = translationProblems(guides, frenchGuides, 'guides-fr-CA');
  if (problems.length > 0) throw new GuideLibraryError(problems);
  const categories = new Set(guides.map((guide) => guide.category));
  console.log(
    `${guides.length} repair guides in ${categories.size} categories, and ${frenchGuides.length} French twins: OK`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
