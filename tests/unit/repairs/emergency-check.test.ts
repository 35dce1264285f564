import { expect } from 'chai';
import {
  checkForEmergency,
  EMERGENCY_KINDS,
  type EmergencyKind,
} from '../../../src/modules/repairs/domain/safety/emergency-check.js';
import { stem } from '../../../src/modules/repairs/domain/safety/text-normalising.js';
import { labelledHazardPhrasings } from '../../support/hazard-phrasings.js';

const kindOf = (...texts: string[]) => checkForEmergency(texts)?.kind ?? null;
const labelled = labelledHazardPhrasings('en');

describe('the safety check', () => {
  describe('catches every kind of emergency as people type it', () => {
    const typical: Record<EmergencyKind, readonly string[]> = {
      'gas-leak': [
        'I smell gas near the stove and the burner will not light',
        'smells like rotten eggs in the basement',
        'strong propane smell by the bbq',
        'the natural gas line behind the dryer is hissing',
        'my stove is leaking gas',
      ],
      'carbon-monoxide': [
        'the carbon monoxide alarm keeps going off',
        'CO detector beeping nonstop',
        'co alarm reads 120 ppm',
        'we all get headaches and feel dizzy when the furnace runs',
      ],
      'fire-or-sparks': [
        'the outlet sparks when I plug in the vacuum',
        'burning smell from the electrical panel',
        'smoke coming out of the light switch',
        'the extension cord melted',
        'my toaster caught fire',
      ],
      'water-near-electricity': [
        'water is dripping into my electrical panel',
        'water leaking out of the ceiling light fixture',
        'basement flooded and the power is still on',
      ],
      'structural-failure': [
        'the ceiling is sagging with a big water stain',
        'basement wall is bowing inward',
        'the crack in the foundation keeps getting wider',
        'the deck sways when we walk on it',
        'a floor joist is cracked through',
      ],
      'garage-door-spring': [
        'garage door spring snapped',
        'loud bang in the garage and now the door will not open',
        'the torsion spring on my garage door broke',
      ],
      'refrigerant-leak': [
        'the AC is hissing and there is oily residue on the line',
        'freon leak in my fridge',
        'punctured the freezer coil while defrosting',
      ],
      asbestos: [
        'scraping the popcorn ceiling this weekend',
        'pulling up old 9x9 floor tiles in my 1962 house',
        'vermiculite insulation in the attic',
        'old pipe insulation in the basement is crumbling',
      ],
      'swollen-battery': [
        'my phone battery is swollen and the screen is lifting',
        'laptop battery bulging, the trackpad is pushed up',
        'the power bank puffed up',
      ],
      'brake-failure': [
        'the brake pedal goes to the floor',
        'my car brakes failed on the highway',
        'brake fluid is leaking under the truck',
      ],
    };
    for (const kind of EMERGENCY_KINDS) {
      it(`answers "${kind}" for ${typical[kind].length} typical phrasings`, () => {
        for (const text of typical[kind]) expect(kindOf(text), text).to.equal(kind);
      });
    }
  });

  describe('stays silent on look-alikes', () => {
    const lookAlikes = [
      'the carbon monoxide detector chirps once a minute',
      'smoke alarm chirping every 30 seconds, low battery',
      'gas lawn mower will not start',
      'gas cap light on the dashboard',
      'the fuel door sticks at the gas station',
      'the gas burner clicks but will not light, no gas smell',
      'sparkling water maker will not carbonate',
      'garage door is noisy when it opens',
      'garage door remote stopped working',
      'water heater leaking on the floor',
      'washer leaking water onto the laundry room floor',
      'hairline crack in the drywall that has not grown in years',
      'burnt toast smell in the kitchen',
      'the hot water smells like rotten eggs',
      'the spring on my screen door broke',
      'bookshelf leaning against the wall',
      'the door swelled in the humid weather',
      'my phone battery drains fast',
      'my car brakes squeal when I stop',
      'the brake lever on my bike feels spongy',
      'brake light out on my car',
    ];
    for (const text of lookAlikes) it(`finds nothing in "${text}"`, () => expect(kindOf(text)).to.equal(null));
  });

  describe('negation', () => {
    it('does not count a hazard the person rules out', () => {
      expect(kindOf('no gas smell, the oven just will not heat')).to.equal(null);
      expect(kindOf("I don't smell any gas")).to.equal(null);
      expect(kindOf('the outlet is not sparking, it is just dead')).to.equal(null);
      expect(kindOf('no sparks or smoke, the switch stopped working')).to.equal(null);
      expect(kindOf('the battery is not swollen, the laptop just will not charge')).to.equal(null);
      expect(kindOf('the brakes are not failing, they just squeak')).to.equal(null);
    });

    it('ends a negation at the next clause', () => {
      expect(kindOf('the burner does not light and I smell gas')).to.equal('gas-leak');
      expect(kindOf('no sparks, but there is a burning smell from the outlet')).to.equal('fire-or-sparks');
    });

    it('reads "won\'t stop" as going on, not as a negation', () => {
      expect(kindOf("the CO alarm won't stop beeping")).to.equal('carbon-monoxide');
    });
  });

  describe('what it reads', () => {
    it('finds nothing in empty or blank texts', () => {
      expect(checkForEmergency([])).to.equal(null);
      expect(kindOf('', '   ')).to.equal(null);
    });

    it('finds an emergency in any of the texts: description, label text or a description of the photo', () => {
      expect(kindOf('stove will not light', 'a wall outlet with black scorch marks around the plug')).to.equal(
        'fire-or-sparks',
      );
    });

    it('ignores the safety wording printed on appliance labels', () => {
      expect(
        kindOf('water heater makes popping noises', 'WARNING If you smell gas do not try to light any appliance'),
      ).to.equal(null);
    });

    it('answers the first kind in order when a text says two', () => {
      expect(kindOf('I smell gas and the outlet by the stove is sparking')).to.equal('gas-leak');
    });

    it('stems plurals and -ing/-ed forms alike, and reads years before 1990 as an old house', () => {
      expect(['spark', 'sparks', 'sparking', 'sparked'].map(stem)).to.deep.equal(['spark', 'spark', 'spark', 'spark']);
      expect(['sagging', 'sagged', 'sags'].map(stem)).to.deep.equal(['sag', 'sag', 'sag']);
      expect(['1962', '70s', '1970s', '1995'].map(stem)).to.deep.equal(['pre1990', 'pre1990', 'pre1990', '1995']);
    });
  });

  describe('the catalogue', () => {
    for (const kind of EMERGENCY_KINDS) {
      it(`tells what to do now and whom to call for "${kind}"`, () => {
        const phrasing = labelled.hazards.find((hazard) => hazard.kind === kind)!.text;
        const emergency = checkForEmergency([phrasing])!;
        expect(emergency.kind).to.equal(kind);
        expect(emergency.title.trim()).to.not.equal('');
        expect(emergency.doNow).to.have.length.of.at.least(2);
        for (const action of emergency.doNow) expect(action.trim()).to.not.equal('');
        expect(emergency.whoToCall).to.match(/call/i);
      });
    }

    it('sends gas, carbon monoxide and fire to the emergency services or the utility', () => {
      expect(checkForEmergency(['I smell gas'])!.whoToCall).to.match(/gas utility/);
      expect(checkForEmergency(['the CO alarm is going off'])!.whoToCall).to.match(/911/);
      expect(checkForEmergency(['the outlet is smoking'])!.whoToCall).to.match(/911/);
    });
  });

  describe('on the labelled phrasings (bench/eval/hazard-phrasings.yaml)', () => {
    it('holds at least 200 hazards, 15 of every kind, and 120 near misses', () => {
      expect(labelled.hazards).to.have.length.of.at.least(200);
      expect(labelled.nearMisses).to.have.length.of.at.least(120);
      for (const kind of EMERGENCY_KINDS)
        expect(
          labelled.hazards.filter((hazard) => hazard.kind === kind),
          kind,
        ).to.have.length.of.at.least(15);
    });

    it('answers every hazard with its kind, and false-alarms on at most 5% of the near misses', () => {
      const missed = labelled.hazards.filter((hazard) => kindOf(hazard.text) !== hazard.kind);
      const falseAlarms = labelled.nearMisses.filter((nearMiss) => kindOf(nearMiss.text) !== null);
      expect(missed.map((hazard) => `${hazard.kind}: ${hazard.text}`)).to.deep.equal([]);
      expect(falseAlarms.length / labelled.nearMisses.length).to.be.at.most(0.05);
    });
  });
});
