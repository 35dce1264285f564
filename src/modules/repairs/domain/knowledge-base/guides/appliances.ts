import type { RepairGuide } from '../repair-guide.js';

/**
 * Household appliance repairs that need no work on gas lines, sealed refrigerant systems or control boards;
 * those are sent to a technician.
 */
export const applianceGuides: readonly RepairGuide[] = [
  {
    id: 'dishwasher-not-draining',
    title: 'Fix a dishwasher that leaves water in the bottom',
    item: 'dishwasher',
    category: 'appliances',
    keywords: [
      'dishwasher',
      'dishwasher not draining',
      'standing water in dishwasher',
      'dishwasher filter',
      'drain pump',
      'drain hose',
      'air gap',
      'high loop',
      'sump',
      'dirty water in dishwasher',
      'dishwasher smells',
      'disposal knockout plug',
      'dishwasher humming',
    ],
    diagnosis: [
      {
        cause: 'Clogged filter at the bottom of the tub',
        signs:
          'A few centimetres of cloudy water left after a cycle, food bits in the bottom, and a sour smell. The filter is coated with grease or debris.',
      },
      {
        cause: 'Kinked or blocked drain hose, air gap or sink connection',
        signs:
          'The sink or air gap on the counter gurgles or spits water; the hose under the sink is kinked; the kitchen sink itself drains slowly.',
      },
      {
        cause: 'Drain pump blocked by debris or failed',
        signs: 'You hear humming or buzzing but no draining; broken glass, a bone or a fruit pit is in the sump.',
      },
      {
        cause: 'Knockout plug not removed after a new garbage disposal was installed',
        signs: 'The dishwasher stopped draining right after a new disposal was fitted.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 75 },
    tools: [
      { name: 'Towels, a small cup and a shallow pan', alternatives: ['Wet/dry vacuum for removing water'] },
      { name: 'Soft brush', alternatives: ['Old toothbrush'] },
      { name: 'Screwdriver or nut driver' },
      { name: 'Work gloves' },
      { name: 'Flashlight' },
    ],
    materials: [
      { name: 'Dish soap', note: 'For washing the filter.' },
      {
        name: 'Replacement drain hose',
        note: 'Only if cracked or kinked beyond repair; match the model number on the label on the tub edge or door frame.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Turn off the power before reaching into the sump or under the dishwasher: unplug it under the sink, or turn off power at the breaker if it is hardwired.',
      },
      {
        severity: 'medium',
        text: 'Wear gloves when feeling around the sump and pump: broken glass and sharp bones collect there.',
      },
      {
        severity: 'low',
        text: 'Water left after a hot cycle can still be hot. Wait until it cools.',
      },
    ],
    steps: [
      {
        text: 'Turn off power: unplug the dishwasher under the sink or switch off its breaker. Wait for the water to cool.',
        caution: 'Turn off the power before putting your hands into the dishwasher tub.',
      },
      {
        text: 'Pull out the lower rack. Bail the standing water out with a cup into a pan and soak up the rest with towels.',
      },
      {
        text: 'Twist out the filter in the bottom (usually a cylinder that turns counterclockwise, plus a flat mesh under it). Wash both in the sink with dish soap and a soft brush until you can see through the mesh.',
      },
      {
        text: 'With gloves on, feel in the hole under the filter for glass, bones, pits or labels. If your manual shows a removable pump cover, open it and check that the small impeller turns freely.',
        caution: 'Move slowly: broken glass can be hidden in the sump.',
      },
      {
        text: 'Under the sink, follow the drain hose. It should rise in a high loop up under the counter (or to an air gap) with no kinks. Straighten kinks and fasten the loop up high.',
      },
      {
        text: 'If there is an air gap on the counter (a small chrome cap near the faucet), pull off the cap and clean out debris.',
      },
      {
        text: 'If a garbage disposal was just installed, disconnect the dishwasher hose from the disposal and look in the inlet: if it is closed by a plastic disc, knock it out with a screwdriver and remove the disc from inside the disposal.',
      },
      {
        text: 'Run the garbage disposal (if you have one) to clear the shared drain. Refit the filter and rack, restore power and run a rinse or drain cycle.',
      },
    ],
    verification: [
      'After a rinse cycle, the bottom of the tub has at most a little wet film, not standing water.',
      'The sink and air gap do not gurgle or overflow during draining.',
      'No water on the floor in front of or under the dishwasher.',
    ],
    callAProWhen: [
      'The drain pump hums but does not drain, or makes no sound, after the filter and hose are clear.',
      'The dishwasher shows a drain error code that persists after cleaning.',
      'Water leaks onto the floor from under the unit.',
      'The kitchen sink itself is clogged beyond what a plunger clears.',
    ],
  },
  {
    id: 'washer-not-spinning',
    title: 'Fix a washing machine that will not spin or drain',
    item: 'clothes washer (washing machine)',
    category: 'appliances',
    keywords: [
      'washer',
      'washing machine',
      'clothes washer',
      'not spinning',
      'will not drain',
      'soaking wet clothes',
      'spin cycle',
      'unbalanced load',
      'drain pump filter',
      'coin trap',
      'lid switch',
      'door lock',
      'front loader',
      'top loader',
      'laundry',
    ],
    diagnosis: [
      {
        cause: 'Unbalanced or overloaded drum',
        signs:
          'The washer stops before spinning, thumps, or shows an unbalanced error. Often a single heavy item (a bath mat, a blanket, jeans) is bunched on one side.',
      },
      {
        cause: 'Clogged drain pump filter or kinked drain hose',
        signs:
          'Water remains in the drum at the end of the cycle; a front-loader may show a drain error. Coins, hair ties or socks are common culprits.',
      },
      {
        cause: 'Lid switch or door lock not engaging',
        signs:
          'A top-loader fills and washes but never spins; a front-loader will not start or stops with a door or lock error. You do not hear the usual click when the lid or door closes.',
      },
      {
        cause: 'Worn drive belt, motor coupling or motor',
        signs: 'You hear the motor run but the drum does not turn, or smell burning rubber.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 60 },
    tools: [
      { name: 'Towels and a shallow pan or baking dish' },
      { name: 'Bucket' },
      { name: 'Flat screwdriver', alternatives: ['A coin to open the filter access panel on some models'] },
      { name: 'Flashlight' },
    ],
    materials: [
      {
        name: 'None for cleaning',
        note: 'Parts such as a lid switch or door lock are model-specific; use the model number on the label inside the lid or door frame.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Unplug the washer (turn the power off) before opening any access panel. Never bypass the lid switch or door lock: a spinning drum can break an arm.',
      },
      {
        severity: 'medium',
        text: 'A front-loader full of water holds a lot of it. Drain it slowly into a pan; opening the filter all at once floods the floor.',
      },
      {
        severity: 'low',
        text: 'Water from a hot wash can scald. Let it cool before draining.',
      },
    ],
    steps: [
      {
        text: 'Open the lid or door once the washer lets you. Spread the load evenly around the drum, remove single heavy items or add a couple of towels to balance them, then run a drain and spin cycle.',
      },
      {
        text: 'If water remains, unplug the washer and check that the drain hose at the back is not kinked, crushed behind the machine or pushed too far down the standpipe.',
        caution: 'Unplug the washer before moving it or reaching behind it.',
      },
      {
        text: 'Front-loader: open the small panel at the bottom front. Lay towels down and put a shallow pan under it. If there is a small drain tube, pull it out, remove its cap and let the water run into the pan, emptying as needed.',
      },
      {
        text: 'Once the water is out, turn the pump filter slowly counterclockwise and pull it out. Clear lint, coins, hair ties and small clothes, rinse it, and check the opening behind it for more debris.',
      },
      {
        text: 'Screw the filter back in firmly and recap the drain tube. Close the panel.',
      },
      {
        text: 'Top-loader: with the lid open, look for the lid switch striker on the lid and the slot on the top of the cabinet. Check that the striker is not bent or broken and that the slot is not blocked.',
      },
      {
        text: 'Plug the washer back in and run a drain and spin cycle with an empty drum.',
      },
    ],
    verification: [
      'The drum drains fully and spins at full speed without stopping.',
      'Clothes come out damp rather than dripping.',
      'No water on the floor around the filter panel.',
    ],
    callAProWhen: [
      'The drum does not turn while the motor runs, or there is a burning smell.',
      'The washer shakes violently or makes grinding or banging noises: possible worn bearings or suspension.',
      'Error codes remain after the filter is cleaned and the load is balanced.',
      'The lid switch, door lock, pump or control board needs replacing and you are not comfortable with the model’s service manual.',
    ],
  },
  {
    id: 'dryer-not-heating',
    title: 'Fix a clothes dryer that runs but does not heat or dries slowly',
    item: 'clothes dryer',
    category: 'appliances',
    keywords: [
      'dryer',
      'clothes dryer',
      'dryer not heating',
      'dryer takes too long',
      'clothes still damp',
      'lint trap',
      'lint screen',
      'dryer vent',
      'vent hood',
      'dryer duct',
      'thermal fuse',
      'electric dryer',
      'gas dryer',
      'dryer hot to touch',
      'laundry',
    ],
    diagnosis: [
      {
        cause: 'Clogged lint screen or vent duct',
        signs:
          'Loads take two or more cycles, the dryer top feels very hot, the laundry room gets humid, and the outside vent flap barely opens while the dryer runs.',
      },
      {
        cause: 'Tripped breaker or blown fuse on one side of an electric dryer circuit',
        signs:
          'The drum turns but no heat comes at all, often suddenly; a 240 V dryer needs both halves of its circuit to heat.',
      },
      {
        cause: 'Blown thermal fuse, usually caused by poor venting',
        signs: 'No heat at all (or on some models, the dryer will not start) after a period of long drying times.',
      },
      {
        cause: 'Failed heating element (electric) or igniter or gas valve (gas)',
        signs:
          'No heat although the vent is clear and the fuse tests good; on gas dryers, you cannot hear or see the burner light.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 120 },
    tools: [
      { name: 'Dryer vent cleaning brush kit', alternatives: ['Vacuum with a long crevice tool'] },
      { name: 'Vacuum cleaner' },
      { name: 'Screwdriver and nut driver' },
      { name: 'Multimeter for continuity', alternatives: ['Only needed to test the thermal fuse'] },
      { name: 'Work gloves' },
    ],
    materials: [
      {
        name: 'Rigid or semi-rigid metal dryer duct, 4 in (10 cm)',
        note: 'Replace plastic or thin foil accordion duct: it traps lint and is a fire risk.',
      },
      { name: 'Foil HVAC tape and clamps', note: 'Use tape, not screws, to join duct sections: screws catch lint.' },
      {
        name: 'Thermal fuse',
        note: 'Only if it tests open. Order by the dryer’s model number (label inside the door frame or on the back).',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Electric dryers run on 240 V. Unplug the dryer (turn the power off at the breaker if you cannot reach the plug) before opening any panel.',
      },
      {
        severity: 'high',
        text: 'Gas dryer: move it gently so you do not strain the gas connector. If you smell gas, do not touch switches or plugs, leave the home and call the gas utility or 911 from outside. Gas valves, burners and connectors are for a licensed gas technician.',
      },
      {
        severity: 'medium',
        text: 'Lint is very flammable. Clean the screen before every load and never vent a dryer into an attic, crawl space or wall.',
      },
    ],
    steps: [
      {
        text: 'Pull out the lint screen and clean it. If water beads on it instead of running through, scrub it with dish soap and a brush to remove fabric-softener film, and let it dry.',
      },
      {
        text: 'Electric dryer with no heat at all: find its breaker (a double, two-handle breaker) and switch it fully off, then on. In an older home with fuses, check both fuses.',
      },
      {
        text: 'Run the dryer and go outside: the vent flap should open and you should feel strong warm air. If not, the duct is blocked.',
      },
      {
        text: 'Unplug the dryer (for gas, also close the gas shut-off valve behind it if it turns easily), pull it out gently and disconnect the duct from the back of the dryer.',
        caution: 'Turn the power off by unplugging before moving the dryer. Do not bend or twist the gas line.',
      },
      {
        text: 'Brush and vacuum the duct from both ends, the dryer’s outlet and the outside hood. Remove any screen on the outside hood; dryer vents must not have one.',
      },
      {
        text: 'Replace plastic or foil accordion duct with metal duct, kept as short and straight as possible: about 35 ft (10.7 m) total, less about 5 ft (1.5 m) for each 90° bend, unless the dryer manual allows different. Join sections with foil tape and clamps, not screws.',
      },
      {
        text: 'If there is still no heat, test the thermal fuse with the dryer unplugged: remove the back or lower panel as the model requires, find the small fuse on the blower housing or exhaust duct, disconnect one wire and check for continuity. No continuity means it has blown.',
      },
      {
        text: 'Replace a blown fuse with the same part for your model, reconnecting the wires exactly as before, and close the panel.',
      },
      {
        text: 'Push the dryer back without crushing the duct, reconnect it and reopen the gas valve if closed. Plug in and run a timed dry.',
      },
    ],
    verification: [
      'Warm air blows hard out of the outside vent while the dryer runs.',
      'A normal load dries in one cycle (typically 40 to 60 minutes).',
      'The dryer cabinet is warm but not too hot to touch.',
    ],
    callAProWhen: [
      'Any smell of gas, or any gas dryer that does not light after the vent is cleared.',
      'The thermal fuse blows again after replacement with a clear vent.',
      'The heating element, thermostats or control board need testing or replacement.',
      'The duct run is long, goes through a wall or ceiling you cannot reach, or vents onto a roof.',
    ],
  },
  {
    id: 'fridge-not-cooling',
    title: 'Fix a refrigerator that is not cooling enough',
    item: 'refrigerator',
    category: 'appliances',
    keywords: [
      'refrigerator',
      'fridge',
      'fridge not cold',
      'warm fridge',
      'freezer works but fridge warm',
      'condenser coils',
      'condenser fan',
      'evaporator fan',
      'frost buildup',
      'door gasket',
      'door seal',
      'fridge running constantly',
      'kick plate',
      'fridge temperature',
    ],
    diagnosis: [
      {
        cause: 'Dirty condenser coils',
        signs:
          'The fridge runs almost all the time and is warmer than set; coils under the front grille or on the back are covered in dust and pet hair.',
      },
      {
        cause: 'Condenser fan stopped or blocked',
        signs:
          'The back bottom area of the fridge is hot and you hear the compressor but not the fan; the fan blade is stuck or turns stiffly by hand.',
      },
      {
        cause: 'Evaporator fan not running or vents blocked',
        signs:
          'The freezer is cold but the fridge is warm; no air comes out of the vents inside, or food is packed against them.',
      },
      {
        cause: 'Frost blocking the evaporator (defrost system fault)',
        signs: 'Thick frost on the back wall of the freezer, and the fridge section warms over a few days.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Refrigerator coil brush', alternatives: ['Long soft brush or a vacuum crevice tool'] },
      { name: 'Vacuum cleaner' },
      { name: 'Screwdriver or nut driver' },
      { name: 'Appliance thermometer', alternatives: ['Any kitchen thermometer in a glass of water'] },
      { name: 'Flashlight' },
      { name: 'Coolers and ice packs for food' },
    ],
    materials: [
      {
        name: 'None for cleaning',
        note: 'A replacement fan is model-specific; find the model number on the label inside the fridge.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Unplug the refrigerator (turn the power off) before removing any panel or touching a fan. Fans can start on their own.',
      },
      {
        severity: 'high',
        text: 'Never scrape, pierce or bend the refrigerant tubing or coils. Refrigerant work requires a certified technician.',
      },
      {
        severity: 'medium',
        text: 'Food that has been above 4 °C (40 °F) for more than 2 hours may be unsafe; throw it out when in doubt.',
      },
      {
        severity: 'low',
        text: 'Coil fins and panel edges are sharp; wear gloves. A fridge is heavy: pull it out straight with help, protecting the floor.',
      },
    ],
    steps: [
      {
        text: 'Check the settings: the fridge should hold 4 °C (40 °F) or colder and the freezer −18 °C (0 °F). Make sure the fridge has not been switched to a demo or vacation mode.',
      },
      {
        text: 'Move food away from the air vents inside. Close the door on a strip of paper at several points around the seal: if it pulls out with no drag, clean or replace the gasket.',
      },
      {
        text: 'Unplug the fridge. Remove the grille at the bottom front (it pulls or unscrews off) or, for coils on the back, pull the fridge out.',
        caution: 'Unplug before removing any panel; the condenser fan can start without warning.',
      },
      {
        text: 'Brush the coils and vacuum the dust away, working gently so you do not bend the tubing.',
      },
      {
        text: 'At the back bottom, remove the access panel and look at the condenser fan (not all models have one). Clear dust and check that the blade spins freely by hand.',
      },
      {
        text: 'Plug the fridge back in. Listen at the back: with the compressor running, the condenser fan should run too. Open the freezer and press the door switch: you should hear or feel the evaporator fan inside.',
      },
      {
        text: 'If the freezer back wall is covered in thick frost, move the food to coolers, unplug the fridge and leave the doors open with towels underneath for 24 to 48 hours until all frost has melted.',
        caution: 'Do not chip at ice with a knife or use a heat gun: it can puncture the refrigerant tubing.',
      },
      {
        text: 'Plug back in, wait 24 hours, and check the temperature with a thermometer in a glass of water on the middle shelf.',
      },
    ],
    verification: [
      'After 24 hours, the fridge holds 4 °C (40 °F) or colder and the freezer −18 °C (0 °F).',
      'The compressor cycles on and off rather than running constantly.',
      'The freezer wall stays free of heavy frost for more than a week.',
    ],
    callAProWhen: [
      'Frost builds up again within days after a manual defrost: the defrost heater, thermostat or control needs a technician.',
      'A fan does not run after cleaning, or the compressor clicks on and off without starting.',
      'You hear hissing or see oily spots on the tubing: a refrigerant leak needs a certified technician.',
      'The fridge still does not cool with clean coils and running fans (sealed system problem).',
    ],
  },
  {
    id: 'ice-maker-not-working',
    title: 'Fix a refrigerator ice maker that stopped making ice',
    item: 'refrigerator ice maker',
    category: 'appliances',
    keywords: [
      'ice maker',
      'icemaker',
      'no ice',
      'ice maker not working',
      'small ice cubes',
      'hollow ice',
      'frozen fill tube',
      'water filter',
      'water line',
      'shut-off arm',
      'bail wire',
      'water inlet valve',
      'ice bin',
      'refrigerator',
    ],
    diagnosis: [
      {
        cause: 'Ice maker turned off or its shut-off arm raised',
        signs:
          'The arm or bail wire is locked in the up position, or the switch on the ice maker is off; often after cleaning the bin.',
      },
      {
        cause: 'Frozen fill tube',
        signs:
          'The water dispenser works but no water reaches the ice maker mould; ice is visible in the small tube where water enters.',
      },
      {
        cause: 'Clogged water filter or restricted supply line',
        signs: 'Cubes are small or hollow, and the door dispenser is slow; the filter is older than about 6 months.',
      },
      {
        cause: 'Freezer too warm',
        signs: 'The freezer reads warmer than about −15 °C (5 °F) and food is softer than usual.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Freezer thermometer', alternatives: ['Kitchen thermometer'] },
      { name: 'Turkey baster and warm water', alternatives: ['Hair dryer on low held well away from water'] },
      { name: 'Towels' },
      { name: 'Flashlight' },
    ],
    materials: [
      {
        name: 'Refrigerator water filter',
        note: 'Match the part number printed on the old filter or in the manual; certified filters list the standard they meet.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Unplug the refrigerator (turn the power off) before thawing the fill tube or reaching into the ice maker: its ejector arms can move on their own.',
      },
      {
        severity: 'medium',
        text: 'Never use a knife, screwdriver or ice pick on ice in the freezer; you can puncture the refrigerant or water lines.',
      },
      {
        severity: 'low',
        text: 'If the fridge is connected by a plastic or copper line that is leaking, shut off the water supply valve for the fridge (often under the sink or in the basement).',
      },
    ],
    steps: [
      {
        text: 'Check that the ice maker is switched on and that the shut-off arm or bail wire is down. Remove any ice jammed in the mould or the chute.',
      },
      {
        text: 'Check the freezer temperature with a thermometer; set it to −18 °C (0 °F) and keep the vents clear.',
      },
      {
        text: 'Replace the water filter if it is older than about 6 months. Run about 4 to 8 L (1 to 2 gallons) through the door dispenser to flush air and carbon dust.',
      },
      {
        text: 'Pull the fridge out gently and check that the water line behind it is not kinked and that its shut-off valve is fully open.',
      },
      {
        text: 'If water does not reach the mould, unplug the fridge and look at the fill tube at the back of the ice maker. Thaw it with warm (not boiling) water from a turkey baster, catching the water with towels, or a hair dryer on low from at least 15 cm (6 in).',
        caution: 'Unplug the fridge first, and keep the hair dryer and its cord away from water.',
      },
      {
        text: 'Plug back in and wait up to 24 hours for the first batch. Discard the first two or three batches of ice.',
      },
    ],
    verification: [
      'Ice drops into the bin within 24 hours, and cubes are full size.',
      'No water is dripping or freezing around the ice maker or behind the fridge.',
    ],
    callAProWhen: [
      'The fill tube freezes again within days: the water inlet valve or the freezer may be at fault.',
      'The dispenser also gives no water with a new filter and open supply valve (likely the water inlet valve).',
      'Water leaks inside the fridge wall or onto the floor.',
      'The ice maker has power but does not cycle; the module needs replacing by the model number.',
    ],
  },
  {
    id: 'oven-bake-element-replace',
    title: 'Replace an electric oven bake or broil element',
    item: 'electric oven element',
    category: 'appliances',
    keywords: [
      'oven',
      'electric range',
      'stove',
      'oven not heating',
      'bake element',
      'broil element',
      'heating element',
      'burnt element',
      'element not glowing',
      'oven takes forever to preheat',
      'blistered element',
      'range',
      'cooker',
    ],
    diagnosis: [
      {
        cause: 'Burnt-out bake element',
        signs:
          'The broil element works but bake does not heat; the lower element does not glow red and may show a break, blister or burn mark. Common after a self-cleaning cycle.',
      },
      {
        cause: 'Burnt-out broil element',
        signs: 'Bake works but the top element stays dark on broil, or shows visible damage.',
      },
      {
        cause: 'Tripped breaker on one side of the 240 V circuit',
        signs: 'The clock and lights work but neither element heats, or the cooktop is also weak.',
      },
      {
        cause: 'Temperature sensor, relay or control fault',
        signs:
          'The elements test good but the oven does not heat or overshoots its temperature, often with an error code.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Nut driver or screwdriver (to match the element screws)' },
      { name: 'Multimeter set to ohms' },
      { name: 'Needle-nose pliers' },
      { name: 'Flashlight' },
      { name: 'Phone camera to photograph the connections' },
    ],
    materials: [
      {
        name: 'Replacement bake or broil element',
        note: 'Order by the range’s model number (label around the oven door frame, inside the storage drawer or on the back). Check the terminal positions and shape match.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Ranges run on 240 V. Turn the power off at the breaker (a double breaker, often labelled range or stove) before removing the element; the clock and lights going dark confirm it is off.',
      },
      {
        severity: 'high',
        text: 'Elements stay hot long after the oven is turned off. Let the oven cool completely before you start.',
      },
      {
        severity: 'medium',
        text: 'If the oven has a hidden element under a solid floor, or is a gas oven, this guide does not apply; call a technician.',
      },
    ],
    steps: [
      {
        text: 'Check the breaker first: switch the range breaker fully off and on. If the oven now heats, stop here.',
      },
      {
        text: 'Turn the oven on to bake and after a few minutes look at the lower element: a working one glows dull red along its whole length. Turn it off and let the oven cool completely.',
      },
      {
        text: 'Turn the power off at the range breaker. Confirm the clock and oven light are dark.',
        caution: 'Turn off the breaker before reaching for the element terminals, which carry 240 V when powered.',
      },
      {
        text: 'Remove the oven racks. Unscrew the two screws that hold the element’s bracket to the back wall of the oven.',
      },
      {
        text: 'Pull the element forward gently by 5 to 8 cm (2 to 3 in) so its terminals come out of the wall. Photograph the wires, then pull the connectors off with pliers (grip the connector, not the wire). Do not let the wires drop back through the hole.',
      },
      {
        text: 'Measure across the two element terminals with the multimeter on ohms. A good element typically reads about 10 to 50 ohms; no reading (open or OL) means it is burnt out. Also check that neither terminal has continuity to the metal sheath.',
      },
      {
        text: 'Connect the wires to the new element in the same positions, push the element in and screw its bracket back to the oven wall.',
      },
      {
        text: 'Refit the racks, turn the breaker back on and run the oven at 175 °C (350 °F). A little smoke or smell from the new element for the first few minutes is normal.',
      },
    ],
    verification: [
      'The element glows red evenly within a few minutes.',
      'An oven thermometer reads within about 10 °C (20 °F) of the set temperature after preheating.',
      'The breaker stays on.',
    ],
    callAProWhen: [
      'It is a gas oven, or the element is hidden under the oven floor.',
      'The terminal wires are burnt, brittle or too short to reach.',
      'The new element does not heat: the control board, relay or temperature sensor needs diagnosis.',
      'The breaker trips when the oven is turned on.',
    ],
  },
  {
    id: 'microwave-turntable-door',
    title: 'Fix a microwave turntable that does not turn or a door that will not latch',
    item: 'microwave oven',
    category: 'appliances',
    keywords: [
      'microwave',
      'microwave oven',
      'turntable not turning',
      'glass tray',
      'roller ring',
      'turntable coupler',
      'drive hub',
      'microwave door',
      'door latch',
      'door will not close',
      'microwave will not start',
      'door hooks',
      'over-the-range microwave',
    ],
    diagnosis: [
      {
        cause: 'Tray or roller ring off its track or dirty',
        signs: 'The tray wobbles, jerks or stops; food spills have dried on the floor of the cavity.',
      },
      {
        cause: 'Worn or cracked turntable coupler',
        signs:
          'You hear the motor hum but the tray does not turn; the plastic star or D-shaped hub under the tray is cracked or its tip is rounded.',
      },
      {
        cause: 'Dirty or broken door latch hooks',
        signs:
          'The door does not click shut or spring open, and the microwave will not start even with the door closed.',
      },
      {
        cause: 'Failed turntable motor or door switch inside the cabinet',
        signs:
          'The coupler is fine but the motor does not turn, or the latch looks fine but the microwave still will not start.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      { name: 'Soft cloth and warm soapy water' },
      { name: 'Flashlight' },
      { name: 'Old toothbrush', alternatives: ['Cotton swabs'] },
    ],
    materials: [
      {
        name: 'Turntable coupler',
        note: 'Match the microwave’s model number (label inside the door frame or on the back) and compare the shape with the old one.',
      },
      { name: 'Roller ring', note: 'Only if the wheels are cracked; match the diameter.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Never remove the microwave’s outer cabinet. The high-voltage capacitor inside can give a deadly shock even when the microwave is unplugged.',
      },
      {
        severity: 'high',
        text: 'Unplug the microwave (turn the power off) before cleaning the latch or the cavity. Stop using it at once if it runs with the door open, or if the door, hinges or seal are damaged.',
      },
      {
        severity: 'low',
        text: 'Do not run the microwave empty to test it; heat a cup of water instead.',
      },
    ],
    steps: [
      {
        text: 'Unplug the microwave. Lift out the glass tray and the roller ring.',
      },
      {
        text: 'Wash the tray, ring and the floor of the cavity with warm soapy water and dry them. Check that the roller wheels turn freely.',
      },
      {
        text: 'Look at the coupler (the small plastic hub in the centre of the floor). Lift it off its shaft; if it is cracked or its slot is worn round, push on a new one that matches.',
      },
      {
        text: 'Refit the ring and the tray so the three lugs under the tray sit in the coupler.',
      },
      {
        text: 'For a door that does not latch, with the microwave unplugged, clean the latch hooks on the door and the slots in the frame with a damp toothbrush; grease and crumbs often block them.',
        caution: 'Do not push tools into the latch slots: the safety switches are behind them.',
      },
      {
        text: 'Check the hooks for cracks or breaks and the door for bent hinges. If a hook is broken, do not use the microwave.',
      },
      {
        text: 'Plug it in and heat a cup of water for one minute with the door closed.',
      },
    ],
    verification: [
      'The tray turns smoothly in one direction for the whole minute.',
      'The door clicks shut, the microwave starts only with the door closed and stops when the door is opened.',
      'The water is hot after one minute.',
    ],
    callAProWhen: [
      'The turntable motor, a door switch, the door itself or a latch hook needs replacing: these are inside the cabinet or part of the safety interlock.',
      'There are sparks, burn marks or arcing inside the cavity.',
      'The microwave runs with the door open, or the door seal is damaged.',
      'The unit is inexpensive: replacing it is often safer and cheaper than an internal repair.',
    ],
  },
  {
    id: 'garbage-disposal-jammed',
    title: 'Unjam a garbage disposal that hums or will not run',
    item: 'garbage disposal',
    category: 'appliances',
    keywords: [
      'garbage disposal',
      'disposal',
      'garburator',
      'food waste disposer',
      'disposal jammed',
      'disposal humming',
      'disposal not working',
      'reset button',
      'hex key',
      'allen wrench',
      'flywheel',
      'impellers',
      'kitchen sink',
      'disposal wrench',
    ],
    diagnosis: [
      {
        cause: 'Jammed flywheel',
        signs:
          'You hear a hum when switched on but no grinding; fibrous food, a bone, a pit or a utensil is caught inside.',
      },
      {
        cause: 'Overload protector tripped',
        signs:
          'Nothing at all happens when switched on, often right after a jam or a long run. The red button on the bottom is popped out.',
      },
      {
        cause: 'No power: tripped breaker, GFCI or loose plug',
        signs: 'Silent, and the reset button does not help.',
      },
      {
        cause: 'Worn-out or seized motor',
        signs: 'It hums again after clearing a jam and resetting, or water leaks from the body of the unit.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      { name: '1/4 in hex key (Allen wrench)', alternatives: ['Disposal wrench supplied with the unit'] },
      { name: 'Tongs or long pliers', alternatives: ['Never your hand'] },
      { name: 'Flashlight' },
      { name: 'Broom handle', alternatives: ['Only if the disposal has no hex socket underneath'] },
    ],
    materials: [],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Turn off the wall switch and unplug the disposal under the sink (or turn off power at the breaker if it is hardwired) before working on it. Never put your hand into a disposal.',
      },
      {
        severity: 'medium',
        text: 'Do not use chemical drain cleaners in a disposal; they damage it and can splash back when you work on it.',
      },
    ],
    steps: [
      {
        text: 'Turn the disposal switch off, then unplug the disposal under the sink or switch off its breaker.',
        caution:
          'Turn the power off at the plug or breaker, not just the wall switch, before reaching near the disposal.',
      },
      {
        text: 'Shine a flashlight into the drain opening and remove any object you can see with tongs or pliers.',
      },
      {
        text: 'Under the sink, find the hex socket in the centre of the bottom of the disposal. Insert the 1/4 in hex key and work it back and forth until it turns a full circle freely.',
      },
      {
        text: 'If there is no socket, push a broom handle down onto a lug of the grinding plate from above and lever it back and forth until the plate turns.',
      },
      {
        text: 'Remove the freed debris from the chamber with tongs.',
      },
      {
        text: 'Wait about 10 minutes for the motor to cool, then press the red reset button on the bottom of the disposal until it clicks.',
      },
      {
        text: 'Plug it back in or turn the breaker on. Run cold water, then switch the disposal on.',
      },
    ],
    verification: [
      'The disposal spins up with a steady whirr and grinds a handful of ice cubes.',
      'Water drains freely and no water drips from the bottom of the unit.',
    ],
    callAProWhen: [
      'It hums again after a jam is cleared and it has been reset.',
      'Water leaks from the body of the disposal (the unit needs replacing).',
      'It trips the breaker or GFCI each time it starts.',
      'The disposal is hardwired and needs replacing, and you are not comfortable with the wiring.',
    ],
  },
];
