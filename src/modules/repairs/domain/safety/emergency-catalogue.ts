import type { Emergency, EmergencyKind } from './emergency.js';

/**
 * What RepairLens tells a person in Canada or the United States for each emergency, in place of repair steps.
 * The one place this wording lives, kept apart from the matching so that it can be translated.
 */
export const EMERGENCY_CATALOGUE: Readonly<Record<EmergencyKind, Emergency>> = {
  'gas-leak': {
    kind: 'gas-leak',
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
  'carbon-monoxide': {
    kind: 'carbon-monoxide',
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
  'fire-or-sparks': {
    kind: 'fire-or-sparks',
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
  'water-near-electricity': {
    kind: 'water-near-electricity',
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
  'structural-failure': {
    kind: 'structural-failure',
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
  'garage-door-spring': {
    kind: 'garage-door-spring',
    title: "Broken garage door spring: don't use the door",
    doNow: [
      'Do not open or close the door, by hand or with the opener; unplug the opener so no one uses it.',
      'Do not touch the springs, cables, drums or bottom brackets: they hold enough tension to cause serious injury.',
      'Keep people, pets and cars out from under the door.',
    ],
    whoToCall: 'Call a garage door technician to replace the spring; it is not a do-it-yourself repair.',
  },
  'refrigerant-leak': {
    kind: 'refrigerant-leak',
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
  asbestos: {
    kind: 'asbestos',
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
};
