import { expect } from 'chai';
import { checkForEmergency, type EmergencyKind } from '../../../src/modules/repairs/domain/safety/emergency-check.js';
import { emergencyOf } from '../../../src/modules/repairs/domain/safety/emergency-catalogue.js';
import { labelledHazardPhrasings } from '../../support/hazard-phrasings.js';

const kindOf = (text: string) => checkForEmergency([text], 'fr')?.kind ?? null;
const labelled = labelledHazardPhrasings('fr');

describe('the safety check in French', () => {
  describe('catches every kind of emergency as people in Quebec type it, accents or not', () => {
    const typical: Record<EmergencyKind, readonly string[]> = {
      'gas-leak': ['ça sent le gaz dans la cuisine', 'odeur de gaz pres de la fournaise', 'ca pue le propane'],
      'carbon-monoxide': [
        'le détecteur de monoxyde sonne',
        "l'avertisseur de CO n'arrête pas de sonner",
        'mal de tete et etourdissements quand la fournaise part',
      ],
      'fire-or-sparks': [
        'la prise fait des étincelles',
        'ça sent le brûlé dans le panneau électrique',
        "de la fumée sort de l'interrupteur",
      ],
      'water-near-electricity': ["il y a de l'eau dans le panneau électrique", 'ca coule dans le plafonnier'],
      'structural-failure': ["le plafond s'affaisse", 'le balcon bouge quand on marche dessus'],
      'garage-door-spring': ['le ressort de la porte de garage est cassé'],
      'refrigerant-leak': ['fuite de fréon sur le climatiseur'],
      asbestos: ["il y a de l'amiante dans le plafond", 'gratter le plafond popcorn de notre maison de 1972'],
      'swollen-battery': ['la batterie de mon cell est gonflée', 'batterie gonflee dans mon portable'],
      'brake-failure': ['les freins qui lâchent sur mon char', 'la pédale de frein est molle', "j'ai pu de freins"],
    };
    for (const [kind, phrasings] of Object.entries(typical)) {
      for (const phrasing of phrasings) {
        it(`"${phrasing}" → ${kind}`, () => expect(kindOf(phrasing)).to.equal(kind));
      }
    }
  });

  it('reads a word typed with its elision glued on ("lodeur", "leau") as the word, negated or not', () => {
    expect(kindOf('lodeur de gaz est forte dans la cuisine')).to.equal('gas-leak');
    expect(kindOf('y a de leau dans le panneau electrique')).to.equal('water-near-electricity');
    expect(kindOf('de la fumee sort de linterrupteur')).to.equal('fire-or-sparks');
    expect(kindOf('pas dodeur de gaz')).to.equal(null);
  });

  describe('reads a negation as English is read: no emergency where the person says there is none', () => {
    for (const phrasing of [
      "pas d'odeur de gaz",
      'ça sent pas le gaz',
      "il n'y a pas de fumée ni d'étincelles",
      'je sens aucune odeur de gaz',
      'la plinthe électrique chauffe pas',
      'le détecteur de monoxyde fait un bip une fois par minute, pile faible',
      'la batterie de mon cell est pas gonflée, elle se vide vite',
      'aucune batterie gonflée, le portable charge juste pu',
      'les freins de mon auto lâchent pas, ils crient juste',
    ]) {
      it(`"${phrasing}" → none`, () => expect(kindOf(phrasing)).to.equal(null));
    }
    it('still hears what is said beside a negation ("pas mal", "de la fumée, pas de flamme")', () => {
      expect(kindOf('ça sent pas mal le gaz')).to.equal('gas-leak');
      expect(kindOf('de la fumée sort de la prise, pas de flamme')).to.equal('fire-or-sparks');
      expect(kindOf("le détecteur de monoxyde n'arrête pas de sonner")).to.equal('carbon-monoxide');
    });
  });

  it('leaves look-alikes alone: a gas appliance named, a car smelling of gas, a burnt-out bulb, a burner’s flame', () => {
    expect(kindOf('ma cuisinière au gaz clique mais allume pas')).to.equal(null);
    expect(kindOf('mon char sent le gaz')).to.equal(null);
    expect(kindOf("l'ampoule du plafonnier est brûlée")).to.equal(null);
    expect(kindOf("la flamme de ma fournaise s'allume pis s'éteint")).to.equal(null);
    expect(kindOf('la fournaise est en flammes')).to.equal('fire-or-sparks');
  });

  it('leaves a bicycle’s soft brakes, a brake light and swollen wood to their repairs', () => {
    expect(kindOf('les freins de mon vélo sont mous')).to.equal(null);
    expect(kindOf('la lumière de frein arrière est brulée')).to.equal(null);
    expect(kindOf('la porte est gonflée avec l’humidité')).to.equal(null);
  });

  it('tells the emergency in the repair’s language, whichever language the person wrote in', () => {
    expect(checkForEmergency(['I smell gas in the kitchen'], 'fr')).to.deep.equal(emergencyOf('gas-leak', 'fr'));
    expect(checkForEmergency(['ça sent le gaz'], 'en')).to.deep.equal(emergencyOf('gas-leak', 'en'));
    const french = emergencyOf('carbon-monoxide', 'fr');
    expect(french.title).to.match(/^Monoxyde de carbone/);
    expect(french.whoToCall).to.contain('911');
    expect(french.doNow).to.have.length(emergencyOf('carbon-monoxide', 'en').doNow.length);
  });

  it('raises every labelled French hazard with its own kind, and none of the near misses', () => {
    const missed = labelled.hazards.filter((hazard) => kindOf(hazard.text) !== hazard.kind);
    expect(missed.map((hazard) => hazard.text)).to.deep.equal([]);
    const raised = labelled.nearMisses.filter((nearMiss) => kindOf(nearMiss.text) !== null);
    expect(raised.map((nearMiss) => nearMiss.text)).to.deep.equal([]);
  });
});
