import type { EmergencyKind } from './emergency.js';
import { words, type HazardRule, type WordGroup } from './rule-matching.js';
import { BUILT_BEFORE_1990 } from './text-normalising.js';

/*
 * The safety check's knowledge in French, as Quebec people write it: every kind of hazard of hazard-rules.ts, with
 * the same triggers, look-alikes and reach. Phrases are written as people type them, accents or not: the matcher
 * folds accents, drops elided articles ("l'odeur" = "odeur"), stems ("étincelles" = "étincelle") and drops filler
 * words ("odeur de gaz" = "odeur gaz"). A phrase that must catch a negated verb starts with its negation word
 * ("ne ouvre pas"), as "n'ouvre pas" is read.
 */

// ---- word groups shared by several kinds ----

const SMELL = words(
  'odeur, odeurs, sent, sens, sentir, senti, sentait, sentent, senteur, pue, puer, puait, empeste, empester, ' +
    'relent, emanation, emanations, effluve',
);

const SOUNDING = words(
  'sonne, sonner, sonnait, sonnent, sonnerie, se declenche, declenche, declenchee, bip, bipe, biper, bippe, beep, ' +
    'crie, hurle, affiche, indique, lecture, detecte, ppm, arrete pas, arrete plus, cesse pas, sans arret',
);

/** Things that carry electricity and can spark, smoke or melt. */
const WIRING = words(
  'prise, prise de courant, prise electrique, plogue, fiche, interrupteur, commutateur, gradateur, plaque, ' +
    'panneau electrique, boite electrique, disjoncteur, boite de disjoncteurs, panneau, fusible, boite a fusibles, ' +
    'fil, fil electrique, filage, cablage, cordon, rallonge, fil d extension, barre d alimentation, power bar, ' +
    'parasurtenseur, chargeur, adaptateur, luminaire, plafonnier, lampe, electrique, compteur electrique, ' +
    'transformateur, douille',
);

const APPLIANCE = words(
  'appareil, electromenager, grille pain, micro ondes, four, cuisiniere, poele, element, secheuse, laveuse, ' +
    'lave vaisselle, frigo, refrigerateur, congelateur, fournaise, chaufferette, bouilloire, tele, televiseur, ' +
    'ordinateur, portable, ecran, ventilateur, moteur, climatiseur, deshumidificateur, humidificateur, melangeur, ' +
    'friteuse, cafetiere, aspirateur, panneau de controle, carte electronique, batterie, pile, ampoule',
);

/** Building parts whose failure can hurt someone. */
const STRUCTURE = words(
  'plafond, toit, toiture, mur, fondation, poutre, solive, chevron, ferme de toit, linteau, poteau, colonne, ' +
    'terrasse, balcon, galerie, perron, escalier, cheminee, mur de soutenement, mur porteur, poutre maitresse, ' +
    'platre, brique',
);

/** Building parts that hold weight up: cracked or split, they can give way. */
const LOAD_BEARING = words(
  'poutre, solive, chevron, ferme de toit, linteau, poteau, colonne, mur porteur, poutre maitresse, limon, ' +
    'poutre de soutien, poteau de soutien',
);

const BROKEN = words(
  'fissure, fissuree, fendu, fendue, fente, craque, craquee, casse, cassee, brise, brisee, pourri, pourrie, ' +
    'cede, en deux, deux morceaux, separe, pete',
);

/** Sayings that it is getting worse: a crack that grows. */
const GROWING = words(
  'grandit, agrandit, grossit, elargit, plus large, plus grande, plus longue, allonge, ouvre, empire, progresse, ' +
    'davantage',
);

/** Things other than a building whose cracks grow: a windshield, a phone screen, a mug. */
const CRACKABLE_THINGS = words(
  'pare brise, ecran, telephone, cellulaire, vitre, verre, lentille, tablette, portable, etui, dent, bol, tasse, ' +
    'vase, pare choc, tuile, ceramique, coulis, joint, calfeutrage, miroir, tableau de bord, pneu, boyau, ' +
    'baignoire, bain, evier, lavabo, toilette, comptoir, peinture, entree, asphalte, trottoir',
);

const WATER = words(
  'eau, mouille, mouillee, humide, humidite, fuite, fuit, coule, degoutte, goutte, inonde, inondation, trempe, ' +
    'detrempe, flaque, deborde, debordement, infiltration, infiltre, condensation, submerge, aquarium, renverse, ' +
    'deverse',
);

/** Electrics that water must not reach. Not "prise d'eau" nor "panneau" alone (an access panel). */
const LIVE_ELECTRICS = words(
  'panneau electrique, panneau de distribution, boite de disjoncteurs, disjoncteur, boite a fusibles, prise, ' +
    'prise de courant, prise electrique, plogue, douille, barre d alimentation, power bar, parasurtenseur, ' +
    'rallonge, fil d extension, cordon d alimentation, fil electrique, fils electriques, filage, cablage, ' +
    'luminaire, plafonnier, lumiere encastree, spot encastre, interrupteur, boite electrique, boite de jonction, ' +
    'compteur electrique, par la lumiere, dans la lumiere, du luminaire',
);

/** Wiring words that name no live electrics near water. */
const NOT_ELECTRICS = words(
  'prise d eau, prise d air, sortie d eau, chauffe eau, chauffe eau electrique, distributeur d eau, ' +
    'compteur d eau, laveuse a pression, nettoyeur haute pression',
);

const FLOODED = words(
  'inondation, inonde, inondee, sous eau, pouces d eau, pouce d eau, pieds d eau, centimetres d eau, cm d eau, ' +
    'submerge, eau aux chevilles, eau jusqu aux chevilles, eau aux genoux',
);

const POWER_ON = words('courant, electricite, hydro, branche, branchee, electrique, prises, panneau, disjoncteur');

const REFRIGERATING = words(
  'frigo, mini frigo, refrigerateur, congelateur, climatiseur, air climatise, thermopompe, mini split, ' +
    'compresseur, condenseur, evaporateur, serpentin, tuyau de cuivre, ligne de cuivre, conduite de refrigerant, ' +
    'cvc, climatiseur de fenetre, deshumidificateur',
);

const REFRIGERANT = words('frigorigene, refrigerant, freon, r22, r 22, r410a, r 410a, puron, r134a, r600a');

/** Disturbing a material that may hold asbestos, or its being in a state to shed dust. */
const DISTURBING = words(
  'gratter, gratte, poncer, ponce, enlever, enleve, retirer, retire, arracher, arrache, percer, perce, couper, ' +
    'coupe, casser, casse, briser, demolir, demolition, renover, renovation, renos, meuler, effrite, tombe en ' +
    'morceaux, ecaille, endommage, poudreux, deranger, tombe',
);

const OLD_HOUSE: WordGroup = [
  ...words('vieux, vieille, ancien, ancienne, d origine, original, originale, plusieurs decennies'),
  BUILT_BEFORE_1990,
];

// ---- gas leak ----

const GAS = words('gaz, gaz naturel, propane, methane');

/** Engines and vehicles: in Quebec their "gaz" is gasoline, and its smell no household gas leak. */
const GASOLINE_ENGINES = words(
  'tondeuse, scie a chaine, taille bordure, coupe bordure, souffleuse, souffleur, char, auto, voiture, camion, ' +
    'pick up, vus, moto, motoneige, vtt, bateau, moteur, carburateur, essence, bidon, laveuse a pression',
);

const gasLeak: HazardRule<EmergencyKind> = {
  kind: 'gas-leak',
  ignore: words(
    'cuisiniere au gaz, poele au gaz, four au gaz, fournaise au gaz, chaudiere au gaz, secheuse au gaz, ' +
      'chauffe eau au gaz, foyer au gaz, bbq au gaz, barbecue au gaz, appareil au gaz, tondeuse a gaz, ' +
      'reservoir a gaz, reservoir de gaz, station service, poste d essence, pedale a gaz, pedale de gaz, ' +
      'bouchon de gaz, facture de gaz, compagnie de gaz, distributeur de gaz, energir, gaz metro, gaz d egout, ' +
      'ressort a gaz, verin a gaz, verin au gaz, plus de gaz, manque de gaz, mettre du gaz, chauffe eau, ' +
      'compteur d eau, gaz intestinaux',
  ),
  unless: GASOLINE_ENGINES,
  triggers: [
    { allOf: [SMELL, GAS], within: 6 },
    {
      allOf: [words('oeufs pourris, oeuf pourri, soufre')],
      unless: words('eau, robinet, drain, egout, evier, lavabo, toilette, puits, douche, bain, baignoire, adoucisseur'),
    },
    {
      allOf: [
        words('siffle, sifflement, chuintement, sifflait'),
        words(
          'gaz, conduite de gaz, tuyau de gaz, compteur de gaz, valve de gaz, vanne de gaz, raccord de gaz, ' +
            'bonbonne de propane, reservoir de propane, ligne de propane',
        ),
      ],
    },
    {
      allOf: [words('fuite, fuit, echappe, sort, sortait, fuyait'), GAS],
      within: 3,
      unless: REFRIGERATING,
    },
    {
      allOf: [
        words('detecteur de gaz, alarme de gaz, avertisseur de gaz, detecteur de propane, detecteur de methane'),
        SOUNDING,
      ],
    },
    {
      allOf: [
        words('accroche, coupe, brise, endommage, perce, fendu, frappe, creuse dans'),
        words('conduite de gaz, tuyau de gaz, entree de gaz, compteur de gaz, ligne de gaz, ligne de propane'),
      ],
      within: 5,
    },
  ],
};

// ---- carbon monoxide ----

const CARBON_MONOXIDE = words(
  'monoxyde de carbone, monoxyde, detecteur de co, alarme de co, avertisseur de co, detecteur co, niveau de co, ' +
    'taux de co, co ppm, intoxication au co',
);

/** Said of a carbon monoxide alarm that only wants a battery or replacing, or reads nothing: not an alarm. */
const NOT_AN_ALARM = words(
  'une fois par minute, chaque minute, toutes les minutes, aux minutes, aux 30 secondes, de temps en temps, ' +
    'pile faible, piles faibles, batterie faible, pile morte, piles mortes, fin de vie, expire, remplacer, ' +
    'bouton test, bouton de test, un seul bip, un bip, affiche 0, indique 0, lit 0, cri cri',
);

const SYMPTOMS = words(
  'mal de tete, maux de tete, mal a la tete, etourdi, etourdie, etourdissement, etourdissements, vertige, ' +
    'nausee, nausees, mal au coeur, vomi, vomit, vomir, somnolent, somnolence, endormi, confus, confusion, ' +
    'desoriente, evanoui, perdu connaissance, malade, souffle court',
);

/** Appliances that burn fuel and can give off carbon monoxide. */
const FUEL_BURNING: WordGroup = [
  ...words(
    'fournaise, chaudiere, chauffe eau, chaufferette, chaufferette au propane, poele a bois, foyer, poele au gaz, ' +
      'generatrice, echappement, conduit de fumee, cheminee, tuyau d evacuation',
  ),
  ...CARBON_MONOXIDE,
];

const carbonMonoxide: HazardRule<EmergencyKind> = {
  kind: 'carbon-monoxide',
  // "Cette fournaise, c'est un vrai mal de tête" is about the furnace, not the person.
  ignore: words('vrai mal de tete, tout un mal de tete, casse tete'),
  unless: [],
  triggers: [
    { allOf: [CARBON_MONOXIDE, SOUNDING], unless: NOT_AN_ALARM },
    { allOf: [SYMPTOMS, FUEL_BURNING], within: 10 },
  ],
};

// ---- fire or sparks ----

const SPARKING = words('etincelle, etincelant, flammeche, arc electrique, arc, flash bleu, eclair bleu, eclair');
const SMOKING = words('fumee, fume, fumer, fumait, fument, boucane, boucaner, fumant');
const BURNING = words('brule, bruler, brulure, roussi, fondu, fond, chaud, feu electrique');
const FIRE = words('feu, en feu, pris feu, prend feu, flamme, flammes, enflamme, en flammes');
const SCORCHED = words(
  'noirci, noircie, marque noire, suie, carbonise, fondu, fondue, brunie, bruni, brule, brulee, trace de brulure, ' +
    'roussi',
);
const OVERHEATING = words(
  'trop chaud, trop chaude, tres chaud, brulant, brulante, bouillant, chauffe, surchauffe, devient chaud, ' +
    'chaud au toucher',
);
const ELECTRIC_THINGS: WordGroup = [...WIRING, ...APPLIANCE];
/** What burns out without burning: a bulb, a fuse. */
const BURNT_OUT = words('ampoule, bulbe, fusible');

const fireOrSparks: HazardRule<EmergencyKind> = {
  kind: 'fire-or-sparks',
  ignore: words(
    'bougie d allumage, detecteur de fumee, avertisseur de fumee, alarme de fumee, alarme incendie, ' +
      'alarme de feu, vitre fumee, verre fume, fire tv, foyer exterieur, pare feu, coupe feu, extincteur, ' +
      'camion de pompier, feu de circulation, feux de circulation, feu arriere, feu avant, feu de route, ' +
      'feu stop, feu de recul, feu de freinage, feu de position, feu de jour, feu clignotant, ampoule brulee, ' +
      'ampoule grillee, fusible saute, fusible brule, element brule, eau chaude, chauffe eau, chauffe moteur, ' +
      'chauffe bloc, spa, plaque chauffante, air chaud, afci, ' +
      // The flame a fuel-burning appliance is meant to have ("la flamme de ma fournaise s'éteint").
      'flamme de la fournaise, flamme du bruleur, flamme de la veilleuse, flamme du pilote, flamme du poele, ' +
      'flamme de la cuisiniere, flamme du foyer, flamme bleue, flamme jaune',
  ),
  unless: [],
  triggers: [
    {
      allOf: [SPARKING, ELECTRIC_THINGS],
      unless: words('allumeur, allumage, briquet, statique, cables de survoltage, survolter, booster, boost'),
    },
    {
      allOf: [SMOKING, ELECTRIC_THINGS],
      unless: words(
        'poele a bois, foyer, cheminee, cuisson, rotie, toast, grill, bbq, fumoir, cigarette, huile, beurre, bacon',
      ),
    },
    {
      allOf: [SMELL, BURNING, ELECTRIC_THINGS],
      within: 10,
      unless: words(
        'toast, rotie, nourriture, renverse, graisse, miettes, popcorn, poussiere, pain, autonettoyage, ' +
          'auto nettoyant, cuisson, pizza, fromage, premiere fois',
      ),
    },
    {
      allOf: [
        words(
          'feu electrique, incendie electrique, plastique brule, plastique qui brule, plastique fondu, ' +
            'plastique qui fond, caoutchouc brule',
        ),
      ],
    },
    { allOf: [words('poisson'), SMELL, WIRING] },
    { allOf: [FIRE, ELECTRIC_THINGS], within: 6 },
    // A bulb or a fuse "brûlé" is burnt out, as "l'ampoule du plafonnier est brûlée" says: no fire ("brûlant" has the
    // same stem).
    { allOf: [SCORCHED, WIRING], within: 6, unless: BURNT_OUT },
    { allOf: [OVERHEATING, WIRING], within: 6, unless: BURNT_OUT },
  ],
};

// ---- water near electricity ----

const waterNearElectricity: HazardRule<EmergencyKind> = {
  kind: 'water-near-electricity',
  ignore: [...NOT_ELECTRICS, ...words('amortisseur, choc statique, electricite statique, coup de belier')],
  unless: [],
  triggers: [
    { allOf: [WATER, LIVE_ELECTRICS] },
    { allOf: [FLOODED, POWER_ON], within: 10 },
    {
      allOf: [
        words('choc, choc electrique, electrocute, picote, secousse, decharge'),
        words('eau, mouille, robinet, douche, bain, baignoire, evier, lavabo, tuyau'),
      ],
    },
  ],
};

// ---- structural failure ----

const structuralFailure: HazardRule<EmergencyKind> = {
  kind: 'structural-failure',
  ignore: words(
    'faisceau, poteau de cloture, poteau de boite aux lettres, colonne de lit, ventilateur de plafond, ' +
      'plafonnier, luminaire de plafond, planche de terrasse, contre le mur, decroche du mur, tombe du mur',
  ),
  unless: [],
  triggers: [
    {
      allOf: [
        words(
          'affaisse, affaissement, bombe, bombement, gonfle, courbe, plie, penche, effondre, effondrement, ' +
            'ecroule, cede, ceder, fleche, enfonce, pousse vers interieur, ventre, descend, tombe, tomber',
        ),
        STRUCTURE,
      ],
      within: 6,
      unless: words('gouttiere, isolant, isolation, pare vapeur, toile, bache, support de tele'),
    },
    {
      allOf: [
        words(
          'bouge, bougent, oscille, balance, rebondit, rebond, branle, branlant, tremble, deplace, decolle, ' +
            'detache, eloigne, arrache',
        ),
        words('terrasse, balcon, galerie, perron, escalier, palier, cheminee'),
      ],
    },
    { allOf: [words('fissure, craque, lezarde'), GROWING], unless: CRACKABLE_THINGS },
    { allOf: [BROKEN, LOAD_BEARING], within: 5 },
    { allOf: [words('poche d eau, bulle d eau, plein d eau, ballon d eau'), words('plafond')] },
    { allOf: [words('mou, molle, spongieux, spongieuse, point mou, endroit mou'), words('plancher, sous plancher')] },
  ],
};

// ---- garage door spring ----

const GARAGE = words('garage, porte de garage, porte basculante, torsion');

const garageDoorSpring: HazardRule<EmergencyKind> = {
  kind: 'garage-door-spring',
  ignore: [],
  unless: [],
  triggers: [
    {
      allOf: [words('ressort'), [...BROKEN, ...words('espace, ecart, deroule, saute, lache, petee')], GARAGE],
      within: 10,
    },
    {
      allOf: [
        words('cable'),
        words('casse, brise, pete, sorti, debarque, sorti du tambour, pend, effiloche, deroule'),
        GARAGE,
      ],
      within: 10,
    },
    {
      allOf: [
        words('bang, gros bang, gros bruit, coup de fusil, detonation'),
        GARAGE,
        words(
          'ouvre pas, ne ouvre pas, ouvre plus, ne ouvre plus, ouvre pu, monte pas, ne monte pas, monte plus, ' +
            'monte pu, leve pas, ne leve pas, leve pu, bloquee, coincee, pognee, lourde, trop lourde',
        ),
      ],
      within: 12,
    },
    {
      allOf: [
        words('porte de garage'),
        words('claque, claquee, tombee, tombe, ecrasee, descendue d un coup, redescend d un coup'),
      ],
      within: 5,
    },
  ],
};

// ---- refrigerant leak ----

const refrigerantLeak: HazardRule<EmergencyKind> = {
  kind: 'refrigerant-leak',
  ignore: words(
    'radiateur a vapeur, compresseur a air, bobine d allumage, drain, conduite de condensat, ligne d eau, ' +
      'tuyau d eau, filtre a eau, ligne de machine a glace, alimentation en eau',
  ),
  unless: [],
  triggers: [
    {
      allOf: [REFRIGERANT, words('fuite, fuit, siffle, odeur, huileux, residu, jet, echappe, bas, faible, sorti')],
    },
    { allOf: [words('siffle, sifflement'), REFRIGERATING] },
    {
      allOf: [
        words('perce, trou, fendu, coupe, entaille, transperce'),
        words('serpentin, evaporateur, paroi du congelateur, tube, tuyau, ligne, cuivre'),
        REFRIGERATING,
      ],
      within: 10,
    },
    { allOf: [words('residu huileux, taches d huile, tache d huile, huileux, tache huileuse'), REFRIGERATING] },
  ],
};

// ---- asbestos ----

const asbestos: HazardRule<EmergencyKind> = {
  kind: 'asbestos',
  ignore: [],
  unless: words('negatif, sans amiante, test negatif, resultat negatif'),
  triggers: [
    // Typed without the apostrophe, "l'amiante" is one word.
    { allOf: [words('amiante, lamiante')] },
    {
      allOf: [
        words('plafond popcorn, popcorn, plafond texture, plafond en stuc, stucco au plafond, plafond acoustique'),
        DISTURBING,
      ],
    },
    {
      allOf: [
        words(
          'tuile de plancher, tuile de vinyle, prelart, linoleum, colle noire, mastic noir, mastic, ' +
            'plafond texture, tuile de plafond, platre, compose a joints, parement, fibrociment, ruban a conduit',
        ),
        DISTURBING,
        OLD_HOUSE,
      ],
      within: 12,
    },
    { allOf: [words('9x9'), DISTURBING] },
    {
      allOf: [
        words('isolant, isolation, calorifuge, enveloppe'),
        words('tuyau, chaudiere, fournaise, conduit, vapeur'),
        [...DISTURBING, ...OLD_HOUSE],
      ],
      unless: words('mousse, laine de verre, fibre de verre'),
    },
    { allOf: [words('vermiculite, zonolite')], unless: words('terreau, terre, plante, jardin, semis') },
    {
      allOf: [
        words('isolant, isolation'),
        words('granules, gravier, granuleux, brun gris, gris brun, flocons brillants, paillettes'),
      ],
    },
  ],
};

// ---- swollen battery ----

/** Lithium batteries: a cell, a pack, a power bank ("pile" is what many call a phone's battery). */
const BATTERY = words(
  'batterie, batteries, pile, piles, batterie au lithium, lithium ion, li ion, lipo, bloc batterie, ' +
    'batterie externe, chargeur portatif, power bank, batterie de vapoteuse',
);

const SWELLING = words(
  'gonfle, gonflee, gonfler, gonflement, enfle, enflee, enfler, bombe, bombee, bomber, renfle, renflee, ' +
    'ballonne, boursoufle, boursouflee',
);

const swollenBattery: HazardRule<EmergencyKind> = {
  kind: 'swollen-battery',
  ignore: [],
  // Tires and air mattresses are pumped up ("gonfler les pneus"), not swollen.
  unless: words('gonfler les pneus, gonfler le pneu, pompe'),
  triggers: [{ allOf: [SWELLING, BATTERY], within: 6 }],
};

// ---- brake failure ----

/** A vehicle's brakes said to give out, or its pedal to sink: a bicycle's soft lever is a repair, not this. */
const BRAKES = words('frein, freins, freinage');
const BRAKE_PEDAL = words('pedale de frein, pedale des freins, pedale du frein, pedale');
const SINKING_PEDAL = words(
  'plancher, jusqu au plancher, au fond, enfonce, descend, molle, mou, spongieuse, spongieux, pompe, pomper, ' +
    'aucune resistance',
);
const GIVING_OUT = words(
  'lache, lachent, lacher, ont lache, a lache, marche pas, marchent pas, fonctionne pas, fonctionnent pas, ' +
    'repond pas, repondent pas, defectueux, brise, brises, mous, perdu, arrete pas, arrete plus',
);
const BICYCLE = words(
  'velo, bicycle, bicyclette, bike, becik, becique, velo electrique, guidon, levier de frein, manette de frein, ' +
    'poignee de frein, jante',
);

const brakeFailure: HazardRule<EmergencyKind> = {
  kind: 'brake-failure',
  // Lights and the parking brake named are no failure of the brakes that stop the vehicle.
  ignore: words(
    'feu de freinage, feu de frein, feux de frein, lumiere de frein, lumieres de frein, frein a main, ' +
      'frein d urgence, frein de stationnement, pedale d embrayage, pedale a gaz, pedale de gaz, accelerateur',
  ),
  unless: BICYCLE,
  triggers: [
    { allOf: [BRAKE_PEDAL, SINKING_PEDAL], within: 5 },
    // "Lâche pas" is read as going on ("ça lâche pas de sonner"); of brakes it says they hold.
    { allOf: [BRAKES, GIVING_OUT], within: 4, unless: words('lache pas, lachent pas, ont pas lache, a pas lache') },
    { allOf: [words('pu de freins, pas de freins, plus de freins, aucun frein, perdu les freins, perdu mes freins')] },
    { allOf: [words('liquide de frein'), words('fuite, fuit, coule, flaque, vide, bas')], within: 5 },
  ],
};

/** French rules in the order of the kinds: when a text says two hazards, the first answers. */
export const FRENCH_HAZARD_RULES: readonly HazardRule<EmergencyKind>[] = [
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

/** Safety wording printed on appliances in French: it names hazards without there being one. */
export const FRENCH_WARNING_LABEL_WORDING = words(
  'si vous sentez, pour votre securite, peut tuer, invisible et inodore, risque d incendie ou d explosion, ' +
    'risque de choc electrique, frigorigene inflammable, ne pas percer, ne pas tenter d allumer, ' +
    'jamais a l interieur, a l exterieur seulement, produits chimiques, contient du monoxyde de carbone, ' +
    'debrancher avant l entretien, couper le courant avant',
);
