import type { RepairGuide } from '../repair-guide.js';

/**
 * Heating and cooling checks and upkeep a homeowner can do. Gas burners, gas valves, refrigerant and sealed
 * systems belong to licensed gas fitters and certified refrigeration technicians; the guides say so.
 */
export const heatingCoolingGuides: readonly RepairGuide[] = [
  {
    id: 'furnace-no-heat',
    title: 'Get a forced-air furnace heating again (filter, switches and vents)',
    item: 'forced-air furnace',
    category: 'heating-cooling',
    keywords: [
      'furnace',
      'heater',
      'no heat',
      'furnace not working',
      'cold air from vents',
      'furnace filter',
      'dirty filter',
      'furnace short cycling',
      'service switch',
      'furnace door',
      'error code',
      'blinking light',
      'intake and exhaust pipes',
      'high-efficiency furnace',
      'condensate drain',
    ],
    diagnosis: [
      {
        cause: 'Thermostat set wrong or its batteries are dead',
        signs: 'The display is blank, set to cool or off, or set below the room temperature.',
      },
      {
        cause: 'Clogged air filter causing the furnace to overheat and shut itself off',
        signs:
          'The furnace runs briefly, blows lukewarm air, then stops; the filter is grey and caked. Airflow from vents is weak.',
      },
      {
        cause: 'Power off to the furnace or its door not closed',
        signs:
          'Nothing happens at all: the service switch near the furnace is off, a breaker has tripped, or the blower door is not pressing its safety switch.',
      },
      {
        cause: 'Blocked intake or exhaust pipes or condensate drain (high-efficiency furnaces)',
        signs:
          'Two plastic pipes leave the house through a wall and are covered by snow, ice or leaves; water is pooled near the furnace; the status light flashes a pressure-switch code.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 45 },
    tools: [
      { name: 'Flashlight' },
      { name: 'Marker to write the date on the filter' },
      { name: 'Soft brush or broom', alternatives: ['Gloved hand for clearing snow from pipes'] },
      { name: 'Phone camera to record the status-light code' },
    ],
    materials: [
      {
        name: 'Furnace filter',
        note: 'Use the size printed on the edge of the old filter (for example 16 x 25 x 1 in). A mid-range pleated filter is fine for most homes; very dense filters can choke airflow on some furnaces.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'If you smell gas (a rotten-egg smell), do not touch switches, plugs or phones inside. Leave the home and call the gas utility or 911 from outside.',
      },
      {
        severity: 'high',
        text: 'Turn the power off at the furnace service switch or its breaker before opening the blower door. Do not remove burner covers or touch the gas valve: that is work for a licensed gas fitter or HVAC technician.',
      },
      {
        severity: 'high',
        text: 'Make sure working carbon monoxide alarms are installed near sleeping areas. If one sounds, get everyone outside and call 911.',
      },
      {
        severity: 'medium',
        text: 'Oil furnace: press the burner reset button only once. Pressing it repeatedly can flood the chamber with oil and cause a fire.',
      },
    ],
    steps: [
      {
        text: 'At the thermostat, check that it is on Heat, set a few degrees above room temperature, and not on a schedule or hold that overrides it. Replace its batteries if the display is blank or shows a low-battery sign.',
      },
      {
        text: 'Check the furnace service switch (it looks like a light switch on or near the furnace, sometimes at the top of the basement stairs) is on, and that the furnace breaker has not tripped.',
      },
      {
        text: 'Turn the power off at the service switch, then slide out the filter. Note the arrow on its edge, which shows the direction of airflow.',
        caution: 'Turn the power off before removing the filter or any furnace panel.',
      },
      {
        text: 'Fit a new filter of the same size with the arrow pointing toward the furnace (away from the return duct). Write the date on it.',
      },
      {
        text: 'Make sure the blower door is fully seated: a safety switch behind it keeps the furnace off if it is loose.',
      },
      {
        text: 'High-efficiency furnace: go outside and check the two plastic pipes. Clear any snow, ice or leaves from their openings by hand, without pushing anything into them. Keep snow cleared at least 30 cm (12 in) below them.',
      },
      {
        text: 'Check that the clear or white condensate hose from the furnace to the floor drain or pump is not kinked, disconnected or overflowing.',
      },
      {
        text: 'Look through the small window in the blower door for a blinking status light. Count the blinks and compare them with the code chart printed inside the door.',
      },
      {
        text: 'Turn the power back on. If it still does not heat, turn the power off for 30 seconds and on once more, then give it five minutes to go through its start-up.',
        caution: 'Reset only once. Repeated resets can hide a real safety fault.',
      },
    ],
    verification: [
      'Warm air comes from the vents within a few minutes of the thermostat calling for heat.',
      'The furnace runs full cycles without shutting off after a minute or two.',
      'The status light shows the normal-operation pattern described on the door chart.',
    ],
    callAProWhen: [
      'Any smell of gas, or a carbon monoxide alarm.',
      'The furnace tries to light and fails, or the status light shows an ignition, flame or pressure-switch code after the checks above.',
      'You hear a boom or bang when the burners light.',
      'The pilot light of an older furnace will not stay lit after following the instructions printed on the furnace.',
      'Water keeps leaking from the furnace, or the condensate trap needs cleaning.',
    ],
  },
  {
    id: 'thermostat-not-working',
    title: 'Troubleshoot or replace a wall thermostat for a furnace or central air',
    item: 'low-voltage wall thermostat',
    category: 'heating-cooling',
    keywords: [
      'thermostat',
      'blank thermostat',
      'thermostat not working',
      'thermostat batteries',
      'heat not turning on',
      'ac not turning on',
      'programmable thermostat',
      'smart thermostat',
      'c wire',
      'thermostat wires',
      'low voltage',
      'temperature setting',
      'wrong temperature',
      'mercury thermostat',
    ],
    diagnosis: [
      {
        cause: 'Dead batteries',
        signs: 'Blank or dim display, low-battery icon, or settings lost.',
      },
      {
        cause: 'Wrong mode, schedule or hold setting',
        signs:
          'The display works but shows Cool instead of Heat (or the reverse), Off, or a schedule with a lower set temperature.',
      },
      {
        cause: 'No power from the furnace or air handler',
        signs: 'Blank display on a thermostat without batteries, and the furnace service switch or breaker is off.',
      },
      {
        cause: 'Loose wire or failed thermostat',
        signs:
          'The display works and calls for heat, but the furnace does not respond; a wire has slipped out of its terminal.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Small screwdrivers' },
      { name: 'Phone camera' },
      { name: 'Masking tape and marker for labelling wires' },
      { name: 'Level', alternatives: ['Only for older mechanical thermostats'] },
    ],
    materials: [
      { name: 'Batteries', note: 'The size shown in the battery compartment (usually AA or AAA).' },
      {
        name: 'Replacement thermostat',
        note: 'Check compatibility with your system before buying: furnace only, furnace with central air, heat pump, or boiler, and whether it needs a C (common) wire.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'This guide is for low-voltage thermostats (thin wires on screw terminals marked R, W, Y, G, C). If the thermostat controls electric baseboard heaters or has thick wires joined with wire nuts, it is line voltage (120/240 V): turn off power at the breaker and check with a non-contact voltage tester, and follow the baseboard heater guide instead.',
      },
      {
        severity: 'medium',
        text: 'Turn the power off to the furnace at its service switch or breaker before removing the thermostat from its base. Touching the wires together can blow a fuse on the furnace control board.',
      },
      {
        severity: 'medium',
        text: 'An old thermostat with a glass bulb contains mercury. Do not throw it in the garbage; take it to a household hazardous waste depot.',
      },
    ],
    steps: [
      {
        text: 'Replace the batteries: some pull out from the side or bottom, others need the face pulled off its wall plate.',
      },
      {
        text: 'Set the mode to Heat (or Cool), set the temperature a few degrees above (or below) room temperature, and cancel any hold or vacation setting.',
      },
      {
        text: 'If the display stays blank and there are no batteries, check that the furnace service switch and breaker are on and the furnace door is closed.',
      },
      {
        text: 'If the display works but the furnace does not respond, turn the power off at the furnace switch or breaker, and pull the thermostat off its base.',
        caution: 'Turn off power at the furnace switch or breaker first; do not let bare wire ends touch each other.',
      },
      {
        text: 'Photograph the wires and their terminal letters. Check that every wire is firmly held; re-strip and retighten any that are loose or corroded.',
      },
      {
        text: 'To replace the thermostat, label each wire with the letter of its terminal, disconnect them and wrap the cable around a pencil so it cannot fall into the wall.',
      },
      {
        text: 'Mount the new base level, connect each wire to the terminal with the same letter (following the new thermostat’s instructions for heat pumps), and push the extra cable back into the wall.',
      },
      {
        text: 'Fit the thermostat, turn the furnace power back on, and set up the system type in the thermostat menu.',
      },
    ],
    verification: [
      'The display stays on and shows the room temperature within about 1 °C (2 °F) of a separate thermometer.',
      'Raising the set temperature starts the heat within a few minutes; lowering it (in summer) starts the cooling.',
      'The system turns off when the set temperature is reached.',
    ],
    callAProWhen: [
      'The furnace control board fuse has blown or the furnace does not respond with the thermostat wires correctly connected.',
      'A smart thermostat needs a C wire and there is no spare wire in the cable.',
      'The system is a heat pump with auxiliary heat or a multi-zone system and the wiring does not match the new thermostat’s diagram.',
      'The thermostat is line voltage and you are not comfortable working with 240 V.',
    ],
  },
  {
    id: 'baseboard-heater-not-heating',
    title: 'Fix an electric baseboard heater that does not heat',
    item: 'electric baseboard heater',
    category: 'heating-cooling',
    keywords: [
      'baseboard heater',
      'electric baseboard',
      'electric heater',
      'baseboard not heating',
      'cold room',
      'line voltage thermostat',
      'wall thermostat',
      '240 volt heater',
      'heater fins',
      'burning dust smell',
      'double-pole thermostat',
      'convector',
      'electric heat',
    ],
    diagnosis: [
      {
        cause: 'Thermostat set too low or failed',
        signs:
          'Turning the thermostat all the way up gives no click and the heater stays cold, while other heaters work.',
      },
      {
        cause: 'Tripped breaker',
        signs:
          'The heater (and sometimes others in the same room) is completely cold; a double breaker in the panel is off or between positions.',
      },
      {
        cause: 'Heater blocked or full of dust, tripping its overheat cut-off',
        signs: 'It heats then stops, smells of burning dust, or has curtains, furniture or bedding against it.',
      },
      {
        cause: 'Failed heating element or internal cut-off',
        signs: 'The thermostat clicks and the breaker is on, but the heater stays cold.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 90 },
    tools: [
      { name: 'Non-contact voltage tester' },
      { name: 'Insulated screwdrivers' },
      { name: 'Vacuum with a brush attachment' },
      { name: 'Wire stripper' },
      { name: 'Butter knife for straightening bent fins', alternatives: ['Fin comb'] },
    ],
    materials: [
      {
        name: 'Line-voltage thermostat',
        note: 'Only if the old one has failed. Match the voltage (usually 240 V) and make sure its maximum load in watts is at least the total wattage of the heaters it controls (printed on each heater’s label). A double-pole model gives a true off position.',
      },
      { name: 'Wire connectors (wire nuts)', note: 'Sized for the wires being joined.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Baseboard heaters run on 240 V, where both wires are live. Turn off power at the breaker and check with a non-contact voltage tester on every wire before touching the heater or thermostat wiring.',
      },
      {
        severity: 'high',
        text: 'A thermostat turned to its lowest setting does not always cut all power. Always switch off the breaker before cleaning or opening a heater.',
      },
      {
        severity: 'high',
        text: 'The heater surface is hot. Let it cool completely before cleaning or opening it, and keep curtains, furniture and bedding clear of it at the distances in its instructions.',
      },
    ],
    steps: [
      {
        text: 'Turn the thermostat all the way up and listen for a click. Wait 10 minutes to feel for heat.',
      },
      {
        text: 'Check the panel for a tripped breaker (usually a double breaker labelled for the room). Switch it fully off, then on. If it trips again, leave it off and call an electrician.',
      },
      {
        text: 'Move furniture, curtains and bedding away so air can flow through the heater.',
      },
      {
        text: 'To clean it, turn off power at the breaker, let the heater cool, and check with the non-contact voltage tester that the heater is dead.',
        caution: 'Turn off the breaker first: the heater stays live with the thermostat at its lowest setting.',
      },
      {
        text: 'Remove the front cover (usually a few screws or clips), vacuum the fins with a brush attachment, and straighten bent fins gently.',
      },
      {
        text: 'If the breaker is on but the thermostat gives no click and the heater stays cold at the highest setting, the thermostat is the likely fault. To replace it, turn off the breaker, remove the thermostat from the wall and test every wire with the non-contact voltage tester.',
      },
      {
        text: 'Photograph and label the connections. The new thermostat’s LINE leads connect to the wires coming from the panel and its LOAD leads to the wires going to the heater, following its diagram; join them with properly sized wire nuts and tug-test each one.',
      },
      {
        text: 'Fold the wires into the box, mount the thermostat, refit covers and turn the breaker back on.',
      },
    ],
    verification: [
      'The heater warms within 10 minutes of turning the thermostat up and stops when the room reaches the set temperature.',
      'No burning smell after the first few minutes.',
      'The breaker stays on.',
    ],
    callAProWhen: [
      'The wiring is aluminum (dull silver), common in homes built in the 1960s and 1970s.',
      'There are scorch marks, melted insulation or a burning smell that does not go away.',
      'The breaker trips again, or the heater element or its internal cut-off needs replacing.',
      'You are not sure which wires are line and which are load.',
      'You want to add a heater or move one: new circuits need a permit.',
    ],
  },
  {
    id: 'window-ac-not-cooling',
    title: 'Fix a window or portable air conditioner that runs but does not cool',
    item: 'window or portable air conditioner',
    category: 'heating-cooling',
    keywords: [
      'air conditioner',
      'window air conditioner',
      'portable air conditioner',
      'room ac',
      'ac not cooling',
      'ac blowing warm air',
      'ac filter',
      'iced coil',
      'frozen evaporator',
      'condenser coil',
      'exhaust hose',
      'water tank full',
      'fin comb',
      'window unit',
    ],
    diagnosis: [
      {
        cause: 'Dirty air filter',
        signs: 'Weak airflow from the front, and a grey, matted filter behind the front grille.',
      },
      {
        cause: 'Iced or dirty indoor (evaporator) coil',
        signs: 'Frost or ice on the coil behind the filter, very weak airflow, and water dripping inside.',
      },
      {
        cause: 'Dirty or blocked outdoor (condenser) coil, or portable exhaust problem',
        signs:
          'The back or exhaust air is very hot, the coil at the back is matted with dust, or a portable unit’s hose is kinked, long or leaking hot air into the room.',
      },
      {
        cause: 'Refrigerant leak or failed compressor',
        signs:
          'Airflow is strong but never cold, the compressor does not start (no hum or click), or there is oily residue on the tubing.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 90 },
    tools: [
      { name: 'Soft brush', alternatives: ['Vacuum with a brush attachment'] },
      { name: 'Fin comb', alternatives: ['Butter knife used gently'] },
      { name: 'Screwdriver' },
      { name: 'Towels' },
    ],
    materials: [
      { name: 'Mild dish soap', note: 'For washing the filter.' },
      { name: 'No-rinse coil cleaner for air conditioners', note: 'Optional; follow the can’s directions.' },
      { name: 'Replacement filter', note: 'Only if torn; match the model number on the unit’s label.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Unplug the air conditioner (turn the power off) before removing the front grille or cleaning coils.',
      },
      {
        severity: 'high',
        text: 'A window unit is heavy and can fall out of the window. Never remove or reinstall one alone, and never above the ground floor without support from inside and a helper.',
      },
      {
        severity: 'medium',
        text: 'Coil fins are sharp: wear gloves. Do not pierce or bend the copper tubing: refrigerant work needs a certified technician.',
      },
    ],
    steps: [
      {
        text: 'Check the settings: Cool mode (not Fan or Dry), the set temperature below the room temperature, and fan speed on high.',
      },
      {
        text: 'Portable unit: check whether the water tank light is on. Empty the tank or drain it as the manual shows; a full tank stops the compressor.',
      },
      {
        text: 'Unplug the unit. Remove the front grille and slide out the filter. Wash it in warm soapy water, rinse, and let it dry fully before refitting.',
        caution: 'Unplug before removing the grille; the fan starts without warning.',
      },
      {
        text: 'If the coil behind the filter has ice on it, leave the unit unplugged (or run it on Fan only) for one to two hours until it melts. Catch the water with towels.',
      },
      {
        text: 'Brush the front coil gently in the direction of the fins to remove dust, or apply no-rinse coil cleaner as its label says.',
      },
      {
        text: 'Window unit: brush and vacuum the coil at the back from outside if you can reach it safely from the ground, and straighten bent fins with a fin comb.',
      },
      {
        text: 'Portable unit: keep the exhaust hose as short and straight as possible, and seal gaps around the window kit.',
      },
      {
        text: 'Refit the filter and grille, plug back in and run on Cool for 15 minutes.',
      },
    ],
    verification: [
      'Air from the front is clearly colder than the room: roughly 8 to 11 °C (15 to 20 °F) cooler after 15 minutes.',
      'No frost forms on the coil after an hour of running.',
      'The compressor cycles normally and the room temperature drops.',
    ],
    callAProWhen: [
      'The compressor does not start, or hums and clicks off repeatedly.',
      'There is oily residue on the tubing or a hissing sound: refrigerant work needs a certified technician; for older units replacement is usually cheaper.',
      'The coil ices again within a day with a clean filter.',
      'The unit is installed above the ground floor and must be removed for cleaning.',
    ],
  },
  {
    id: 'heat-pump-outdoor-unit-iced',
    title: 'Deal with a heat pump outdoor unit covered in ice',
    item: 'heat pump outdoor unit',
    category: 'heating-cooling',
    keywords: [
      'heat pump',
      'outdoor unit',
      'iced heat pump',
      'frozen heat pump',
      'ice on coil',
      'defrost cycle',
      'steam from heat pump',
      'snow around heat pump',
      'outdoor coil',
      'emergency heat',
      'auxiliary heat',
      'eavestrough dripping',
      'gutter leak',
      'mini-split',
    ],
    diagnosis: [
      {
        cause: 'Normal frost between defrost cycles',
        signs:
          'A light, even frost on the coil in cold damp weather that melts away every hour or so with a whoosh, steam and the fan stopping briefly.',
      },
      {
        cause: 'Blocked airflow or water dripping on the unit',
        signs:
          'Snow drifted against or on top of the unit, leaves on the coil, or water falling from an eavestrough (gutter) or roof edge onto it and freezing.',
      },
      {
        cause: 'Defrost control or sensor fault',
        signs: 'The unit is completely encased in thick ice for hours and never clears, even in mild weather.',
      },
      {
        cause: 'Low refrigerant or fan failure',
        signs: 'Only part of the coil ices, the outdoor fan does not turn, or the house gets less heat over weeks.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Snow shovel', alternatives: ['Broom'] },
      { name: 'Watering can with warm tap water', alternatives: ['Garden hose if it is not freezing out'] },
      { name: 'Soft brush' },
    ],
    materials: [
      { name: 'Downspout diverter or gutter repair parts', note: 'Only if water from the roof drips on the unit.' },
      { name: 'Furnace or air-handler filter', note: 'The size printed on the old filter.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Before touching the outdoor unit, set the thermostat to off and turn the power off at the outdoor disconnect box beside the unit (240 V). The fan can start without warning.',
      },
      {
        severity: 'high',
        text: 'Never chip or scrape ice off the coil with tools. The fins and refrigerant tubing puncture easily, and refrigerant work needs a certified technician.',
      },
      {
        severity: 'medium',
        text: 'Use warm tap water, never boiling water, and watch for ice on the ground where you stand.',
      },
    ],
    steps: [
      {
        text: 'Watch the unit for up to 90 minutes. If the frost melts off during a defrost cycle (fan stops, steam rises, a whoosh), it is working normally.',
      },
      {
        text: 'Clear snow from around and on top of the unit, keeping at least 30 cm (12 in) of open space on all sides. Check that the unit stands on a stand or pad above the snow line.',
      },
      {
        text: 'Look above the unit: if water drips from an eavestrough, downspout or roof edge onto it, fix the gutter or divert the water so it no longer lands on the unit.',
      },
      {
        text: 'If the unit is encased in ice, switch the thermostat to off (or to emergency heat if you have it) and turn the power off at the outdoor disconnect.',
        caution: 'Turn the power off at the disconnect before pouring water on or near the unit.',
      },
      {
        text: 'Pour warm tap water gently over the top and sides to melt the ice. Let the water drain away; do not chip at the ice.',
      },
      {
        text: 'Indoors, replace the furnace or air-handler filter if it is dirty: poor indoor airflow also upsets the defrost cycle.',
      },
      {
        text: 'Restore the power at the disconnect, wait 5 minutes, and set the thermostat back to heat. Watch the next few hours.',
      },
    ],
    verification: [
      'The unit runs with only a thin, even frost that clears during defrost cycles.',
      'The outdoor fan turns and the house stays warm without relying on emergency heat.',
      'No water drips on the unit from above.',
    ],
    callAProWhen: [
      'The unit ices solid again within a day, or never goes into defrost.',
      'The outdoor fan does not turn, or only part of the coil frosts.',
      'You see oily residue on the tubing or hear hissing: refrigerant work needs a certified technician.',
      'The indoor coil or refrigerant lines freeze in summer cooling mode.',
    ],
  },
  {
    id: 'furnace-blower-noisy',
    title: 'Quiet a noisy furnace blower',
    item: 'furnace blower',
    category: 'heating-cooling',
    keywords: [
      'furnace noise',
      'noisy furnace',
      'blower noise',
      'squealing furnace',
      'rattling furnace',
      'grinding noise',
      'blower motor',
      'blower wheel',
      'squirrel cage',
      'blower belt',
      'whistling vents',
      'loose panel',
      'heater noise',
      'air handler',
    ],
    diagnosis: [
      {
        cause: 'Loose panel, duct or debris',
        signs:
          'Rattling or buzzing that changes when you press on a panel or duct; something has fallen into the blower compartment.',
      },
      {
        cause: 'Clogged filter or closed registers',
        signs: 'Whistling or roaring air, weak airflow from vents, a dirty filter.',
      },
      {
        cause: 'Worn or loose belt (older belt-driven blowers)',
        signs: 'Squealing when the blower starts; the belt looks shiny, cracked or frayed.',
      },
      {
        cause: 'Worn blower motor bearings or an unbalanced blower wheel',
        signs:
          'Grinding, screeching or a rhythmic thump; the wheel is caked with dust or wobbles; the motor is very hot.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 75 },
    tools: [
      { name: 'Flashlight' },
      { name: 'Screwdriver and nut driver' },
      { name: 'Vacuum with a brush attachment' },
      { name: 'Stiff brush', alternatives: ['Old toothbrush'] },
      { name: 'Ruler' },
    ],
    materials: [
      { name: 'Furnace filter', note: 'The size printed on the edge of the old one.' },
      {
        name: 'Blower belt',
        note: 'Only for belt-driven blowers: copy the size printed on the old belt.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Turn the power off at the furnace service switch or breaker before opening the blower door. Do not tape down the door safety switch.',
      },
      {
        severity: 'high',
        text: 'A loud bang or boom when the burners light is a gas ignition problem, not the blower: shut the furnace off at the thermostat and call a licensed gas technician. If you smell gas, leave and call the gas utility from outside.',
      },
      {
        severity: 'medium',
        text: 'Panel edges are sharp; wear gloves. Do not touch the burners, gas valve or wiring terminals.',
      },
    ],
    steps: [
      {
        text: 'Listen to when the noise happens (at start, all the time, or only when the burners light) and what kind it is. A bang at ignition means stop and call a gas technician.',
      },
      {
        text: 'Replace a dirty filter and open all supply and return registers; this fixes most whistling and roaring.',
      },
      {
        text: 'Press on each furnace panel and nearby duct while the blower runs. Tighten the screws on any panel or duct joint that stops rattling when pressed.',
      },
      {
        text: 'Turn the power off at the service switch or breaker and wait a few minutes for the blower to stop. Remove the blower compartment door.',
        caution: 'Turn the power off before removing the blower door; the fan can start at any time.',
      },
      {
        text: 'Look for anything loose in the compartment and remove it. Spin the blower wheel by hand: it should turn freely and quietly with no wobble.',
      },
      {
        text: 'If the wheel blades are caked with dust, brush and vacuum as much as you can reach without removing the blower assembly.',
      },
      {
        text: 'Belt-driven blower: press on the middle of the belt; it should give about 13 to 19 mm (1/2 to 3/4 in). Replace a cracked or glazed belt with one of the same size, adjusting the motor mount to set the tension.',
      },
      {
        text: 'Refit the door firmly so it presses the safety switch, turn the power back on, and listen through a full heating cycle.',
      },
    ],
    verification: [
      'The furnace runs through a full cycle without rattles, squeals or grinding.',
      'Airflow from the vents is steady and strong.',
      'The blower motor is warm but not too hot to hold your hand near after a cycle.',
    ],
    callAProWhen: [
      'Grinding or screeching from the motor itself (worn bearings), or the motor is very hot or smells burnt.',
      'The blower wheel is out of balance or needs removing for a full cleaning.',
      'A boom, bang or rumble when the burners light.',
      'Any smell of gas.',
    ],
  },
  {
    id: 'bathroom-exhaust-fan',
    title: 'Fix a noisy or weak bathroom exhaust fan',
    item: 'bathroom exhaust fan',
    category: 'heating-cooling',
    keywords: [
      'bathroom fan',
      'exhaust fan',
      'vent fan',
      'washroom fan',
      'noisy bathroom fan',
      'fan not pulling air',
      'steamy bathroom',
      'fan grille',
      'fan motor',
      'backdraft damper',
      'ceiling vent',
      'humming fan',
      'mould in bathroom',
    ],
    diagnosis: [
      {
        cause: 'Dust-clogged grille and fan wheel',
        signs:
          'The fan is louder than before and barely holds a tissue against the grille; the grille is furred with dust.',
      },
      {
        cause: 'Stuck damper or blocked outside vent',
        signs:
          'The motor spins normally but air does not move; the damper flap in the housing or the outside vent cap does not open.',
      },
      {
        cause: 'Worn motor',
        signs: 'Grinding, rattling or humming, slow start, or the wheel turns stiffly by hand.',
      },
      {
        cause: 'Duct crushed, disconnected or too long',
        signs:
          'Weak draw even with a clean fan; frost or moisture stains in the attic or on the ceiling around the fan.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Non-contact voltage tester' },
      { name: 'Stepladder' },
      { name: 'Screwdriver' },
      { name: 'Vacuum with a brush attachment' },
      { name: 'A square of toilet paper for testing draw' },
    ],
    materials: [
      {
        name: 'Replacement motor or motor kit',
        note: 'Only if worn. Use the model number on the label inside the fan housing; many fans have a maker’s motor kit, or a replacement fan assembly that fits the existing housing.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Turn off power at the breaker and check with a non-contact voltage tester before reaching into the fan housing. The wall switch alone is not enough.',
      },
      {
        severity: 'high',
        text: 'If checking the outside vent requires a ladder taller than about 6 ft (1.8 m) or working on a roof, have a helper foot the ladder or call a pro.',
      },
      {
        severity: 'medium',
        text: 'Use a stepladder on a dry floor; bathroom floors are slippery.',
      },
    ],
    steps: [
      {
        text: 'With the fan running, hold a square of toilet paper against the grille. A working fan holds it firmly.',
      },
      {
        text: 'Turn off power at the breaker for the bathroom and confirm with the non-contact voltage tester at the fan.',
        caution: 'Turn off the breaker, not just the wall switch, before putting your hands into the fan housing.',
      },
      {
        text: 'Pull the grille down and squeeze the metal springs to release it. Wash it in warm soapy water.',
      },
      {
        text: 'Vacuum the fan wheel and housing. Unplug the motor from the small outlet inside the housing if it has one, and remove the motor plate screws to lift it out for a better cleaning.',
      },
      {
        text: 'Spin the wheel by hand: it should turn freely. Check that the damper flap where the duct connects moves freely and closes by itself.',
      },
      {
        text: 'If the motor is worn, fit a motor kit or replacement assembly for your fan model following its instructions, plugging it into the housing outlet.',
      },
      {
        text: 'Reinstall the motor and grille, restore power and repeat the tissue test. Check outside that the vent flap opens when the fan runs.',
      },
    ],
    verification: [
      'The fan holds a tissue against the grille and runs quietly.',
      'A mirror clears noticeably faster after a shower.',
      'The outside vent flap opens when the fan runs and closes when it stops.',
    ],
    callAProWhen: [
      'The fan is not ducted outside (it vents into the attic) or the duct is disconnected in the attic.',
      'The fan has no plug inside the housing and must be rewired, or the whole housing needs replacing.',
      'You see mould, water stains or soft drywall around the fan.',
      'You want to add a new fan, a new roof or wall vent, or a fan over a tub or shower that needs GFCI protection.',
    ],
  },
  {
    id: 'radiator-cold-bleed',
    title: 'Bleed air from a hot-water radiator that is cold at the top',
    item: 'hot-water radiator',
    category: 'heating-cooling',
    keywords: [
      'radiator',
      'hot water radiator',
      'cold radiator',
      'radiator cold at top',
      'bleed radiator',
      'bleed valve',
      'radiator key',
      'air in radiator',
      'gurgling radiator',
      'boiler',
      'boiler pressure',
      'hydronic heating',
      'baseboard convector',
    ],
    diagnosis: [
      {
        cause: 'Air trapped in the radiator',
        signs:
          'The top of the radiator is cold while the bottom is warm, often with gurgling; most common on upper floors and after the system was refilled.',
      },
      {
        cause: 'Low system pressure',
        signs:
          'Several radiators are cold, especially upstairs, and the boiler pressure gauge reads below its normal cold range.',
      },
      {
        cause: 'Radiator valve closed or stuck',
        signs: 'The whole radiator is cold while the others are hot, and its valve is turned off or will not turn.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 45 },
    tools: [
      { name: 'Radiator bleed key', alternatives: ['Flat screwdriver for slotted bleed valves'] },
      { name: 'Rag or towel' },
      { name: 'Small container' },
    ],
    materials: [{ name: 'None usually', note: 'Replacement bleed keys are sold at hardware stores.' }],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Water in a running system can be hot enough to scald. Turn the heating off and let the radiators cool before opening a bleed valve.',
      },
      {
        severity: 'medium',
        text: 'This guide is for hot-water systems only. Steam radiators have automatic air vents and must not be bled this way.',
      },
      {
        severity: 'low',
        text: 'Open the bleed valve only a quarter to half a turn; if it comes right out, water will flow until you screw it back in.',
      },
    ],
    steps: [
      {
        text: 'With the heat on, feel each radiator to find the ones cold at the top. Check their valves are fully open.',
      },
      {
        text: 'Turn the heating off at the thermostat and wait until the radiators are cool enough to touch, usually 30 to 60 minutes.',
      },
      {
        text: 'Find the small bleed valve at the top corner of the radiator. Hold a rag and container under it.',
      },
      {
        text: 'Turn the key counterclockwise a quarter turn. You will hear air hissing out.',
        caution: 'Keep your face and hands away from the valve opening in case the water is still hot.',
      },
      {
        text: 'When water starts to come out in a steady stream with no spitting, close the valve clockwise, snug but not forced.',
      },
      {
        text: 'Repeat for each cold radiator, starting on the lowest floor and working up.',
      },
      {
        text: 'Check the boiler pressure gauge. Compare it with the normal cold pressure on the boiler label or manual (often around 12 to 15 psi, about 0.8 to 1 bar). If it is low, the system needs water added.',
      },
      {
        text: 'Turn the heating back on and check the radiators after 30 minutes.',
      },
    ],
    verification: [
      'The radiators are evenly hot from top to bottom.',
      'No gurgling and no drips from the bleed valves.',
      'The boiler pressure stays in its normal range.',
    ],
    callAProWhen: [
      'The boiler pressure is low and you do not know how to refill the system safely, or the pressure keeps dropping (a leak).',
      'The pressure rises near the relief valve rating or the relief valve drips.',
      'A radiator valve is seized or leaks at its stem.',
      'Radiators stay cold after bleeding, or the boiler shows an error.',
      'The system is steam heat.',
    ],
  },
];
