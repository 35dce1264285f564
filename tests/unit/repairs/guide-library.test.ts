import { expect } from 'chai';
import { existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { parseGuideFile } from '../../../src/modules/repairs/adapters/knowledge-base/guide-file.schema.js';
import {
  frenchTwinFolder,
  GuideLibraryError,
  loadGuideLibraries,
  loadGuideLibrary,
  SHIPPED_FRENCH_GUIDES_FOLDER,
  SHIPPED_GUIDES_FOLDER,
} from '../../../src/modules/repairs/adapters/knowledge-base/guide-library.js';
import { compileGuideLibraries } from '../../../src/modules/repairs/adapters/knowledge-base/knowledge-compiler.js';
import {
  REPAIR_CATEGORIES,
  type RepairCategory,
  type RepairGuide,
} from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';

const SAMPLE_TITLE = 'Quiet a squeaking test item';

/** A guide that passes every check, to be broken one field at a time. */
function validGuide(id: string, category: RepairCategory): Record<string, unknown> {
  return {
    id,
    title: SAMPLE_TITLE,
    item: 'test item',
    category,
    proRecommended: false,
    keywords: ['test item', 'squeak'],
    diagnosis: [{ cause: 'Dry pivot', signs: 'It squeaks when it moves.' }],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 20 },
    tools: [{ name: 'Screwdriver', alternatives: ['coin'] }],
    materials: [{ name: 'Light oil', note: 'A drop is enough.' }],
    safetyWarnings: [{ severity: 'low', text: 'Wipe up spilled oil so nobody slips.' }],
    steps: [
      { text: 'Find the pivot.' },
      { text: 'Add a drop of oil.', caution: 'Not on the grip.' },
      { text: 'Work it.' },
    ],
    verification: ['It moves without a sound.'],
    callAProWhen: ['The pivot is cracked.'],
  };
}

/** Writes a guide file: a string as it is, anything else as YAML, or as JSON when the file's name ends in .json. */
function writeGuideFile(folder: string, file: string, content: unknown): void {
  const target = path.join(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const serialise = file.endsWith('.json') ? JSON.stringify : stringify;
  writeFileSync(target, typeof content === 'string' ? content : serialise(content));
}

/** One valid guide per category, each titled as given. */
function writeSampleLibrary(folder: string, title: string): void {
  for (const category of REPAIR_CATEGORIES)
    writeGuideFile(folder, `${category}/${category}-sample.yaml`, {
      ...validGuide(`${category}-sample`, category),
      title,
    });
}

describe('the repair guide library (YAML or compiled JSON files)', () => {
  describe('the shipped guides', () => {
    let guides: readonly RepairGuide[];

    before(() => {
      guides = loadGuideLibrary();
    });

    it('loads at least the 81 original guides, covering every category, with unique ids', () => {
      expect(guides.length).to.be.at.least(81);
      expect(new Set(guides.map((guide) => guide.category))).to.have.length(REPAIR_CATEGORIES.length);
      expect(new Set(guides.map((guide) => guide.id)).size).to.equal(guides.length);
    });

    it('answers them in category order, then by id', () => {
      const inOrder = [...guides].sort(
        (a, b) =>
          REPAIR_CATEGORIES.indexOf(a.category) - REPAIR_CATEGORIES.indexOf(b.category) || (a.id < b.id ? -1 : 1),
      );
      expect(guides.map((guide) => guide.id)).to.deep.equal(inOrder.map((guide) => guide.id));
    });

    it('reads a guide as written, proRecommended included', () => {
      const guide = guides.find((candidate) => candidate.id === 'swollen-lithium-battery');
      expect(guide?.category).to.equal('electronics');
      expect(guide?.proRecommended).to.equal(true);
      expect(guides.find((candidate) => candidate.id === 'bike-chain-squeak-lube')?.proRecommended).to.equal(false);
    });
  });

  describe('a library with a bad file', () => {
    let folder: string;

    /** Writes one valid guide per category, then the given files (path under the folder -> content). */
    function writeLibrary(files: Readonly<Record<string, unknown>> = {}): void {
      writeSampleLibrary(folder, SAMPLE_TITLE);
      for (const [file, content] of Object.entries(files)) writeGuide(file, content);
    }

    const writeGuide = (file: string, content: unknown) => writeGuideFile(folder, file, content);

    function refusal(): GuideLibraryError {
      try {
        loadGuideLibrary(folder);
      } catch (error) {
        if (error instanceof GuideLibraryError) return error;
        throw error;
      }
      throw new Error('the library was accepted');
    }

    const fileIn = (relative: string) => path.join(folder, relative);

    beforeEach(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'repair-guides-'));
    });

    afterEach(() => {
      rmSync(folder, { recursive: true, force: true });
    });

    it('loads a complete, valid library', () => {
      writeLibrary();
      expect(loadGuideLibrary(folder).map((guide) => guide.id)).to.deep.equal(
        REPAIR_CATEGORIES.map((category) => `${category}-sample`),
      );
    });

    it('refuses a file with a missing field, naming the file and the field', () => {
      const { title: _title, ...untitled } = validGuide('toilet-squeak', 'plumbing');
      writeLibrary({ 'plumbing/toilet-squeak.yaml': untitled });
      const error = refusal();
      expect(error.problems).to.deep.equal([
        { file: fileIn('plumbing/toilet-squeak.yaml'), field: 'title', message: 'is required' },
      ]);
      expect(error.message).to.include(`${fileIn('plumbing/toilet-squeak.yaml')}: title: is required`);
    });

    it('refuses an id that differs from its file name', () => {
      writeLibrary({ 'plumbing/toilet-squeak.yaml': validGuide('toilet-creak', 'plumbing') });
      expect(refusal().problems).to.deep.equal([
        {
          file: fileIn('plumbing/toilet-squeak.yaml'),
          field: 'id',
          message: 'is "toilet-creak" but the file is toilet-squeak.yaml: they must be equal',
        },
      ]);
    });

    it('refuses a guide filed in another category’s folder', () => {
      writeLibrary({ 'plumbing/toilet-squeak.yaml': validGuide('toilet-squeak', 'furniture') });
      expect(refusal().problems.map((problem) => problem.field)).to.deep.equal(['category']);
    });

    it('refuses a duplicate id, naming both files', () => {
      writeLibrary({ 'furniture/plumbing-sample.yaml': validGuide('plumbing-sample', 'furniture') });
      const problems = refusal().problems;
      expect(problems.map((problem) => problem.file)).to.have.members([
        fileIn('plumbing/plumbing-sample.yaml'),
        fileIn('furniture/plumbing-sample.yaml'),
      ]);
      expect(problems[0]?.message).to.match(/is also the id of .*plumbing-sample\.yaml/);
    });

    it('refuses an unknown key, such as a misspelt field', () => {
      const guide = validGuide('toilet-squeak', 'plumbing');
      writeLibrary({
        'plumbing/toilet-squeak.yaml': {
          ...guide,
          steps: [{ text: 'Oil it.', cuation: 'Typo.' }, { text: 'a' }, { text: 'b' }],
        },
      });
      expect(refusal().problems).to.deep.equal([
        {
          file: fileIn('plumbing/toilet-squeak.yaml'),
          field: 'steps[0].cuation',
          message: 'is not a field of a guide (misspelt?)',
        },
      ]);
    });

    it('refuses what a guide cannot be: upper-case or repeated keywords, a time range backwards, too few steps', () => {
      const guide = validGuide('toilet-squeak', 'plumbing');
      writeLibrary({
        'plumbing/toilet-squeak.yaml': {
          ...guide,
          keywords: ['Toilet', 'squeak', 'squeak'],
          estimatedMinutes: { min: 30, max: 10 },
          steps: [{ text: 'Oil it.' }],
        },
      });
      expect(refusal().problems.map((problem) => problem.field)).to.have.members([
        'keywords[0]',
        'keywords[2]',
        'estimatedMinutes.max',
        'steps',
      ]);
    });

    it('lists every bad file in one error, a YAML syntax error and a missing category included', () => {
      writeLibrary({
        'plumbing/broken-yaml.yaml': 'id: broken-yaml\ntitle: [unclosed\n',
        'electrical/no-steps.yaml': { ...validGuide('no-steps', 'electrical'), steps: undefined },
      });
      rmSync(fileIn('bicycles'), { recursive: true });
      const error = refusal();
      expect(error.problems.map((problem) => problem.file)).to.have.members([
        fileIn('plumbing/broken-yaml.yaml'),
        fileIn('electrical/no-steps.yaml'),
        fileIn('bicycles'),
      ]);
      expect(error.message).to.match(/^The repair guide library has 3 problems:/);
    });

    it('reads compiled JSON guides as it reads YAML ones, even side by side', () => {
      writeLibrary({ 'plumbing/toilet-squeak.json': validGuide('toilet-squeak', 'plumbing') });
      expect(loadGuideLibrary(folder).map((guide) => guide.id)).to.include.members([
        'toilet-squeak',
        'plumbing-sample',
      ]);
    });

    it('refuses a JSON guide as it refuses a YAML one: bad syntax, a missing field, an id not its file name', () => {
      const { title: _title, ...untitled } = validGuide('tap-drip', 'plumbing');
      writeLibrary({
        'plumbing/broken-json.json': '{"id": "broken-json",',
        'plumbing/tap-drip.json': untitled,
        'plumbing/toilet-squeak.json': validGuide('toilet-creak', 'plumbing'),
      });
      const problems = refusal().problems;
      expect(problems.map(({ file, field }) => [file, field])).to.deep.equal([
        [fileIn('plumbing/broken-json.json'), null],
        [fileIn('plumbing/tap-drip.json'), 'title'],
        [fileIn('plumbing/toilet-squeak.json'), 'id'],
      ]);
      expect(problems[2]?.message).to.equal('is "toilet-creak" but the file is toilet-squeak.json: they must be equal');
    });

    it('refuses a file that is not a .yaml guide and a folder that is not a category', () => {
      writeLibrary({ 'plumbing/toilet-squeak.yml': validGuide('toilet-squeak', 'plumbing'), 'garden/hose.yaml': 'x' });
      expect(refusal().problems.map((problem) => problem.file)).to.have.members([
        fileIn('plumbing/toilet-squeak.yml'),
        fileIn('garden'),
      ]);
    });
  });

  describe('a folder set in REPAIR_GUIDES_DIR', () => {
    let parent: string;
    const configured = () => path.join(parent, 'guides');

    beforeEach(() => {
      parent = mkdtempSync(path.join(tmpdir(), 'repair-guides-'));
      writeSampleLibrary(configured(), SAMPLE_TITLE);
    });

    afterEach(() => {
      rmSync(parent, { recursive: true, force: true });
    });

    it('brings its French twins from the folder beside it, named with -fr-CA, as the shipped guides do', () => {
      writeSampleLibrary(path.join(parent, 'guides-fr-CA'), 'Faire taire un objet de test qui grince');
      const guides = loadGuideLibraries(configured());
      expect(guides.en.map((guide) => guide.title)).to.include(SAMPLE_TITLE);
      expect(new Set(guides.fr.map((guide) => guide.title))).to.deep.equal(
        new Set(['Faire taire un objet de test qui grince']),
      );
      expect(path.basename(SHIPPED_FRENCH_GUIDES_FOLDER)).to.equal('guides-fr-CA');
      expect(frenchTwinFolder(`${configured()}/`)).to.equal(path.join(parent, 'guides-fr-CA'));
    });

    it('refuses it without its French twins, naming the folder it looked for, rather than mixing in shipped ones', () => {
      const problems = () => {
        try {
          loadGuideLibraries(configured());
        } catch (error) {
          if (error instanceof GuideLibraryError) return error.problems;
          throw error;
        }
        throw new Error('the library was accepted');
      };
      const [first] = problems();
      expect(first?.file).to.equal(path.join(parent, 'guides-fr-CA'));
      expect(first?.message).to.match(/^cannot be read/);
    });

    it('refuses a folder that does not exist', () => {
      expect(() => loadGuideLibraries(path.join(parent, 'missing'))).to.throw(
        GuideLibraryError,
        /missing: cannot be read/,
      );
    });
  });

  describe('compiled to JSON, as `npm run build` compiles the shipped guides for production', () => {
    let parent: string;
    const compiled = () => path.join(parent, 'compiled');

    beforeEach(() => {
      parent = mkdtempSync(path.join(tmpdir(), 'repair-guides-'));
    });

    afterEach(() => {
      rmSync(parent, { recursive: true, force: true });
    });

    it('loads as the very same guides as the YAML, in both languages, one schema-valid JSON file per guide', function () {
      // Reading the shipped YAML takes seconds of CPU, more on a busy machine.
      this.timeout(120_000);
      const fromYaml = compileGuideLibraries(SHIPPED_GUIDES_FOLDER, compiled());
      expect(fromYaml.en.length).to.be.at.least(81);
      expect(fromYaml.fr.map((guide) => guide.id)).to.deep.equal(fromYaml.en.map((guide) => guide.id));
      const files = globSync('**/*', { cwd: parent, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.every((file) => file.name.endsWith('.json'))).to.equal(true);
      expect(files).to.have.length(fromYaml.en.length + fromYaml.fr.length);
      const contents = files.map((file): unknown =>
        JSON.parse(readFileSync(path.join(file.parentPath, file.name), 'utf8')),
      );
      expect(contents.every((content) => parseGuideFile(content).success)).to.equal(true);
      expect(loadGuideLibraries(compiled())).to.deep.equal(fromYaml);
    });

    it('refuses a bad library, naming its problems, before writing anything', () => {
      const source = path.join(parent, 'guides');
      writeSampleLibrary(source, SAMPLE_TITLE);
      writeSampleLibrary(frenchTwinFolder(source), SAMPLE_TITLE);
      writeGuideFile(source, 'plumbing/toilet-squeak.yaml', validGuide('toilet-creak', 'plumbing'));
      expect(() => compileGuideLibraries(source, compiled())).to.throw(GuideLibraryError, /toilet-squeak\.yaml: id/);
      expect(existsSync(compiled())).to.equal(false);
    });
  });
});
