import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { z } from 'zod';
import {
  ANSWER_FORMAT,
  VisionModelAnswerSchema,
} from '../../../src/modules/repairs/adapters/writing/vision-model.answer.js';
import { strictSchemaProblems } from '../../support/vision-model-stand-in.js';

const recordedAnswer = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../fixtures/repairs/vision-model/dripping-faucet.json'), 'utf8'),
) as Record<string, unknown>;

describe('the vision model answer: the schema sent and the validation kept', () => {
  it('asks for strict structured output with a schema inside the strict subset', () => {
    expect(ANSWER_FORMAT.type).to.equal('json_schema');
    expect(ANSWER_FORMAT.json_schema.strict).to.equal(true);
    expect(strictSchemaProblems(ANSWER_FORMAT.json_schema.schema)).to.deep.equal([]);
  });

  it('would be caught sending what zod writes by itself: $schema, length and numeric bounds', () => {
    const problems = strictSchemaProblems(z.toJSONSchema(VisionModelAnswerSchema));
    expect(problems.join('\n')).to.contain('"$schema"').and.contain('"minLength"').and.contain('"maximum"');
  });

  it('would be caught with an optional property or an object open to more properties', () => {
    expect(
      strictSchemaProblems({
        type: 'object',
        properties: { note: { type: 'string' } },
        required: [],
        additionalProperties: true,
      }),
    ).to.have.length(2);
  });

  it('asks for the advice (without its source), what the model saw and the guide it followed', () => {
    const properties = Object.keys(ANSWER_FORMAT.json_schema.schema.properties as object);
    expect(properties).to.have.members([
      'observation',
      'guideId',
      'title',
      'item',
      'category',
      'diagnosis',
      'difficulty',
      'estimatedMinutes',
      'tools',
      'materials',
      'safetyWarnings',
      'steps',
      'verification',
      'whenToCallAPro',
      'proRecommended',
      'confidence',
      'moreDetailRequest',
    ]);
  });

  it('accepts a recorded answer', () => {
    expect(VisionModelAnswerSchema.safeParse(recordedAnswer).success).to.equal(true);
  });

  const outOfBounds: Record<string, Record<string, unknown>> = {
    'a confidence above 1': { confidence: 1.7 },
    'a blank title': { title: '  ' },
    'a time range whose minimum exceeds its maximum': { estimatedMinutes: { min: 90, max: 30 } },
    'a time of zero minutes': { estimatedMinutes: { min: 0, max: 30 } },
    'a category RepairLens does not have': { category: 'kitchen stuff' },
    'a field nobody asked for': { extra: 'field' },
    'a missing field (fields are nullable, never optional)': { observation: undefined },
  };
  for (const [what, change] of Object.entries(outOfBounds)) {
    it(`refuses ${what}`, () => {
      expect(VisionModelAnswerSchema.safeParse({ ...recordedAnswer, ...change }).success).to.equal(false);
    });
  }
});
