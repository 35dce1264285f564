import type { EmergencyKind } from './emergency.js';
import { words, type HazardRule, type WordGroup } from './rule-matching.js';
import { BUILT_BEFORE_1990 } from './text-normalising.js';

/*
 * The safety check's knowledge, as data: the word groups people use and, per kind of hazard, the combinations of
 * groups that say it, the look-alike phrases whose words never count, and the look-alikes that cancel it.
 * Phrases are written the way people type them; the matcher stems them ("sparks" = "sparking" = "sparked") and
 * drops filler words ("smell of gas" = "smell gas"). Adding a phrasing is adding a word here.
 */

// ---- word groups shared by several kinds ----

const SMELL = words('smell, smelt, smelly, odor, odour, reek, stink, stench, whiff, fumes, scent');

const SOUNDING = words(
  'going off, go off, goes off, went off, gone off, sounding, alarming, keeps alarming, beeping, screaming, ' +
    'screeching, blaring, wailing, ringing, shrieking, triggered, detected, reading, shows, display, ppm, ' +
    'wont stop, not stop, doesnt stop, never stops',
);

/** Things that carry electricity and can spark, smoke or melt. */
const WIRING = words(
  'outlet, receptacle, socket, plug, switch, dimmer, switch plate, cover plate, electrical panel, electric panel, ' +
    'breaker, breaker box, panel, fuse, fuse box, electrical box, junction box, wire, wiring, cord, extension cord, ' +
    'power cord, power strip, power bar, surge protector, charger, adapter, light fixture, ceiling light, fixture, ' +
    'lamp, electrical, meter base, transformer',
);

const APPLIANCE = words(
  'appliance, toaster, microwave, oven, stove, range, cooktop, element, dryer, washer, washing machine, ' +
    'dishwasher, fridge, refrigerator, freezer, furnace, heater, kettle, tv, television, computer, laptop, monitor, ' +
    'fan, motor, air conditioner, dehumidifier, humidifier, blender, air fryer, coffee maker, vacuum, ' +
    'control panel, control board, circuit board, battery, bulb',
);

/** Building parts whose failure can hurt someone. */
const STRUCTURE = words(
  'ceiling, roof, wall, foundation, beam, joist, rafter, truss, header, post, column, deck, balcony, porch, ' +
    'stairs, staircase, chimney, retaining wall, ledger, load bearing, support beam, support post, plaster, brick',
);

/** Building parts that hold weight up: cracked or split, they can give way. */
const LOAD_BEARING = words(
  'beam, joist, rafter, truss, header, post, column, load bearing, support beam, support post, ledger, stringer, ' +
    'lintel, girder',
);

const BROKEN = words(
  'crack, split, broken, broke, snapped, rotted, rotten, failed, bust, busted, in half, two pieces, came apart, ' +
    'separated',
);

/** Sayings that it is getting worse: a crack that grows. */
const GROWING = words(
  'growing, grew, grown, getting bigger, gets bigger, got bigger, getting wider, wider, widening, widen, ' +
    'spreading, getting longer, longer, opening up, expanding, getting worse',
);

/** Things other than a building whose cracks grow: a windshield, a phone screen, a mug. */
const CRACKABLE_THINGS = words(
  'windshield, windscreen, screen, phone, glass, lens, tablet, laptop, case, tooth, bowl, mug, vase, bumper, tile, ' +
    'grout, caulk, mirror, dashboard, tire, hose, bathtub, tub, sink, toilet, countertop, paint, driveway, sidewalk',
);

const WATER = words(
  'water, wet, leak, leaked, drip, flood, soaked, damp, moisture, puddle, pooling, rain, overflow, seep, ' +
    'condensation, submerged, underwater, aquarium, fish tank, spilled, spill',
);

/**
 * Electrics that water must not reach. Not "plug" or "plugged in" (a drain plug in the tub), nor "panel" alone
 * (an access panel).
 */
const LIVE_ELECTRICS = words(
  'electrical panel, electric panel, breaker, breaker box, service panel, sub panel, panel box, fuse box, outlet, ' +
    'receptacle, socket, light socket, power strip, power bar, surge protector, extension cord, power cord, wire, ' +
    'wiring, light fixture, ceiling light, pot light, recessed light, light switch, switch plate, wall switch, ' +
    'electrical box, junction box, electric meter, electrical outlet, ' +
    'out of the light, from the light, through the light, into the light',
);

/** Wiring words that name no live electrics near water: a drain outlet, a wire rack, a socket wrench. */
const NOT_ELECTRICS = words(
  'drain outlet, water outlet, outlet pipe, outlet hose, wire rack, wire brush, wire shelf, chicken wire, ' +
    'socket wrench, water heater, electric water heater, water dispenser, water meter, power washer, pressure washer',
);

const FLOODED = words(
  'flood, standing water, inches of water, inch of water, feet of water, under water, underwater, submerged, ' +
    'ankle deep, knee deep',
);

const POWER_ON = words('power, electricity, plugged in, electrical, outlets, panel, breaker');

const REFRIGERATING = words(
  'fridge, mini fridge, refrigerator, freezer, ac, a c, air conditioner, air conditioning, heat pump, mini split, ' +
    'compressor, condenser, evaporator, coil, line set, copper line, refrigerant line, hvac, window unit, chiller, ' +
    'dehumidifier, cooling unit',
);

const REFRIGERANT = words('refrigerant, freon, r22, r 22, r410a, r 410a, puron, r134a, r600a');

/** Disturbing a material that may hold asbestos, or its being in a state to shed dust. */
const DISTURBING = words(
  'scrape, sand, remove, removal, take down, taking out, drill, cut, break, broke, pull up, pulling up, rip up, ' +
    'rip out, tear out, tear off, demolish, demo, renovate, renovation, grind, crumbling, crumble, falling apart, ' +
    'flaking, damaged, chalky, disturb, falling',
);

const OLD_HOUSE: WordGroup = [...words('old, older, original, decades old, vintage'), BUILT_BEFORE_1990];

// ---- gas leak ----

const GAS = words('gas, natural gas, propane, methane, lp gas, lpg');

/** Gasoline engines and vehicles: their "gas" smell is fuel, not a household gas leak. */
const GASOLINE_ENGINES = words(
  'mower, lawnmower, chainsaw, trimmer, weed eater, weed whacker, leaf blower, snowblower, snow blower, car, ' +
    'truck, van, suv, motorcycle, scooter, boat, outboard, atv, engine, carburetor, gasoline, fuel, jerry can, ' +
    'pressure washer',
);

const gasLeak: HazardRule<EmergencyKind> = {
  kind: 'gas-leak',
  // A gas appliance named is not gas smelt; nor is the gas of a car, a chair's lift or a sewer.
  ignore: words(
    'gas stove, gas oven, gas range, gas cooktop, gas burner, gas furnace, gas boiler, gas dryer, gas water heater, ' +
      'gas heater, gas fireplace, gas insert, gas logs, gas grill, gas bbq, gas barbecue, gas appliance, ' +
      'gas mower, gas lawn mower, gas trimmer, gas can, gas cap, gas station, gas pump, gas pedal, gas mileage, ' +
      'gas gauge, gas tank, gas strut, gas spring, gas lift, gas cylinder, gas shock, sewer gas, out of gas, ' +
      'gas bill, gas price, water heater, hot water tank, water tank, water meter, stomach gas, gas company, ' +
      'gas utility',
  ),
  unless: GASOLINE_ENGINES,
  triggers: [
    { allOf: [SMELL, GAS], within: 6 },
    {
      allOf: [words('rotten egg, sulfur, sulphur, sulfurous, sulphurous')],
      // Sulphur in the water itself (anode rod, well, sewer trap) smells the same and is no gas leak.
      unless: words('water, tap, drain, sewer, sink, toilet, well, shower, faucet, softener, bathtub'),
    },
    {
      allOf: [
        words('hiss, whistling'),
        words(
          'gas, gas line, gas pipe, gas meter, gas valve, gas fitting, gas connector, gas regulator, propane tank, ' +
            'propane line',
        ),
      ],
    },
    {
      allOf: [words('leak, leaked, escaping, coming out, came out, pouring out, blowing out, flowing'), GAS],
      within: 3,
      // Gas escaping from a fridge or air conditioner's tubing is refrigerant.
      unless: REFRIGERATING,
    },
    {
      allOf: [
        words('gas detector, gas alarm, gas monitor, propane alarm, propane detector, methane detector, explosive gas'),
        SOUNDING,
      ],
    },
    {
      allOf: [
        words('hit, cut, broke, broken, damaged, severed, nicked, punctured, cracked, dug into'),
        words('gas line, gas pipe, gas main, gas meter, gas service, propane line'),
      ],
      within: 5,
    },
  ],
};

// ---- carbon monoxide ----

const CARBON_MONOXIDE = words(
  'carbon monoxide, monoxide, co detector, co alarm, co monitor, co sensor, co meter, co reading, co level, ' +
    'co poisoning, co leak, smoke co, co ppm',
);

/** Said of a carbon monoxide alarm that only wants a battery or replacing, or reads nothing: not an alarm. */
const NOT_AN_ALARM = words(
  'chirp, once a minute, every minute, every 30 seconds, every 60 seconds, every few minutes, every so often, ' +
    'low battery, battery low, battery is low, battery dying, dead battery, end of life, says end, eol, expired, ' +
    'says replace, test button, press test, single beep, one beep, reads 0, reading 0, shows 0, reads zero',
);

const SYMPTOMS = words(
  'headache, dizzy, dizziness, nausea, nauseous, nauseated, light headed, lightheaded, vomiting, throwing up, ' +
    'threw up, drowsy, sleepy, confusion, disoriented, fainted, passed out, feel sick, feeling sick, felt sick, ' +
    'flu like, lethargic, short of breath',
);

/** Appliances that burn fuel and can give off carbon monoxide. */
const FUEL_BURNING: WordGroup = [
  ...words(
    'furnace, boiler, water heater, gas heater, space heater, propane heater, kerosene heater, heater, fireplace, ' +
      'wood stove, gas stove, generator, exhaust, flue, chimney, vent pipe',
  ),
  ...CARBON_MONOXIDE,
];

const carbonMonoxide: HazardRule<EmergencyKind> = {
  kind: 'carbon-monoxide',
  // "This furnace has been such a headache" is about the furnace, not the person.
  ignore: words('such a headache, what a headache, a real headache, a big headache'),
  unless: [],
  triggers: [
    { allOf: [CARBON_MONOXIDE, SOUNDING], unless: NOT_AN_ALARM },
    { allOf: [SYMPTOMS, FUEL_BURNING], within: 10 },
  ],
};

// ---- fire or sparks ----

const SPARKING = words('spark, sparky, arc, arcing, arced, blue flash, bright flash, flash and a pop, zapped');
const SMOKING = words('smoke, smoky, smoulder, smolder');
const BURNING = words('burn, burnt, scorch, melt, hot, electrical fire');
const FIRE = words(
  'fire, on fire, caught fire, catch fire, ablaze, flamed up, flames shooting, flames coming, flames came, ' +
    'burst into flames, in flames, flared up',
);
const SCORCHED = words(
  'scorch, scorch mark, black mark, blackened, turned black, soot, charred, melted, discolored, discoloured, ' +
    'turned brown, browned, burn mark, burnt, burned',
);
const OVERHEATING = words(
  'too hot, hot to the touch, burning hot, scalding, red hot, got hot, gets hot, overheating, overheats, ' +
    'extremely hot, super hot',
);
const ELECTRIC_THINGS: WordGroup = [...WIRING, ...APPLIANCE];

const fireOrSparks: HazardRule<EmergencyKind> = {
  kind: 'fire-or-sparks',
  ignore: words(
    'spark plug, spark arrestor, spark arrester, spark igniter, spark module, smoke alarm, smoke detector, smoke co, ' +
      'smoked glass, fire tv, fire stick, fire pit, fire rated, fire alarm, fire truck, fire extinguisher, ' +
      'fire door, fire brick, fire resistant, fire code, fire blocking, fire caulk, fires up, burnt out, burned out, ' +
      'burn out, blown fuse, hot water, hot side, hot wire, hot tub, hot plate, hot air, arc fault, afci',
  ),
  unless: [],
  triggers: [
    // A gas igniter, a lighter, static and jump-starting a car are meant to spark.
    {
      allOf: [SPARKING, ELECTRIC_THINGS],
      unless: words('igniter, ignitor, ignition, lighter, static, jumper cables, jump start, boost'),
    },
    {
      allOf: [SMOKING, ELECTRIC_THINGS],
      unless: words('wood stove, fireplace, chimney, cooking, toast, grill, bbq, smoker, cigarette'),
    },
    {
      allOf: [SMELL, BURNING, ELECTRIC_THINGS],
      within: 10,
      // Food, spills and a season's dust burning off smell the same and are harmless.
      unless: words(
        'toast, food, spill, grease, crumbs, popcorn, dust, bread, self clean, cooking, pizza, cheese, first time',
      ),
    },
    { allOf: [words('electrical fire, electric fire, burning plastic, melting plastic, hot plastic, burning rubber')] },
    // A fishy smell is what overheating outlet plastic gives off.
    { allOf: [words('fishy'), SMELL, WIRING] },
    { allOf: [FIRE, ELECTRIC_THINGS], within: 6 },
    { allOf: [SCORCHED, WIRING], within: 6 },
    { allOf: [OVERHEATING, WIRING], within: 6 },
  ],
};

// ---- water near electricity ----

const waterNearElectricity: HazardRule<EmergencyKind> = {
  kind: 'water-near-electricity',
  ignore: [...NOT_ELECTRICS, ...words('shock absorber, shock arrestor, water hammer arrestor, static shock')],
  unless: [],
  triggers: [
    { allOf: [WATER, LIVE_ELECTRICS] },
    { allOf: [FLOODED, POWER_ON], within: 10 },
    {
      allOf: [
        words('shock, shocked, tingle, zap, jolt, electrocuted'),
        words('water, wet, faucet, tap, shower, tub, bathtub, sink, pipe'),
      ],
    },
  ],
};

// ---- structural failure ----

const structuralFailure: HazardRule<EmergencyKind> = {
  kind: 'structural-failure',
  ignore: [
    ...words(
      'high beam, low beam, light beam, laser beam, balance beam, fence post, mailbox post, bed post, post office, ' +
        'ceiling fan, ceiling light, ceiling fixture, deck board',
    ),
    // Furniture leaning on a wall or pulling off it says nothing about the wall.
    ...words('against the wall, away from the wall, off the wall'),
  ],
  unless: [],
  triggers: [
    {
      allOf: [
        words(
          'sag, saggy, big sag, bulge, bowing, bowed, bows, droop, belly, ballooning, caving, cave in, collapse, ' +
            'coming down, came down, falling down, fall in, falling in, give way, giving way, gave way, dropping, ' +
            'hanging down, buckling, buckled, lean, tilting, pushing in, pushed in, pushing inward, bowing in',
        ),
        STRUCTURE,
      ],
      within: 6,
      unless: words('gutter, eavestrough, insulation, vapor barrier, tarp, tv mount'),
    },
    {
      allOf: [
        words(
          'moves, moving, sways, swaying, bounce, bouncy, wobbles, wobbling, shakes, shaking, shifting, separating, ' +
            'pulling away, pulling off, coming away, detaching, coming off',
        ),
        words('deck, balcony, porch, stairs, staircase, landing, ledger, chimney'),
      ],
    },
    { allOf: [words('crack'), GROWING], unless: CRACKABLE_THINGS },
    { allOf: [BROKEN, LOAD_BEARING], within: 5 },
    { allOf: [words('water bubble, bubble of water, full of water, water balloon'), words('ceiling')] },
    { allOf: [words('spongy, soft spot'), words('floor, subfloor')] },
  ],
};

// ---- garage door spring ----

const GARAGE = words('garage, garage door, overhead door, torsion');

const garageDoorSpring: HazardRule<EmergencyKind> = {
  kind: 'garage-door-spring',
  ignore: [],
  unless: [],
  triggers: [
    { allOf: [words('spring'), [...BROKEN, ...words('gap, unwound, popped, loose, snap')], GARAGE], within: 10 },
    {
      allOf: [
        words('cable'),
        words('snapped, broke, broken, came off, off the drum, hanging, frayed, unwound'),
        GARAGE,
      ],
      within: 10,
    },
    {
      allOf: [
        words('loud bang, big bang, bang, gunshot'),
        GARAGE,
        // "not open" also finds "will not open" and "does not open": a negation word starts the phrase.
        words('wont open, not open, doesnt open, cant open, wont lift, not lift, wont go up, not go up, stuck, heavy'),
      ],
      within: 12,
    },
    { allOf: [words('garage door'), words('slammed, slams, fell, crashed, dropped, came crashing')], within: 5 },
  ],
};

// ---- refrigerant leak ----

const refrigerantLeak: HazardRule<EmergencyKind> = {
  kind: 'refrigerant-leak',
  ignore: words(
    'steam radiator, air compressor, ignition coil, coil spring, drain line, condensate line, water line, ' +
      'water tube, water filter, ice maker line, water supply',
  ),
  unless: [],
  triggers: [
    {
      allOf: [REFRIGERANT, words('leak, leaked, hiss, smell, odor, oily, residue, spray, escaping, low, came out')],
    },
    { allOf: [words('hiss, hissed'), REFRIGERATING] },
    {
      allOf: [
        words('puncture, punctured, poked a hole, poked, pierced, cracked, cut, nicked'),
        words('coil, evaporator, freezer wall, tube, tubing, line, copper'),
        REFRIGERATING,
      ],
      within: 10,
    },
    { allOf: [words('oily residue, oil residue, oily spots, oil stain, oily'), REFRIGERATING] },
  ],
};

// ---- asbestos ----

const asbestos: HazardRule<EmergencyKind> = {
  kind: 'asbestos',
  ignore: [],
  unless: words('negative, asbestos free, came back clean, tested clean'),
  triggers: [
    { allOf: [words('asbestos')] },
    {
      allOf: [
        words(
          'popcorn ceiling, popcorn, acoustic ceiling, cottage cheese ceiling, stipple ceiling, stippled ceiling, ' +
            'stucco ceiling, acoustic texture',
        ),
        DISTURBING,
      ],
    },
    {
      // Materials that held asbestos in houses built before 1990, when they are old and being disturbed.
      allOf: [
        words(
          'floor tile, vinyl tile, 9x9, 9 inch tile, linoleum, black mastic, black glue, mastic, textured ceiling, ' +
            'ceiling tile, plaster, joint compound, siding, transite, cement board, duct tape, duct wrap',
        ),
        DISTURBING,
        OLD_HOUSE,
      ],
      within: 12,
    },
    { allOf: [words('9x9'), DISTURBING] },
    {
      allOf: [
        words('insulation, lagging, wrap'),
        words('pipe, boiler, furnace, duct, steam'),
        [...DISTURBING, ...OLD_HOUSE],
      ],
      unless: words('foam, fiberglass, fibreglass'),
    },
    { allOf: [words('vermiculite, zonolite')], unless: words('potting, soil, plant, garden, seed') },
    { allOf: [words('insulation'), words('pebbles, gravel, granular, grey brown, gray brown, shiny flakes')] },
  ],
};

// ---- swollen battery ----

/** Lithium batteries: a cell, a pack, a power bank. A phone or laptop alone may bulge for other reasons. */
const BATTERY = words(
  'battery, batteries, lithium battery, lithium ion, li ion, lipo, battery pack, power bank, powerbank, ' +
    'portable charger, vape battery',
);

const SWELLING = words(
  'swollen, swelling, swelled, swell, swells, bulging, bulge, bulges, bulged, puffy, puffed, puffed up, ' +
    'puffing up, expanded, expanding, ballooned, ballooning, bloated, pillowed',
);

const swollenBattery: HazardRule<EmergencyKind> = {
  kind: 'swollen-battery',
  ignore: [],
  unless: [],
  triggers: [{ allOf: [SWELLING, BATTERY], within: 6 }, { allOf: [words('spicy pillow')] }],
};

// ---- brake failure ----

/** A vehicle's brakes said to give out, or its pedal to sink: a bicycle's soft lever is a repair, not this. */
const BRAKES = words('brake, brakes, braking');
const BRAKE_PEDAL = words('brake pedal, pedal');
const SINKING_PEDAL = words(
  'floor, to the floor, sinks, sinking, sank, goes down, soft, spongy, mushy, squishy, no pressure, ' +
    'no resistance, pump, pumping',
);
const GIVING_OUT = words(
  'failed, fail, failing, failure, gave out, give out, giving out, went out, lost, lose, losing, not working, ' +
    'stopped working, barely working, barely work, wont stop, will not stop, not stopping, cannot stop, cant stop',
);
const BICYCLE = words(
  'bike, bicycle, ebike, e bike, cycling, lever, handlebar, handlebars, bar, v brake, rim brake, mountain bike, ' +
    'road bike, bmx',
);

const brakeFailure: HazardRule<EmergencyKind> = {
  kind: 'brake-failure',
  // Lights and the parking brake named are no failure of the brakes that stop the vehicle.
  ignore: words(
    'brake light, brake lights, brake lamp, third brake light, parking brake, emergency brake, e brake, ' +
      'handbrake, clutch pedal, gas pedal, accelerator pedal',
  ),
  unless: BICYCLE,
  triggers: [
    { allOf: [BRAKE_PEDAL, SINKING_PEDAL], within: 5 },
    { allOf: [BRAKES, GIVING_OUT], within: 4 },
    // Not "no brakes" alone: "no brake problems" says the opposite.
    { allOf: [words('have no brakes, had no brakes, lost my brakes, lost the brakes, brake failure')] },
    { allOf: [words('brake fluid'), words('leak, leaking, leaked, puddle, dripping, empty, low')], within: 5 },
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
export const WARNING_LABEL_WORDING = words(
  'if you smell, for your safety, can kill you, cannot see or smell, risk of fire or explosion, ' +
    'risk of electric shock, flammable refrigerant, do not puncture, do not try to light, never use inside, ' +
    'only outdoors, expose you to chemicals, contains carbon monoxide, disconnect power before servicing',
);
