import type { Language, Localised } from '../../../../shared/domain/locale.js';
import type { Emergency, EmergencyKind } from './emergency.js';

type Wording = Omit<Emergency, 'kind'>;

/**
 * What RepairLens tells a person in Canada or the United States for each emergency, in place of repair steps, in
 * English and in French side by side. The one place this wording lives, kept apart from the matching. The French
 * says exactly as much as the English: nothing softened, nothing left out.
 */
export const EMERGENCY_CATALOGUE: Readonly<Record<EmergencyKind, Localised<Wording>>> = {
  'gas-leak': {
    en: {
      title: 'Possible gas leak: leave now',
      doNow: [
        'Do not switch anything on or off: no lights, appliances, thermostat or doorbell.',
        'Do not light anything, and do not start a car in an attached garage.',
        'Do not use any phone inside, cell phones included.',
        'Get everyone and pets out now, leaving the door open behind you.',
        'Do not go back in until the gas utility or the fire department says it is safe.',
      ],
      whoToCall:
        "From outside, well away from the building, call your gas utility's emergency line (it is on your gas bill) " +
        'or 911. For propane, call your propane supplier.',
    },
    fr: {
      title: 'Fuite de gaz possible : sortez maintenant',
      doNow: [
        'N’allumez et n’éteignez rien : ni lumières, ni appareils, ni thermostat, ni sonnette.',
        'N’allumez aucune flamme et ne faites pas démarrer de voiture dans un garage attenant.',
        'N’utilisez aucun téléphone à l’intérieur, cellulaires compris.',
        'Faites sortir tout le monde et les animaux maintenant, en laissant la porte ouverte derrière vous.',
        'Ne retournez pas à l’intérieur avant que le distributeur de gaz ou les pompiers disent que c’est sécuritaire.',
      ],
      whoToCall:
        'De l’extérieur, bien loin du bâtiment, appelez la ligne d’urgence de votre distributeur de gaz (elle figure ' +
        'sur votre facture de gaz) ou le 911. Pour le propane, appelez votre fournisseur de propane.',
    },
  },
  'carbon-monoxide': {
    en: {
      title: 'Carbon monoxide: get everyone out into fresh air',
      doNow: [
        'Get everyone and pets outside into fresh air now; do not stay to look for the source.',
        'If anyone has a headache, dizziness, nausea, sleepiness or confusion, say so when you call 911.',
        'Do not go back in, even to silence the alarm, until the fire department says it is safe.',
        'Do not use the furnace, water heater, fireplace or any other fuel-burning appliance until it has been checked.',
      ],
      whoToCall:
        'From outside, call 911. Once the fire department has cleared the home, have a licensed heating technician ' +
        'inspect the fuel-burning appliances.',
    },
    fr: {
      title: 'Monoxyde de carbone : faites sortir tout le monde à l’air frais',
      doNow: [
        'Faites sortir tout le monde et les animaux à l’air frais maintenant; ne restez pas pour chercher la source.',
        'Si quelqu’un a mal à la tête, des étourdissements, des nausées, de la somnolence ou de la confusion, ' +
          'dites-le quand vous appelez le 911.',
        'Ne retournez pas à l’intérieur, même pour faire taire l’avertisseur, avant que les pompiers disent que ' +
          'c’est sécuritaire.',
        'N’utilisez pas la fournaise, le chauffe-eau, le foyer ni aucun autre appareil à combustion avant qu’il ait ' +
          'été vérifié.',
      ],
      whoToCall:
        'De l’extérieur, appelez le 911. Une fois la maison déclarée sûre par les pompiers, faites inspecter les ' +
        'appareils à combustion par un technicien en chauffage certifié.',
    },
  },
  'fire-or-sparks': {
    en: {
      title: 'Sparks, smoke or burning: risk of an electrical fire',
      doNow: [
        'If you see smoke or flames, get everyone out and call 911 from outside. Never put water on an electrical fire.',
        'Only if you can do it safely and with dry hands, switch off the breaker for that circuit, or the main. ' +
          'Stay away from a panel that is itself sparking, smoking, hot or wet.',
        'Do not unplug or touch anything that is hot, melted or sparking.',
        'Do not use that outlet, switch or appliance again until it has been checked.',
      ],
      whoToCall:
        'Call 911 if there is smoke or fire. Then call a licensed electrician, or for an appliance its service ' +
        'technician, before anything is used again.',
    },
    fr: {
      title: 'Étincelles, fumée ou odeur de brûlé : risque d’incendie électrique',
      doNow: [
        'Si vous voyez de la fumée ou des flammes, faites sortir tout le monde et appelez le 911 de l’extérieur. ' +
          'Ne mettez jamais d’eau sur un feu électrique.',
        'Seulement si vous pouvez le faire sans danger et les mains sèches, coupez le disjoncteur de ce circuit, ou ' +
          'le disjoncteur principal. Tenez-vous loin d’un panneau qui lui-même fait des étincelles, fume, est chaud ' +
          'ou mouillé.',
        'Ne débranchez et ne touchez rien de chaud, de fondu ou qui fait des étincelles.',
        'N’utilisez plus cette prise, cet interrupteur ou cet appareil avant qu’il ait été vérifié.',
      ],
      whoToCall:
        'Appelez le 911 s’il y a de la fumée ou du feu. Appelez ensuite un maître électricien, ou pour un appareil ' +
        'son technicien de service, avant de vous en servir de nouveau.',
    },
  },
  'water-near-electricity': {
    en: {
      title: 'Water near electricity: stay out of the water',
      doNow: [
        'Stay out of the water, and do not touch anything electrical while you are wet or standing in water.',
        'Switch off the main breaker only if you can reach the panel from a dry spot without crossing water; ' +
          'otherwise leave it.',
        'Do not unplug or move cords or appliances that are wet or in the water.',
        'If you can reach it without going near the wet electrics, close the main water shut-off.',
        'Keep children and pets away from the area.',
      ],
      whoToCall:
        'Call your electric utility to cut the power if you cannot switch it off safely, then a licensed electrician. ' +
        'Call 911 if anyone got a shock or you see smoke or sparks.',
    },
    fr: {
      title: 'Eau près de l’électricité : restez hors de l’eau',
      doNow: [
        'Restez hors de l’eau, et ne touchez à rien d’électrique si vous êtes mouillé ou debout dans l’eau.',
        'Coupez le disjoncteur principal seulement si vous pouvez atteindre le panneau d’un endroit sec sans ' +
          'traverser l’eau; sinon, n’y touchez pas.',
        'Ne débranchez et ne déplacez pas de cordons ou d’appareils mouillés ou dans l’eau.',
        'Si vous pouvez y accéder sans approcher des installations électriques mouillées, fermez le robinet ' +
          'principal d’entrée d’eau.',
        'Gardez les enfants et les animaux loin de l’endroit.',
      ],
      whoToCall:
        'Appelez votre distributeur d’électricité pour couper le courant si vous ne pouvez pas le faire sans danger, ' +
        'puis un maître électricien. Appelez le 911 si quelqu’un a reçu un choc ou si vous voyez de la fumée ou des ' +
        'étincelles.',
    },
  },
  'structural-failure': {
    en: {
      title: 'Possible structural failure: keep everyone away',
      doNow: [
        'Keep everyone and pets out from under it and off it.',
        'If a ceiling is sagging or bulging with water, switch off the power to that area at the breaker ' +
          '(from a dry spot), and do not poke it or stand under it.',
        'Do not walk on a deck, balcony, stair or floor that moves, and do not try to prop up a beam yourself.',
        'If you hear cracking or see it moving, leave the building and call 911.',
      ],
      whoToCall: 'Call a general contractor or a structural engineer today. Call 911 if it looks about to collapse.',
    },
    fr: {
      title: 'Défaillance structurale possible : tenez tout le monde à l’écart',
      doNow: [
        'Gardez tout le monde et les animaux loin en dessous et au-dessus.',
        'Si un plafond s’affaisse ou gonfle sous le poids de l’eau, coupez le courant de cette zone au disjoncteur ' +
          '(d’un endroit sec), et ne le percez pas et ne restez pas dessous.',
        'Ne marchez pas sur une terrasse, un balcon, un escalier ou un plancher qui bouge, et n’essayez pas ' +
          'd’étayer une poutre vous-même.',
        'Si vous entendez des craquements ou voyez la structure bouger, quittez le bâtiment et appelez le 911.',
      ],
      whoToCall:
        'Appelez un entrepreneur général ou un ingénieur en structure aujourd’hui. Appelez le 911 si tout semble ' +
        'sur le point de s’effondrer.',
    },
  },
  'garage-door-spring': {
    en: {
      title: "Broken garage door spring: don't use the door",
      doNow: [
        'Do not open or close the door, by hand or with the opener; unplug the opener so no one uses it.',
        'Do not touch the springs, cables, drums or bottom brackets: they hold enough tension to cause serious injury.',
        'Keep people, pets and cars out from under the door.',
      ],
      whoToCall: 'Call a garage door technician to replace the spring; it is not a do-it-yourself repair.',
    },
    fr: {
      title: 'Ressort de porte de garage brisé : n’utilisez pas la porte',
      doNow: [
        'N’ouvrez pas et ne fermez pas la porte, ni à la main ni avec l’ouvre-porte; débranchez l’ouvre-porte pour ' +
          'que personne ne s’en serve.',
        'Ne touchez pas aux ressorts, aux câbles, aux tambours ni aux supports du bas : leur tension suffit à ' +
          'causer des blessures graves.',
        'Gardez les personnes, les animaux et les voitures loin de la porte.',
      ],
      whoToCall:
        'Appelez un technicien de portes de garage pour remplacer le ressort; ce n’est pas une réparation à faire ' +
        'soi-même.',
    },
  },
  'refrigerant-leak': {
    en: {
      title: 'Refrigerant leak: air out the room and switch the unit off',
      doNow: [
        'Switch the unit off and unplug it, or turn it off at its breaker or disconnect.',
        'Open windows and doors, and keep flames and sparks away: some refrigerants burn.',
        'Do not touch the leaking refrigerant or frosted tubing with bare skin, and do not breathe the spray.',
        'Leave the room and get fresh air if you feel dizzy or short of breath.',
        'Do not patch or recharge the system yourself.',
      ],
      whoToCall:
        'Call a certified refrigeration or HVAC technician: handling refrigerant needs certification in Canada and ' +
        'the United States.',
    },
    fr: {
      title: 'Fuite de frigorigène : aérez la pièce et éteignez l’appareil',
      doNow: [
        'Éteignez l’appareil et débranchez-le, ou coupez-le à son disjoncteur ou à son sectionneur.',
        'Ouvrez les fenêtres et les portes, et tenez flammes et étincelles à l’écart : certains frigorigènes ' +
          'sont inflammables.',
        'Ne touchez pas au frigorigène qui fuit ni aux tuyaux givrés à mains nues, et ne respirez pas le jet.',
        'Quittez la pièce et prenez l’air si vous avez des étourdissements ou le souffle court.',
        'Ne colmatez pas et ne rechargez pas le système vous-même.',
      ],
      whoToCall:
        'Appelez un frigoriste ou un technicien en CVC certifié : la manipulation des frigorigènes exige une ' +
        'certification au Canada et aux États-Unis.',
    },
  },
  asbestos: {
    en: {
      title: 'Possible asbestos: stop before you disturb it',
      doNow: [
        'Stop scraping, sanding, drilling or breaking it now.',
        'Leave the room, close it off and keep others and pets out.',
        'Turn off fans, the furnace and the air conditioning that could spread dust from that area.',
        'Do not sweep or vacuum the dust or debris: that spreads the fibres.',
        'Have a sample tested before any more work.',
      ],
      whoToCall:
        'Call a laboratory accredited for asbestos testing to test a sample, and a licensed asbestos abatement ' +
        'contractor to remove it if it contains asbestos.',
    },
    fr: {
      title: 'Amiante possible : arrêtez avant de le perturber',
      doNow: [
        'Arrêtez maintenant de gratter, de poncer, de percer ou de casser.',
        'Quittez la pièce, fermez-la et empêchez les autres et les animaux d’y entrer.',
        'Éteignez les ventilateurs, la fournaise et la climatisation qui pourraient répandre la poussière de cette ' +
          'zone.',
        'Ne balayez pas et ne passez pas l’aspirateur sur la poussière ou les débris : cela répand les fibres.',
        'Faites analyser un échantillon avant de poursuivre les travaux.',
      ],
      whoToCall:
        'Appelez un laboratoire accrédité pour l’analyse de l’amiante afin de faire analyser un échantillon, et un ' +
        'entrepreneur spécialisé en désamiantage pour l’enlever s’il contient de l’amiante.',
    },
  },
  'swollen-battery': {
    en: {
      title: 'Swollen lithium battery: stop using and charging it',
      doNow: [
        'Unplug it, and do not charge or use the device again.',
        'Do not press, bend, puncture or try to flatten it, and do not try to pry the battery out.',
        'If it is cool, switch it off and set it on a fireproof surface (a ceramic plate, a metal tray or bare ' +
          'concrete), away from anything that burns, out of the sun and where nobody sleeps.',
        'If it hisses, smokes, smells sweet or chemical, or gets hot, do not touch it: get everyone out of the room ' +
          'and call 911.',
        'Never put it in the garbage or the recycling bin: it can start a fire there.',
      ],
      whoToCall:
        'Take it to the maker or a qualified repair shop for a new battery, and the old battery to a battery ' +
        'drop-off point. Call 911 if it smokes, hisses or catches fire.',
    },
    fr: {
      title: 'Batterie au lithium gonflée : cessez de l’utiliser et de la charger',
      doNow: [
        'Débranchez-la, et ne chargez plus et n’utilisez plus l’appareil.',
        'Ne la pressez pas, ne la pliez pas, ne la percez pas et n’essayez pas de l’aplatir ni de retirer la ' +
          'batterie en forçant.',
        'Si elle est froide, éteignez l’appareil et posez-le sur une surface incombustible (une assiette en ' +
          'céramique, un plateau de métal ou du béton nu), loin de tout ce qui brûle, à l’abri du soleil et là où ' +
          'personne ne dort.',
        'Si elle siffle, fume, dégage une odeur sucrée ou chimique, ou devient chaude, n’y touchez pas : faites ' +
          'sortir tout le monde de la pièce et appelez le 911.',
        'Ne la jetez jamais aux ordures ni au recyclage : elle peut y déclencher un incendie.',
      ],
      whoToCall:
        'Confiez l’appareil au fabricant ou à un atelier de réparation qualifié pour une batterie neuve, et ' +
        'l’ancienne batterie à un point de dépôt de piles. Appelez le 911 si elle fume, siffle ou prend feu.',
    },
  },
  'brake-failure': {
    en: {
      title: 'Brakes failing: do not drive the vehicle',
      doNow: [
        'If it happens while driving: take your foot off the gas, pump the brake pedal hard, shift to a lower gear ' +
          'and pull the parking brake on gradually, then steer to a safe spot with the hazard lights on.',
        'Once stopped, do not drive it again, not even a short way to a garage.',
        'Do not top up the brake fluid and drive on: a soft or sinking pedal or a leak means the brakes have failed ' +
          'somewhere.',
        'Wait off the road, well away from traffic.',
      ],
      whoToCall:
        'Have the vehicle towed to a licensed mechanic. Call 911 if anyone is hurt or the vehicle is stopped where ' +
        'it puts traffic in danger.',
    },
    fr: {
      title: 'Freins défaillants : ne conduisez pas le véhicule',
      doNow: [
        'Si cela arrive en conduisant : levez le pied de l’accélérateur, pompez fort la pédale de frein, passez ' +
          'à une vitesse plus basse et serrez le frein de stationnement graduellement, puis dirigez-vous vers un ' +
          'endroit sûr, les feux de détresse allumés.',
        'Une fois arrêté, ne conduisez plus le véhicule, même pour une courte distance jusqu’au garage.',
        'N’ajoutez pas de liquide de frein pour repartir : une pédale molle ou qui s’enfonce, ou une fuite, veut ' +
          'dire que les freins ont lâché quelque part.',
        'Attendez hors de la route, bien loin de la circulation.',
      ],
      whoToCall:
        'Faites remorquer le véhicule chez un mécanicien qualifié. Appelez le 911 si quelqu’un est blessé ou si ' +
        'le véhicule est immobilisé là où il met la circulation en danger.',
    },
  },
};

/** The emergency of this kind as the person reads it, in their language. */
export function emergencyOf(kind: EmergencyKind, language: Language): Emergency {
  return { kind, ...EMERGENCY_CATALOGUE[kind][language] };
}
