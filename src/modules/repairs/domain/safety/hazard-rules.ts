import type { EmergencyKind } from './emergency.js';
import { anyOf, words, type HazardRule } from './rule-matching.js';
import { BUILT_BEFORE_1990 } from './text-normalising.js';

/*
 * The safety check's knowledge, as data: the word groups people use and, per kind of hazard, the combinations of
 * groups that say it, the look-alike phrases whose words never count, and the look-alikes that cancel it. Each
 * group holds its English and its French (as Quebec people write it), so both languages have the same triggers,
 * look-alikes and reach. Phrases are written the way people type them, accents or not; the matcher folds accents,
 * drops French elided articles ("l'odeur" = "odeur"), stems ("sparks" = "sparking", "étincelles" = "étincelle") and
 * drops filler words ("smell of gas" = "smell gas", "odeur de gaz" = "odeur gaz"). A phrase that must catch a
 * negated verb starts with its negation word ("not open", "ne ouvre pas", as "n'ouvre pas" is read). Adding a
 * phrasing is adding a word here.
 */

// ---- word groups shared by several kinds ----

const SMELL = words({
  en: 'smell, smelt, smelly, odor, odour, reek, stink, stench, whiff, fumes, scent',
  fr:
    'odeur, odeurs, sent, sens, sentir, senti, sentait, sentent, senteur, pue, puer, puait, empeste, empester, ' +
    'relent, emanation, emanations, effluve',
});

const SOUNDING = words({
  en:
    'going off, go off, goes off, went off, gone off, sounding, alarming, keeps alarming, beeping, screaming, ' +
    'screeching, blaring, wailing, ringing, shrieking, triggered, detected, reading, shows, display, ppm, ' +
    'wont stop, not stop, doesnt stop, never stops',
  fr:
    'sonne, sonner, sonnait, sonnent, sonnerie, se declenche, declenche, declenchee, bip, bipe, biper, bippe, beep, ' +
    'crie, hurle, affiche, indique, lecture, detecte, ppm, arrete pas, arrete plus, cesse pas, sans arret',
});

/** Things that carry electricity and can spark, smoke or melt. */
const WIRING = words({
  en:
    'outlet, receptacle, socket, plug, switch, dimmer, switch plate, cover plate, electrical panel, electric panel, ' +
    'breaker, breaker box, panel, fuse, fuse box, electrical box, junction box, wire, wiring, cord, extension cord, ' +
    'power cord, power strip, power bar, surge protector, charger, adapter, light fixture, ceiling light, fixture, ' +
    'lamp, electrical, meter base, transformer',
  fr:
    'prise, prise de courant, prise electrique, plogue, fiche, interrupteur, commutateur, gradateur, plaque, ' +
    'panneau electrique, boite electrique, disjoncteur, boite de disjoncteurs, panneau, fusible, boite a fusibles, ' +
    'fil, fil electrique, filage, cablage, cordon, rallonge, fil d extension, barre d alimentation, power bar, ' +
    'parasurtenseur, chargeur, adaptateur, luminaire, plafonnier, lampe, electrique, compteur electrique, ' +
    'transformateur, douille',
});

const APPLIANCE = words({
  en:
    'appliance, toaster, microwave, oven, stove, range, cooktop, element, dryer, washer, washing machine, ' +
    'dishwasher, fridge, refrigerator, freezer, furnace, heater, kettle, tv, television, computer, laptop, monitor, ' +
    'fan, motor, air conditioner, dehumidifier, humidifier, blender, air fryer, coffee maker, vacuum, ' +
    'control panel, control board, circuit board, battery, bulb',
  fr:
    'appareil, electromenager, grille pain, micro ondes, four, cuisiniere, poele, element, secheuse, laveuse, ' +
    'lave vaisselle, frigo, refrigerateur, congelateur, fournaise, chaufferette, bouilloire, tele, televiseur, ' +
    'ordinateur, portable, ecran, ventilateur, moteur, climatiseur, deshumidificateur, humidificateur, melangeur, ' +
    'friteuse, cafetiere, aspirateur, panneau de controle, carte electronique, batterie, pile, ampoule',
});

/** Building parts whose failure can hurt someone. */
const STRUCTURE = words({
  en:
    'ceiling, roof, wall, foundation, beam, joist, rafter, truss, header, post, column, deck, balcony, porch, ' +
    'stairs, staircase, chimney, retaining wall, ledger, load bearing, support beam, support post, plaster, brick',
  fr:
    'plafond, toit, toiture, mur, fondation, poutre, solive, chevron, ferme de toit, linteau, poteau, colonne, ' +
    'terrasse, balcon, galerie, perron, escalier, cheminee, mur de soutenement, mur porteur, poutre maitresse, ' +
    'platre, brique',
});

/** Building parts that hold weight up: cracked or split, they can give way. */
const LOAD_BEARING = words({
  en:
    'beam, joist, rafter, truss, header, post, column, load bearing, support beam, support post, ledger, stringer, ' +
    'lintel, girder',
  fr:
    'poutre, solive, chevron, ferme de toit, linteau, poteau, colonne, mur porteur, poutre maitresse, limon, ' +
    'poutre de soutien, poteau de soutien',
});

const BROKEN = words({
  en:
    'crack, split, broken, broke, snapped, rotted, rotten, failed, bust, busted, in half, two pieces, came apart, ' +
    'separated',
  fr:
    'fissure, fissuree, fendu, fendue, fente, craque, craquee, casse, cassee, brise, brisee, pourri, pourrie, ' +
    'cede, en deux, deux morceaux, separe, pete',
});

/** Sayings that it is getting worse: a crack that grows. */
const GROWING = words({
  en:
    'growing, grew, grown, getting bigger, gets bigger, got bigger, getting wider, wider, widening, widen, ' +
    'spreading, getting longer, longer, opening up, expanding, getting worse',
  fr:
    'grandit, agrandit, grossit, elargit, plus large, plus grande, plus longue, allonge, ouvre, empire, progresse, ' +
    'davantage',
});

/** Things other than a building whose cracks grow: a windshield, a phone screen, a mug. */
const CRACKABLE_THINGS = words({
  en:
    'windshield, windscreen, screen, phone, glass, lens, tablet, laptop, case, tooth, bowl, mug, vase, bumper, tile, ' +
    'grout, caulk, mirror, dashboard, tire, hose, bathtub, tub, sink, toilet, countertop, paint, driveway, sidewalk',
  fr:
    'pare brise, ecran, telephone, cellulaire, vitre, verre, lentille, tablette, portable, etui, dent, bol, tasse, ' +
    'vase, pare choc, tuile, ceramique, coulis, joint, calfeutrage, miroir, tableau de bord, pneu, boyau, ' +
    'baignoire, bain, evier, lavabo, toilette, comptoir, peinture, entree, asphalte, trottoir',
});

const WATER = words({
  en:
    'water, wet, leak, leaked, drip, flood, soaked, damp, moisture, puddle, pooling, rain, overflow, seep, ' +
    'condensation, submerged, underwater, aquarium, fish tank, spilled, spill',
  fr:
    'eau, mouille, mouillee, humide, humidite, fuite, fuit, coule, degoutte, goutte, inonde, inondation, trempe, ' +
    'detrempe, flaque, deborde, debordement, infiltration, infiltre, condensation, submerge, aquarium, renverse, ' +
    'deverse',
});

/**
 * Electrics that water must not reach. Not "plug" or "plugged in" (a drain plug in the tub), nor "prise d'eau",
 * nor "panel" or "panneau" alone (an access panel).
 */
const LIVE_ELECTRICS = words({
  en:
    'electrical panel, electric panel, breaker, breaker box, service panel, sub panel, panel box, fuse box, outlet, ' +
    'receptacle, socket, light socket, power strip, power bar, surge protector, extension cord, power cord, wire, ' +
    'wiring, light fixture, ceiling light, pot light, recessed light, light switch, switch plate, wall switch, ' +
    'electrical box, junction box, electric meter, electrical outlet, ' +
    'out of the light, from the light, through the light, into the light',
  fr:
    'panneau electrique, panneau de distribution, boite de disjoncteurs, disjoncteur, boite a fusibles, prise, ' +
    'prise de courant, prise electrique, plogue, douille, barre d alimentation, power bar, parasurtenseur, ' +
    'rallonge, fil d extension, cordon d alimentation, fil electrique, fils electriques, filage, cablage, ' +
    'luminaire, plafonnier, lumiere encastree, spot encastre, interrupteur, boite electrique, boite de jonction, ' +
    'compteur electrique, par la lumiere, dans la lumiere, du luminaire',
});

/** Wiring words that name no live electrics near water: a drain outlet, a wire rack, a socket wrench. */
const NOT_ELECTRICS = words({
  en:
    'drain outlet, water outlet, outlet pipe, outlet hose, wire rack, wire brush, wire shelf, chicken wire, ' +
    'socket wrench, water heater, electric water heater, water dispenser, water meter, power washer, pressure washer',
  fr:
    'prise d eau, prise d air, sortie d eau, chauffe eau, chauffe eau electrique, distributeur d eau, ' +
    'compteur d eau, laveuse a pression, nettoyeur haute pression',
});

const FLOODED = words({
  en:
    'flood, standing water, inches of water, inch of water, feet of water, under water, underwater, submerged, ' +
    'ankle deep, knee deep',
  fr:
    'inondation, inonde, inondee, sous eau, pouces d eau, pouce d eau, pieds d eau, centimetres d eau, cm d eau, ' +
    'submerge, eau aux chevilles, eau jusqu aux chevilles, eau aux genoux',
});

const POWER_ON = words({
  en: 'power, electricity, plugged in, electrical, outlets, panel, breaker',
  fr: 'courant, electricite, hydro, branche, branchee, electrique, prises, panneau, disjoncteur',
});

const REFRIGERATING = words({
  en:
    'fridge, mini fridge, refrigerator, freezer, ac, a c, air conditioner, air conditioning, heat pump, mini split, ' +
    'compressor, condenser, evaporator, coil, line set, copper line, refrigerant line, hvac, window unit, chiller, ' +
    'dehumidifier, cooling unit',
  fr:
    'frigo, mini frigo, refrigerateur, congelateur, climatiseur, air climatise, thermopompe, mini split, ' +
    'compresseur, condenseur, evaporateur, serpentin, tuyau de cuivre, ligne de cuivre, conduite de refrigerant, ' +
    'cvc, climatiseur de fenetre, deshumidificateur',
});

const REFRIGERANT = words({
  en: 'refrigerant, freon, r22, r 22, r410a, r 410a, puron, r134a, r600a',
  fr: 'frigorigene, refrigerant, freon, r22, r 22, r410a, r 410a, puron, r134a, r600a',
});

/** Disturbing a material that may hold asbestos, or its being in a state to shed dust. */
const DISTURBING = words({
  en:
    'scrape, sand, remove, removal, take down, taking out, drill, cut, break, broke, pull up, pulling up, rip up, ' +
    'rip out, tear out, tear off, demolish, demo, renovate, renovation, grind, crumbling, crumble, falling apart, ' +
    'flaking, damaged, chalky, disturb, falling',
  fr:
    'gratter, gratte, poncer, ponce, enlever, enleve, retirer, retire, arracher, arrache, percer, perce, couper, ' +
    'coupe, casser, casse, briser, demolir, demolition, renover, renovation, renos, meuler, effrite, tombe en ' +
    'morceaux, ecaille, endommage, poudreux, deranger, tombe',
});

const OLD_HOUSE = words({
  en: `old, older, original, decades old, vintage, ${BUILT_BEFORE_1990}`,
  fr: `vieux, vieille, ancien, ancienne, d origine, original, originale, plusieurs decennies, ${BUILT_BEFORE_1990}`,
});

// ---- gas leak ----

const GAS = words({ en: 'gas, natural gas, propane, methane, lp gas, lpg', fr: 'gaz, gaz naturel, propane, methane' });

/** Engines and vehicles: their "gas" smell is fuel (in Quebec their "gaz" is gasoline), not a household gas leak. */
const GASOLINE_ENGINES = words({
  en:
    'mower, lawnmower, chainsaw, trimmer, weed eater, weed whacker, leaf blower, snowblower, snow blower, car, ' +
    'truck, van, suv, motorcycle, scooter, boat, outboard, atv, engine, carburetor, gasoline, fuel, jerry can, ' +
    'pressure washer',
  fr:
    'tondeuse, scie a chaine, taille bordure, coupe bordure, souffleuse, souffleur, char, auto, voiture, camion, ' +
    'pick up, vus, moto, motoneige, vtt, bateau, moteur, carburateur, essence, bidon, laveuse a pression',
});

const gasLeak: HazardRule<EmergencyKind> = {
  kind: 'gas-leak',
  // A gas appliance named is not gas smelt; nor is the gas of a car, a chair's lift or a sewer.
  ignore: words({
    en:
      'gas stove, gas oven, gas range, gas cooktop, gas burner, gas furnace, gas boiler, gas dryer, gas water heater, ' +
      'gas heater, gas fireplace, gas insert, gas logs, gas grill, gas bbq, gas barbecue, gas appliance, ' +
      'gas mower, gas lawn mower, gas trimmer, gas can, gas cap, gas station, gas pump, gas pedal, gas mileage, ' +
      'gas gauge, gas tank, gas strut, gas spring, gas lift, gas cylinder, gas shock, sewer gas, out of gas, ' +
      'gas bill, gas price, water heater, hot water tank, water tank, water meter, stomach gas, gas company, ' +
      'gas utility',
    fr:
      'cuisiniere au gaz, poele au gaz, four au gaz, fournaise au gaz, chaudiere au gaz, secheuse au gaz, ' +
      'chauffe eau au gaz, foyer au gaz, bbq au gaz, barbecue au gaz, appareil au gaz, tondeuse a gaz, ' +
      'reservoir a gaz, reservoir de gaz, station service, poste d essence, pedale a gaz, pedale de gaz, ' +
      'bouchon de gaz, facture de gaz, compagnie de gaz, distributeur de gaz, energir, gaz metro, gaz d egout, ' +
      'ressort a gaz, verin a gaz, verin au gaz, plus de gaz, manque de gaz, mettre du gaz, chauffe eau, ' +
      'compteur d eau, gaz intestinaux',
  }),
  unless: GASOLINE_ENGINES,
  triggers: [
    { allOf: [SMELL, GAS], within: 6 },
    {
      allOf: [
        words({ en: 'rotten egg, sulfur, sulphur, sulfurous, sulphurous', fr: 'oeufs pourris, oeuf pourri, soufre' }),
      ],
      // Sulphur in the water itself (anode rod, well, sewer trap) smells the same and is no gas leak.
      unless: words({
        en: 'water, tap, drain, sewer, sink, toilet, well, shower, faucet, softener, bathtub',
        fr: 'eau, robinet, drain, egout, evier, lavabo, toilette, puits, douche, bain, baignoire, adoucisseur',
      }),
    },
    {
      allOf: [
        words({ en: 'hiss, whistling', fr: 'siffle, sifflement, chuintement, sifflait' }),
        words({
          en:
            'gas, gas line, gas pipe, gas meter, gas valve, gas fitting, gas connector, gas regulator, propane tank, ' +
            'propane line',
          fr:
            'gaz, conduite de gaz, tuyau de gaz, compteur de gaz, valve de gaz, vanne de gaz, raccord de gaz, ' +
            'bonbonne de propane, reservoir de propane, ligne de propane',
        }),
      ],
    },
    {
      allOf: [
        words({
          en: 'leak, leaked, escaping, coming out, came out, pouring out, blowing out, flowing',
          fr: 'fuite, fuit, echappe, sort, sortait, fuyait',
        }),
        GAS,
      ],
      within: 3,
      // Gas escaping from a fridge or air conditioner's tubing is refrigerant.
      unless: REFRIGERATING,
    },
    {
      allOf: [
        words({
          en: 'gas detector, gas alarm, gas monitor, propane alarm, propane detector, methane detector, explosive gas',
          fr: 'detecteur de gaz, alarme de gaz, avertisseur de gaz, detecteur de propane, detecteur de methane',
        }),
        SOUNDING,
      ],
    },
    {
      allOf: [
        words({
          en: 'hit, cut, broke, broken, damaged, severed, nicked, punctured, cracked, dug into',
          fr: 'accroche, coupe, brise, endommage, perce, fendu, frappe, creuse dans',
        }),
        words({
          en: 'gas line, gas pipe, gas main, gas meter, gas service, propane line',
          fr: 'conduite de gaz, tuyau de gaz, entree de gaz, compteur de gaz, ligne de gaz, ligne de propane',
        }),
      ],
      within: 5,
    },
  ],
};

// ---- carbon monoxide ----

const CARBON_MONOXIDE = words({
  en:
    'carbon monoxide, monoxide, co detector, co alarm, co monitor, co sensor, co meter, co reading, co level, ' +
    'co poisoning, co leak, smoke co, co ppm',
  fr:
    'monoxyde de carbone, monoxyde, detecteur de co, alarme de co, avertisseur de co, detecteur co, niveau de co, ' +
    'taux de co, co ppm, intoxication au co',
});

/** Said of a carbon monoxide alarm that only wants a battery or replacing, or reads nothing: not an alarm. */
const NOT_AN_ALARM = words({
  en:
    'chirp, once a minute, every minute, every 30 seconds, every 60 seconds, every few minutes, every so often, ' +
    'low battery, battery low, battery is low, battery dying, dead battery, end of life, says end, eol, expired, ' +
    'says replace, test button, press test, single beep, one beep, reads 0, reading 0, shows 0, reads zero',
  fr:
    'une fois par minute, chaque minute, toutes les minutes, aux minutes, aux 30 secondes, de temps en temps, ' +
    'pile faible, piles faibles, batterie faible, pile morte, piles mortes, fin de vie, expire, remplacer, ' +
    'bouton test, bouton de test, un seul bip, un bip, affiche 0, indique 0, lit 0, cri cri',
});

const SYMPTOMS = words({
  en:
    'headache, dizzy, dizziness, nausea, nauseous, nauseated, light headed, lightheaded, vomiting, throwing up, ' +
    'threw up, drowsy, sleepy, confusion, disoriented, fainted, passed out, feel sick, feeling sick, felt sick, ' +
    'flu like, lethargic, short of breath',
  fr:
    'mal de tete, maux de tete, mal a la tete, etourdi, etourdie, etourdissement, etourdissements, vertige, ' +
    'nausee, nausees, mal au coeur, vomi, vomit, vomir, somnolent, somnolence, endormi, confus, confusion, ' +
    'desoriente, evanoui, perdu connaissance, malade, souffle court',
});

/** Appliances that burn fuel and can give off carbon monoxide. */
const FUEL_BURNING = anyOf(
  words({
    en:
      'furnace, boiler, water heater, gas heater, space heater, propane heater, kerosene heater, heater, fireplace, ' +
      'wood stove, gas stove, generator, exhaust, flue, chimney, vent pipe',
    fr:
      'fournaise, chaudiere, chauffe eau, chaufferette, chaufferette au propane, poele a bois, foyer, poele au gaz, ' +
      'generatrice, echappement, conduit de fumee, cheminee, tuyau d evacuation',
  }),
  CARBON_MONOXIDE,
);

const carbonMonoxide: HazardRule<EmergencyKind> = {
  kind: 'carbon-monoxide',
  // "This furnace has been such a headache" is about the furnace, not the person.
  ignore: words({
    en: 'such a headache, what a headache, a real headache, a big headache',
    fr: 'vrai mal de tete, tout un mal de tete, casse tete',
  }),
  triggers: [
    { allOf: [CARBON_MONOXIDE, SOUNDING], unless: NOT_AN_ALARM },
    { allOf: [SYMPTOMS, FUEL_BURNING], within: 10 },
  ],
};

// ---- fire or sparks ----

const SPARKING = words({
  en: 'spark, sparky, arc, arcing, arced, blue flash, bright flash, flash and a pop, zapped',
  fr: 'etincelle, etincelant, flammeche, arc electrique, arc, flash bleu, eclair bleu, eclair',
});
const SMOKING = words({
  en: 'smoke, smoky, smoulder, smolder',
  fr: 'fumee, fume, fumer, fumait, fument, boucane, boucaner, fumant',
});
const BURNING = words({
  en: 'burn, burnt, scorch, melt, hot, electrical fire',
  fr: 'brule, bruler, brulure, roussi, fondu, fond, chaud, feu electrique',
});
const FIRE = words({
  en:
    'fire, on fire, caught fire, catch fire, ablaze, flamed up, flames shooting, flames coming, flames came, ' +
    'burst into flames, in flames, flared up',
  fr: 'feu, en feu, pris feu, prend feu, flamme, flammes, enflamme, en flammes',
});
const SCORCHED = words({
  en:
    'scorch, scorch mark, black mark, blackened, turned black, soot, charred, melted, discolored, discoloured, ' +
    'turned brown, browned, burn mark, burnt, burned',
  fr:
    'noirci, noircie, marque noire, suie, carbonise, fondu, fondue, brunie, bruni, brule, brulee, trace de brulure, ' +
    'roussi',
});
const OVERHEATING = words({
  en:
    'too hot, hot to the touch, burning hot, scalding, red hot, got hot, gets hot, overheating, overheats, ' +
    'extremely hot, super hot',
  fr:
    'trop chaud, trop chaude, tres chaud, brulant, brulante, bouillant, chauffe, surchauffe, devient chaud, ' +
    'chaud au toucher',
});
const ELECTRIC_THINGS = anyOf(WIRING, APPLIANCE);
/**
 * What burns out without burning: a bulb or a fuse "brûlé" is burnt out, as "l'ampoule du plafonnier est brûlée"
 * says, and no fire ("brûlant" has the same stem). English says "burnt out", ignored as a whole.
 */
const BURNT_OUT = words({ en: '', fr: 'ampoule, bulbe, fusible' });

const fireOrSparks: HazardRule<EmergencyKind> = {
  kind: 'fire-or-sparks',
  ignore: words({
    en:
      'spark plug, spark arrestor, spark arrester, spark igniter, spark module, smoke alarm, smoke detector, smoke co, ' +
      'smoked glass, fire tv, fire stick, fire pit, fire rated, fire alarm, fire truck, fire extinguisher, ' +
      'fire door, fire brick, fire resistant, fire code, fire blocking, fire caulk, fires up, burnt out, burned out, ' +
      'burn out, blown fuse, hot water, hot side, hot wire, hot tub, hot plate, hot air, arc fault, afci',
    fr:
      'bougie d allumage, detecteur de fumee, avertisseur de fumee, alarme de fumee, alarme incendie, ' +
      'alarme de feu, vitre fumee, verre fume, fire tv, foyer exterieur, pare feu, coupe feu, extincteur, ' +
      'camion de pompier, feu de circulation, feux de circulation, feu arriere, feu avant, feu de route, ' +
      'feu stop, feu de recul, feu de freinage, feu de position, feu de jour, feu clignotant, ampoule brulee, ' +
      'ampoule grillee, fusible saute, fusible brule, element brule, eau chaude, chauffe eau, chauffe moteur, ' +
      'chauffe bloc, spa, plaque chauffante, air chaud, afci, ' +
      // The flame a fuel-burning appliance is meant to have ("la flamme de ma fournaise s'éteint").
      'flamme de la fournaise, flamme du bruleur, flamme de la veilleuse, flamme du pilote, flamme du poele, ' +
      'flamme de la cuisiniere, flamme du foyer, flamme bleue, flamme jaune',
  }),
  triggers: [
    // A gas igniter, a lighter, static and jump-starting a car are meant to spark.
    {
      allOf: [SPARKING, ELECTRIC_THINGS],
      unless: words({
        en: 'igniter, ignitor, ignition, lighter, static, jumper cables, jump start, boost',
        fr: 'allumeur, allumage, briquet, statique, cables de survoltage, survolter, booster, boost',
      }),
    },
    {
      allOf: [SMOKING, ELECTRIC_THINGS],
      unless: words({
        en: 'wood stove, fireplace, chimney, cooking, toast, grill, bbq, smoker, cigarette',
        fr: 'poele a bois, foyer, cheminee, cuisson, rotie, toast, grill, bbq, fumoir, cigarette, huile, beurre, bacon',
      }),
    },
    {
      allOf: [SMELL, BURNING, ELECTRIC_THINGS],
      within: 10,
      // Food, spills and a season's dust burning off smell the same and are harmless.
      unless: words({
        en: 'toast, food, spill, grease, crumbs, popcorn, dust, bread, self clean, cooking, pizza, cheese, first time',
        fr:
          'toast, rotie, nourriture, renverse, graisse, miettes, popcorn, poussiere, pain, autonettoyage, ' +
          'auto nettoyant, cuisson, pizza, fromage, premiere fois',
      }),
    },
    {
      allOf: [
        words({
          en: 'electrical fire, electric fire, burning plastic, melting plastic, hot plastic, burning rubber',
          fr:
            'feu electrique, incendie electrique, plastique brule, plastique qui brule, plastique fondu, ' +
            'plastique qui fond, caoutchouc brule',
        }),
      ],
    },
    // A fishy smell is what overheating outlet plastic gives off.
    { allOf: [words({ en: 'fishy', fr: 'poisson' }), SMELL, WIRING] },
    { allOf: [FIRE, ELECTRIC_THINGS], within: 6 },
    { allOf: [SCORCHED, WIRING], within: 6, unless: BURNT_OUT },
    { allOf: [OVERHEATING, WIRING], within: 6, unless: BURNT_OUT },
  ],
};

// ---- water near electricity ----

const waterNearElectricity: HazardRule<EmergencyKind> = {
  kind: 'water-near-electricity',
  ignore: anyOf(
    NOT_ELECTRICS,
    words({
      en: 'shock absorber, shock arrestor, water hammer arrestor, static shock',
      fr: 'amortisseur, choc statique, electricite statique, coup de belier',
    }),
  ),
  triggers: [
    { allOf: [WATER, LIVE_ELECTRICS] },
    { allOf: [FLOODED, POWER_ON], within: 10 },
    {
      allOf: [
        words({
          en: 'shock, shocked, tingle, zap, jolt, electrocuted',
          fr: 'choc, choc electrique, electrocute, picote, secousse, decharge',
        }),
        words({
          en: 'water, wet, faucet, tap, shower, tub, bathtub, sink, pipe',
          fr: 'eau, mouille, robinet, douche, bain, baignoire, evier, lavabo, tuyau',
        }),
      ],
    },
  ],
};

// ---- structural failure ----

const structuralFailure: HazardRule<EmergencyKind> = {
  kind: 'structural-failure',
  ignore: anyOf(
    words({
      en:
        'high beam, low beam, light beam, laser beam, balance beam, fence post, mailbox post, bed post, post office, ' +
        'ceiling fan, ceiling light, ceiling fixture, deck board',
      fr:
        'faisceau, poteau de cloture, poteau de boite aux lettres, colonne de lit, ventilateur de plafond, ' +
        'plafonnier, luminaire de plafond, planche de terrasse',
    }),
    // Furniture leaning on a wall or pulling off it says nothing about the wall.
    words({
      en: 'against the wall, away from the wall, off the wall',
      fr: 'contre le mur, decroche du mur, tombe du mur',
    }),
  ),
  triggers: [
    {
      allOf: [
        words({
          en:
            'sag, saggy, big sag, bulge, bowing, bowed, bows, droop, belly, ballooning, caving, cave in, collapse, ' +
            'coming down, came down, falling down, fall in, falling in, give way, giving way, gave way, dropping, ' +
            'hanging down, buckling, buckled, lean, tilting, pushing in, pushed in, pushing inward, bowing in',
          fr:
            'affaisse, affaissement, bombe, bombement, gonfle, courbe, plie, penche, effondre, effondrement, ' +
            'ecroule, cede, ceder, fleche, enfonce, pousse vers interieur, ventre, descend, tombe, tomber',
        }),
        STRUCTURE,
      ],
      within: 6,
      unless: words({
        en: 'gutter, eavestrough, insulation, vapor barrier, tarp, tv mount',
        fr: 'gouttiere, isolant, isolation, pare vapeur, toile, bache, support de tele',
      }),
    },
    {
      allOf: [
        words({
          en:
            'moves, moving, sways, swaying, bounce, bouncy, wobbles, wobbling, shakes, shaking, shifting, separating, ' +
            'pulling away, pulling off, coming away, detaching, coming off',
          fr:
            'bouge, bougent, oscille, balance, rebondit, rebond, branle, branlant, tremble, deplace, decolle, ' +
            'detache, eloigne, arrache',
        }),
        words({
          en: 'deck, balcony, porch, stairs, staircase, landing, ledger, chimney',
          fr: 'terrasse, balcon, galerie, perron, escalier, palier, cheminee',
        }),
      ],
    },
    { allOf: [words({ en: 'crack', fr: 'fissure, craque, lezarde' }), GROWING], unless: CRACKABLE_THINGS },
    { allOf: [BROKEN, LOAD_BEARING], within: 5 },
    {
      allOf: [
        words({
          en: 'water bubble, bubble of water, full of water, water balloon',
          fr: 'poche d eau, bulle d eau, plein d eau, ballon d eau',
        }),
        words({ en: 'ceiling', fr: 'plafond' }),
      ],
    },
    {
      allOf: [
        words({ en: 'spongy, soft spot', fr: 'mou, molle, spongieux, spongieuse, point mou, endroit mou' }),
        words({ en: 'floor, subfloor', fr: 'plancher, sous plancher' }),
      ],
    },
  ],
};

// ---- garage door spring ----

const GARAGE = words({
  en: 'garage, garage door, overhead door, torsion',
  fr: 'garage, porte de garage, porte basculante, torsion',
});

const garageDoorSpring: HazardRule<EmergencyKind> = {
  kind: 'garage-door-spring',
  triggers: [
    {
      allOf: [
        words({ en: 'spring', fr: 'ressort' }),
        anyOf(
          BROKEN,
          words({ en: 'gap, unwound, popped, loose, snap', fr: 'espace, ecart, deroule, saute, lache, petee' }),
        ),
        GARAGE,
      ],
      within: 10,
    },
    {
      allOf: [
        words({ en: 'cable', fr: 'cable' }),
        words({
          en: 'snapped, broke, broken, came off, off the drum, hanging, frayed, unwound',
          fr: 'casse, brise, pete, sorti, debarque, sorti du tambour, pend, effiloche, deroule',
        }),
        GARAGE,
      ],
      within: 10,
    },
    {
      allOf: [
        words({
          en: 'loud bang, big bang, bang, gunshot',
          fr: 'bang, gros bang, gros bruit, coup de fusil, detonation',
        }),
        GARAGE,
        // "not open" also finds "will not open" and "does not open": a negation word starts the phrase.
        words({
          en: 'wont open, not open, doesnt open, cant open, wont lift, not lift, wont go up, not go up, stuck, heavy',
          fr:
            'ouvre pas, ne ouvre pas, ouvre plus, ne ouvre plus, ouvre pu, monte pas, ne monte pas, monte plus, ' +
            'monte pu, leve pas, ne leve pas, leve pu, bloquee, coincee, pognee, lourde, trop lourde',
        }),
      ],
      within: 12,
    },
    {
      allOf: [
        words({ en: 'garage door', fr: 'porte de garage' }),
        words({
          en: 'slammed, slams, fell, crashed, dropped, came crashing',
          fr: 'claque, claquee, tombee, tombe, ecrasee, descendue d un coup, redescend d un coup',
        }),
      ],
      within: 5,
    },
  ],
};

// ---- refrigerant leak ----

const refrigerantLeak: HazardRule<EmergencyKind> = {
  kind: 'refrigerant-leak',
  ignore: words({
    en:
      'steam radiator, air compressor, ignition coil, coil spring, drain line, condensate line, water line, ' +
      'water tube, water filter, ice maker line, water supply',
    fr:
      'radiateur a vapeur, compresseur a air, bobine d allumage, drain, conduite de condensat, ligne d eau, ' +
      'tuyau d eau, filtre a eau, ligne de machine a glace, alimentation en eau',
  }),
  triggers: [
    {
      allOf: [
        REFRIGERANT,
        words({
          en: 'leak, leaked, hiss, smell, odor, oily, residue, spray, escaping, low, came out',
          fr: 'fuite, fuit, siffle, odeur, huileux, residu, jet, echappe, bas, faible, sorti',
        }),
      ],
    },
    { allOf: [words({ en: 'hiss, hissed', fr: 'siffle, sifflement' }), REFRIGERATING] },
    {
      allOf: [
        words({
          en: 'puncture, punctured, poked a hole, poked, pierced, cracked, cut, nicked',
          fr: 'perce, trou, fendu, coupe, entaille, transperce',
        }),
        words({
          en: 'coil, evaporator, freezer wall, tube, tubing, line, copper',
          fr: 'serpentin, evaporateur, paroi du congelateur, tube, tuyau, ligne, cuivre',
        }),
        REFRIGERATING,
      ],
      within: 10,
    },
    {
      allOf: [
        words({
          en: 'oily residue, oil residue, oily spots, oil stain, oily',
          fr: 'residu huileux, taches d huile, tache d huile, huileux, tache huileuse',
        }),
        REFRIGERATING,
      ],
    },
  ],
};

// ---- asbestos ----

const asbestos: HazardRule<EmergencyKind> = {
  kind: 'asbestos',
  unless: words({
    en: 'negative, asbestos free, came back clean, tested clean',
    fr: 'negatif, sans amiante, test negatif, resultat negatif',
  }),
  triggers: [
    // Typed without the apostrophe, "l'amiante" is one word.
    { allOf: [words({ en: 'asbestos', fr: 'amiante, lamiante' })] },
    {
      allOf: [
        words({
          en:
            'popcorn ceiling, popcorn, acoustic ceiling, cottage cheese ceiling, stipple ceiling, stippled ceiling, ' +
            'stucco ceiling, acoustic texture',
          fr: 'plafond popcorn, popcorn, plafond texture, plafond en stuc, stucco au plafond, plafond acoustique',
        }),
        DISTURBING,
      ],
    },
    {
      // Materials that held asbestos in houses built before 1990, when they are old and being disturbed.
      allOf: [
        words({
          en:
            'floor tile, vinyl tile, 9x9, 9 inch tile, linoleum, black mastic, black glue, mastic, textured ceiling, ' +
            'ceiling tile, plaster, joint compound, siding, transite, cement board, duct tape, duct wrap',
          fr:
            'tuile de plancher, tuile de vinyle, prelart, linoleum, colle noire, mastic noir, mastic, ' +
            'plafond texture, tuile de plafond, platre, compose a joints, parement, fibrociment, ruban a conduit',
        }),
        DISTURBING,
        OLD_HOUSE,
      ],
      within: 12,
    },
    { allOf: [words({ en: '9x9', fr: '9x9' }), DISTURBING] },
    {
      allOf: [
        words({ en: 'insulation, lagging, wrap', fr: 'isolant, isolation, calorifuge, enveloppe' }),
        words({ en: 'pipe, boiler, furnace, duct, steam', fr: 'tuyau, chaudiere, fournaise, conduit, vapeur' }),
        anyOf(DISTURBING, OLD_HOUSE),
      ],
      unless: words({ en: 'foam, fiberglass, fibreglass', fr: 'mousse, laine de verre, fibre de verre' }),
    },
    {
      allOf: [words({ en: 'vermiculite, zonolite', fr: 'vermiculite, zonolite' })],
      unless: words({ en: 'potting, soil, plant, garden, seed', fr: 'terreau, terre, plante, jardin, semis' }),
    },
    {
      allOf: [
        words({ en: 'insulation', fr: 'isolant, isolation' }),
        words({
          en: 'pebbles, gravel, granular, grey brown, gray brown, shiny flakes',
          fr: 'granules, gravier, granuleux, brun gris, gris brun, flocons brillants, paillettes',
        }),
      ],
    },
  ],
};

// ---- swollen battery ----

/**
 * Lithium batteries: a cell, a pack, a power bank ("pile" is what many call a phone's battery). A phone or laptop
 * alone may bulge for other reasons.
 */
const BATTERY = words({
  en:
    'battery, batteries, lithium battery, lithium ion, li ion, lipo, battery pack, power bank, powerbank, ' +
    'portable charger, vape battery',
  fr:
    'batterie, batteries, pile, piles, batterie au lithium, lithium ion, li ion, lipo, bloc batterie, ' +
    'batterie externe, chargeur portatif, power bank, batterie de vapoteuse',
});

const SWELLING = words({
  en:
    'swollen, swelling, swelled, swell, swells, bulging, bulge, bulges, bulged, puffy, puffed, puffed up, ' +
    'puffing up, expanded, expanding, ballooned, ballooning, bloated, pillowed',
  fr:
    'gonfle, gonflee, gonfler, gonflement, enfle, enflee, enfler, bombe, bombee, bomber, renfle, renflee, ' +
    'ballonne, boursoufle, boursouflee',
});

const swollenBattery: HazardRule<EmergencyKind> = {
  kind: 'swollen-battery',
  // Tires and air mattresses are pumped up ("gonfler les pneus"), not swollen.
  unless: words({ en: '', fr: 'gonfler les pneus, gonfler le pneu, pompe' }),
  triggers: [
    { allOf: [SWELLING, BATTERY], within: 6 },
    // English slang for a swollen battery; French has none.
    { allOf: [words({ en: 'spicy pillow', fr: '' })] },
  ],
};

// ---- brake failure ----

/** A vehicle's brakes said to give out, or its pedal to sink: a bicycle's soft lever is a repair, not this. */
const BRAKES = words({ en: 'brake, brakes, braking', fr: 'frein, freins, freinage' });
const BRAKE_PEDAL = words({
  en: 'brake pedal, pedal',
  fr: 'pedale de frein, pedale des freins, pedale du frein, pedale',
});
const SINKING_PEDAL = words({
  en:
    'floor, to the floor, sinks, sinking, sank, goes down, soft, spongy, mushy, squishy, no pressure, ' +
    'no resistance, pump, pumping',
  fr:
    'plancher, jusqu au plancher, au fond, enfonce, descend, molle, mou, spongieuse, spongieux, pompe, pomper, ' +
    'aucune resistance',
});
const GIVING_OUT = words({
  en:
    'failed, fail, failing, failure, gave out, give out, giving out, went out, lost, lose, losing, not working, ' +
    'stopped working, barely working, barely work, wont stop, will not stop, not stopping, cannot stop, cant stop',
  fr:
    'lache, lachent, lacher, ont lache, a lache, marche pas, marchent pas, fonctionne pas, fonctionnent pas, ' +
    'repond pas, repondent pas, defectueux, brise, brises, mous, perdu, arrete pas, arrete plus',
});
const BICYCLE = words({
  en:
    'bike, bicycle, ebike, e bike, cycling, lever, handlebar, handlebars, bar, v brake, rim brake, mountain bike, ' +
    'road bike, bmx',
  fr:
    'velo, bicycle, bicyclette, bike, becik, becique, velo electrique, guidon, levier de frein, manette de frein, ' +
    'poignee de frein, jante',
});

const brakeFailure: HazardRule<EmergencyKind> = {
  kind: 'brake-failure',
  // Lights and the parking brake named are no failure of the brakes that stop the vehicle.
  ignore: words({
    en:
      'brake light, brake lights, brake lamp, third brake light, parking brake, emergency brake, e brake, ' +
      'handbrake, clutch pedal, gas pedal, accelerator pedal',
    fr:
      'feu de freinage, feu de frein, feux de frein, lumiere de frein, lumieres de frein, frein a main, ' +
      'frein d urgence, frein de stationnement, pedale d embrayage, pedale a gaz, pedale de gaz, accelerateur',
  }),
  unless: BICYCLE,
  triggers: [
    { allOf: [BRAKE_PEDAL, SINKING_PEDAL], within: 5 },
    {
      allOf: [BRAKES, GIVING_OUT],
      within: 4,
      // "Lâche pas" is read as going on ("ça lâche pas de sonner"); of brakes it says they hold.
      unless: words({ en: '', fr: 'lache pas, lachent pas, ont pas lache, a pas lache' }),
    },
    // Not "no brakes" alone: "no brake problems" says the opposite.
    {
      allOf: [
        words({
          en: 'have no brakes, had no brakes, lost my brakes, lost the brakes, brake failure',
          fr: 'pu de freins, pas de freins, plus de freins, aucun frein, perdu les freins, perdu mes freins',
        }),
      ],
    },
    {
      allOf: [
        words({ en: 'brake fluid', fr: 'liquide de frein' }),
        words({
          en: 'leak, leaking, leaked, puddle, dripping, empty, low',
          fr: 'fuite, fuit, coule, flaque, vide, bas',
        }),
      ],
      within: 5,
    },
  ],
};

/** Rules in the order they are checked: when a text says two hazards, the first answers. */
export const HAZARD_RULES: readonly HazardRule<EmergencyKind>[] = [
  gasLeak,
  carbonMonoxide,
  fireOrSparks,
  waterNearElectricity,
  structuralFailure,
  garageDoorSpring,
  refrigerantLeak,
  asbestos,
  swollenBattery,
  brakeFailure,
];

/** Safety wording printed on appliances (read from labels in the photo): it names hazards without there being one. */
export const WARNING_LABEL_WORDING = words({
  en:
    'if you smell, for your safety, can kill you, cannot see or smell, risk of fire or explosion, ' +
    'risk of electric shock, flammable refrigerant, do not puncture, do not try to light, never use inside, ' +
    'only outdoors, expose you to chemicals, contains carbon monoxide, disconnect power before servicing',
  fr:
    'si vous sentez, pour votre securite, peut tuer, invisible et inodore, risque d incendie ou d explosion, ' +
    'risque de choc electrique, frigorigene inflammable, ne pas percer, ne pas tenter d allumer, ' +
    'jamais a l interieur, a l exterieur seulement, produits chimiques, contient du monoxyde de carbone, ' +
    'debrancher avant l entretien, couper le courant avant',
});
