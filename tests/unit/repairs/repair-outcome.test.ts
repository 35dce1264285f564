import { expect } from 'chai';
import { repairOutcome } from '../../../src/modules/repairs/domain/repair-request.js';

describe('repairOutcome', () => {
  const emergency = { kind: 'gas-leak', title: 'Gas smell', doNow: [], whoToCall: '911' } as const;

  it('calls a completed repair with steps "instructions"', () => {
    expect(repairOutcome('completed', { delivered: true, emergency: null })).to.equal('instructions');
  });

  it('calls one that delivered nothing "needs_more_detail", and an emergency "safety_stop"', () => {
    expect(repairOutcome('completed', { delivered: false, emergency: null })).to.equal('needs_more_detail');
    expect(repairOutcome('completed', { delivered: false, emergency })).to.equal('safety_stop');
  });

  it('has none while pending or after a failure', () => {
    expect(repairOutcome('pending', { delivered: false, emergency: null })).to.equal(null);
    expect(repairOutcome('failed', null)).to.equal(null);
  });
});
