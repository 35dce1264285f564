import { expect } from 'chai';
import { translationProblems } from '../../../src/modules/repairs/adapters/knowledge-base/guide-twins.js';
import {
  loadGuideLibrary,
  SHIPPED_FRENCH_GUIDES_FOLDER,
} from '../../../src/modules/repairs/adapters/knowledge-base/guide-library.js';
import type { RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { shippedGuides } from '../../support/shipped-guides.js';

let french: readonly RepairGuide[] | undefined;
const frenchGuides = () => (french ??= loadGuideLibrary(SHIPPED_FRENCH_GUIDES_FOLDER));
const twinOf = (id: string) => frenchGuides().find((guide) => guide.id === id)!;
const problemsWith = (changed: RepairGuide) =>
  translationProblems(
    shippedGuides(),
    frenchGuides().map((guide) => (guide.id === changed.id ? changed : guide)),
    'guides-fr-CA',
  );

describe('the French guides as twins of the English ones', () => {
  it('ships a French twin of every English guide that differs from it in words only', () => {
    expect(translationProblems(shippedGuides(), frenchGuides(), 'guides-fr-CA')).to.deep.equal([]);
  });

  it('finds a changed price, a lost step, a changed severity and a changed time', () => {
    const twin = twinOf('toilet-running');
    const [firstTool, ...otherTools] = twin.tools;
    const changed: RepairGuide = {
      ...twin,
      tools: [{ ...firstTool!, price: { CAD: [1, 2], USD: [1, 2] } }, ...otherTools],
      steps: twin.steps.slice(1),
      safetyWarnings: twin.safetyWarnings.map((warning, index) =>
        index === 0 ? { ...warning, severity: warning.severity === 'high' ? 'low' : 'high' } : warning,
      ),
      estimatedMinutes: { min: twin.estimatedMinutes.min + 1, max: twin.estimatedMinutes.max },
    };
    const problems = problemsWith(changed);
    expect(problems.map((problem) => problem.field)).to.have.members([
      'estimatedMinutes',
      'tools',
      'safetyWarnings',
      'steps',
    ]);
    expect(problems.every((problem) => problem.file === 'guides-fr-CA/plumbing/toilet-running.yaml')).to.equal(true);
  });

  it('leaves keywords out: each language has its own', () => {
    expect(problemsWith({ ...twinOf('toilet-running'), keywords: ['toilette'] })).to.deep.equal([]);
  });

  it('names a guide that has no twin, and a twin that has no English guide', () => {
    const withoutTwin = frenchGuides().filter((guide) => guide.id !== 'toilet-running');
    const stray: RepairGuide = { ...twinOf('toilet-running'), id: 'toilette-inconnue' };
    const problems = translationProblems(shippedGuides(), [...withoutTwin, stray], 'guides-fr-CA');
    expect(problems).to.deep.equal([
      {
        file: 'guides-fr-CA/plumbing/toilet-running.yaml',
        field: null,
        message: 'is missing: toilet-running has no translation',
      },
      {
        file: 'guides-fr-CA/plumbing/toilette-inconnue.yaml',
        field: 'id',
        message: '"toilette-inconnue" is not the id of any English guide',
      },
    ]);
  });
});
