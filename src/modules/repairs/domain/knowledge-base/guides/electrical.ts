import type { RepairGuide } from '../repair-guide.js';

/**
 * Like-for-like electrical repairs on existing 120 V branch circuits. New circuits, new boxes and panel work
 * need a permit and, in many places, a licensed electrician; these guides send the reader there instead.
 */
export const electricalGuides: readonly RepairGuide[] = [
  {
    id: 'light-switch-replace',
    title: 'Replace a worn or broken light switch',
    item: 'wall light switch',
    category: 'electrical',
    keywords: [
      'light switch',
      'wall switch',
      'toggle switch',
      'rocker switch',
      'single-pole switch',
      'three-way switch',
      'dimmer',
      'switch not working',
      'loose switch',
      'switch crackles',
      'warm switch plate',
      'cover plate',
      'switch box',
    ],
    diagnosis: [
      {
        cause: 'Worn-out switch mechanism',
        signs:
          'The toggle feels loose or mushy, no longer clicks, or the light only comes on when you press the toggle a certain way. A new bulb does not help.',
      },
      {
        cause: 'Loose wire connection at the switch',
        signs:
          'The light flickers when you touch the switch, or the switch crackles, buzzes or the cover plate feels warm.',
      },
      {
        cause: 'Problem elsewhere: burnt-out bulb, tripped breaker or faulty fixture',
        signs:
          'Other lights or outlets on the same circuit are also dead, or a known-good bulb does not light in the fixture.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 60 },
    tools: [
      { name: 'Non-contact voltage tester' },
      { name: 'Insulated screwdrivers (flat and Phillips)' },
      { name: 'Wire stripper', alternatives: ['Only needed if a wire end is damaged'] },
      { name: 'Needle-nose pliers' },
      { name: 'Flashlight or headlamp' },
      { name: 'Masking tape and a marker for labelling wires' },
    ],
    materials: [
      {
        name: 'Replacement switch of the same type',
        note: 'Count the screw terminals on the old switch, not counting the green ground: two brass screws is a single-pole switch; three (one dark "common" screw) is a three-way; four is a four-way. Match the amp rating (15 A or 20 A) printed on the old switch.',
      },
      {
        name: 'Dimmer rated for your bulbs',
        note: 'Only if you want a dimmer; for LED bulbs pick one marked as LED-compatible. Smart switches usually need a neutral (white) wire in the box.',
      },
      {
        name: 'Wire connectors (wire nuts)',
        note: 'Only if existing ones are damaged; size them for the number and gauge of wires.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Mains electricity (120 V) can kill. Turn off power at the breaker and check with a non-contact voltage tester before touching any wire. Test the tester on a known live outlet first, then again afterwards to be sure it works.',
      },
      {
        severity: 'high',
        text: 'A switch box can hold wires from more than one circuit. Test every wire in the box, not just the switch, and turn off each breaker that feeds it.',
      },
      {
        severity: 'medium',
        text: 'Put a note on the panel so nobody turns the breaker back on while you work.',
      },
    ],
    steps: [
      {
        text: 'Turn the light on, then switch off the breaker that controls it at the panel until the light goes out. Leave a note on the panel.',
      },
      {
        text: 'Remove the cover plate and the two mounting screws, and pull the switch gently out of the box by its yoke without touching the terminals.',
      },
      {
        text: 'Hold the non-contact voltage tester against every wire and terminal in the box. If anything still shows voltage, find and switch off that breaker too.',
        caution: 'If any wire is dull silver (aluminum) rather than copper, stop here and call an electrician.',
      },
      {
        text: 'Photograph the wiring. Note which wire is on the dark "common" screw if it is a three-way switch, and mark it with tape.',
      },
      {
        text: 'Move the wires one at a time from the old switch to the same terminals on the new switch: on a single-pole switch the two insulated wires go to the two brass screws; on a three-way switch the marked wire goes to the dark common screw and the other two to the brass screws. The bare or green ground wire goes to the green screw.',
      },
      {
        text: 'Make each connection by bending a hook in the bare wire end and wrapping it clockwise around the screw so tightening pulls it in; tighten firmly. Use the screw terminals rather than push-in holes. If a wire end is nicked or brittle, cut it back and strip about 3/4 in (2 cm) fresh.',
      },
      {
        text: 'If a white wire is connected to the switch, it is being used as a live wire: wrap a band of black tape around it so the next person knows.',
      },
      {
        text: 'Fold the wires neatly back into the box, screw the switch in straight with "top" or "off" the right way up, and refit the cover plate.',
      },
      {
        text: 'Turn the breaker back on and test the switch.',
      },
    ],
    verification: [
      'The light turns on and off cleanly every time.',
      'After 15 minutes on, the cover plate is not warm and there is no buzzing.',
      'For three-way switches, the light works from both switches in every combination.',
    ],
    callAProWhen: [
      'The wires are aluminum, or the insulation is cloth-covered, brittle or crumbling.',
      'You find scorch marks, melted insulation or a burning smell.',
      'The box has no ground and is metal with loose cables, or is too small for the new device.',
      'The wiring does not match what you expected (more wires than terminals, or the light still does not work after the swap).',
      'You want to add a new switch, box or circuit, which needs a permit in most places.',
    ],
  },
  {
    id: 'receptacle-replace',
    title: 'Replace a worn or damaged electrical outlet',
    item: 'wall outlet (receptacle)',
    category: 'electrical',
    keywords: [
      'outlet',
      'receptacle',
      'wall plug',
      'plug-in',
      'electrical socket',
      'loose outlet',
      'plugs fall out',
      'cracked outlet',
      'scorched outlet',
      'dead outlet',
      'tamper-resistant',
      'duplex receptacle',
      '15 amp',
      '20 amp',
    ],
    diagnosis: [
      {
        cause: 'Worn contacts inside the outlet',
        signs: 'Plugs fall out or feel loose, and devices cut in and out when the cord is moved.',
      },
      {
        cause: 'Loose or overheated wire connection',
        signs: 'The outlet or cover plate is warm, discoloured or scorched, or there is a burning smell.',
      },
      {
        cause: 'Outlet is dead because a GFCI or breaker upstream has tripped',
        signs:
          'Several outlets stopped working at once; a GFCI outlet in a bathroom, kitchen, garage or outside may show a tripped button.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 60 },
    tools: [
      { name: 'Non-contact voltage tester' },
      { name: 'Plug-in outlet tester', alternatives: ['A lamp you know works'] },
      { name: 'Insulated screwdrivers (flat and Phillips)' },
      { name: 'Wire stripper' },
      { name: 'Needle-nose pliers' },
    ],
    materials: [
      {
        name: 'Tamper-resistant (TR) receptacle',
        note: 'Match the amp rating: a 15 A outlet has two plain vertical slots; a 20 A outlet has a sideways T on one slot. If the old outlet was a GFCI, replace it with a GFCI.',
      },
      {
        name: 'GFCI receptacle',
        note: 'Instead of a standard one if the outlet is in a kitchen, bathroom, laundry area, garage, unfinished basement, outdoors or near a sink and is not already GFCI-protected.',
      },
      { name: 'Cover plate', note: 'If the old one is cracked.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Turn off power at the breaker and check with a non-contact voltage tester before removing the outlet. Test both halves of the outlet and every wire in the box: some outlets are fed by two circuits.',
      },
      {
        severity: 'high',
        text: 'Scorch marks, melted plastic or a burning smell mean a connection has overheated. Keep the breaker off and have the circuit checked before using it again.',
      },
      {
        severity: 'medium',
        text: 'Do not fit a three-prong outlet where there is no ground wire. A GFCI outlet labelled "No equipment ground" is the usual code-accepted option; ask an electrician if unsure.',
      },
    ],
    steps: [
      {
        text: 'Plug a lamp or outlet tester into the outlet, then switch off breakers at the panel until it goes off. Check the other half of the outlet too.',
      },
      {
        text: 'Remove the cover plate, then hold the voltage tester at both slots and along the sides of the outlet. Remove the two mounting screws and pull the outlet out without touching the terminals.',
      },
      {
        text: 'Test every wire in the box with the non-contact voltage tester. If anything still shows voltage, find and turn off that breaker.',
        caution:
          'If any wire is dull silver (aluminum), stop and call an electrician: aluminum needs special devices and connectors.',
      },
      {
        text: 'Photograph the wiring. Note whether the small metal tab between the two brass screws has been broken off: that means the halves are on separate circuits or a switch, and the same tab must be removed on the new outlet.',
      },
      {
        text: 'Move the wires across one at a time: black (hot) to brass screws, white (neutral) to silver screws, bare or green ground to the green screw. If there are two cables, keep them on the same sides as before.',
      },
      {
        text: 'Wrap each wire clockwise around its screw and tighten firmly; use screw terminals rather than push-in holes. Cut back and re-strip any wire end that is nicked, scorched or brittle.',
      },
      {
        text: 'Fold the wires back into the box, mount the outlet straight and refit the cover plate without overtightening it.',
      },
      {
        text: 'Turn the breaker back on and test with a plug-in outlet tester: the lights should show "correct".',
      },
    ],
    verification: [
      'A plug-in outlet tester shows correct wiring on both halves.',
      'Plugs fit snugly and a lamp works in both halves.',
      'The outlet and plate stay cool with a normal load after 15 minutes.',
    ],
    callAProWhen: [
      'The wiring is aluminum, knob-and-tube, or has crumbling cloth or rubber insulation.',
      'There are scorch marks on the wires or box, not just the outlet.',
      'There is no ground and you are unsure how to protect the outlet correctly.',
      'Local rules require a permit or a licensed electrician, or extra protection (AFCI or GFCI) when an outlet is replaced.',
      'You want to add an outlet, change 15 A to 20 A, or install a 240 V outlet.',
    ],
  },
  {
    id: 'gfci-wont-reset',
    title: 'Get a GFCI outlet working again when it trips or will not reset',
    item: 'GFCI outlet',
    category: 'electrical',
    keywords: [
      'gfci',
      'gfi',
      'ground fault',
      'gfci will not reset',
      'reset button',
      'test button',
      'tripped outlet',
      'bathroom outlet dead',
      'kitchen outlet dead',
      'outdoor outlet',
      'garage outlet',
      'washroom outlet',
      'keeps tripping',
      'line and load',
    ],
    diagnosis: [
      {
        cause: 'No power reaching the GFCI (tripped breaker or another GFCI upstream)',
        signs:
          'The RESET button will not stay in and no indicator light is on. Modern GFCIs cannot be reset without power.',
      },
      {
        cause: 'A real ground fault in something plugged in, or in an outlet downstream',
        signs:
          'It resets with everything unplugged but trips again when one particular appliance is plugged in or switched on.',
      },
      {
        cause: 'Moisture in an outdoor, garage or bathroom outlet box',
        signs: 'It trips after rain, washing the car or a hot shower, and works again once things dry out.',
      },
      {
        cause: 'The GFCI has worn out or was wired with LINE and LOAD reversed',
        signs:
          'It will not reset even though power is confirmed, it is more than about 10 years old, or it never worked since it was installed.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 10, max: 60 },
    tools: [
      { name: 'Plug-in GFCI outlet tester', alternatives: ['A lamp you know works'] },
      { name: 'Flashlight' },
      { name: 'Non-contact voltage tester', alternatives: ['Only needed if you replace the GFCI'] },
      { name: 'Insulated screwdrivers', alternatives: ['Only needed if you replace the GFCI'] },
    ],
    materials: [
      {
        name: 'Replacement GFCI receptacle',
        note: 'Only if the old one has failed. Match the amp rating (15 A or 20 A); pick weather-resistant (WR) and tamper-resistant (TR) for outdoor use.',
      },
      { name: 'In-use (bubble) weatherproof cover', note: 'For outdoor outlets that trip when wet.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Before removing a GFCI from its box, turn off power at the breaker and check with a non-contact voltage tester on every wire in the box.',
      },
      {
        severity: 'high',
        text: 'Never bypass or remove a GFCI because it keeps tripping. It is tripping to stop a shock; find the fault instead.',
      },
      {
        severity: 'medium',
        text: 'Do not reset an outdoor GFCI while the outlet or your hands are wet.',
      },
    ],
    steps: [
      {
        text: 'Unplug everything from the GFCI and from any dead outlets near it. Press RESET firmly until it clicks.',
      },
      {
        text: 'If it will not stay in, check the panel for a tripped breaker: a tripped one sits between ON and OFF. Push it fully OFF, then ON.',
      },
      {
        text: 'Look for another GFCI that feeds this one: check bathrooms, the kitchen, garage, basement and outdoor outlets. One GFCI can protect outlets in other rooms. Reset any that are tripped.',
      },
      {
        text: 'If an outdoor or garage outlet is wet, leave it off to dry for a day, then try again. Fit an in-use weatherproof cover so it stays dry.',
      },
      {
        text: 'Once it resets, plug your appliances back in one at a time. If one trips it again, that appliance has a fault: stop using it and have it repaired.',
      },
      {
        text: 'If the GFCI still will not reset with power confirmed at the breaker, replace it. Turn off the breaker, remove the cover plate and pull the outlet out, then check every wire with a non-contact voltage tester.',
        caution: 'Turn off power at the breaker first; the LINE terminals stay live whenever the breaker is on.',
      },
      {
        text: 'Before disconnecting anything, put a piece of tape on the wires attached to the terminals marked LINE. Move those wires to the LINE terminals of the new GFCI and any others to LOAD, ground to the green screw. If there is only one cable, it goes on LINE and the LOAD warning tape stays on.',
      },
      {
        text: 'Fold the wires in, mount the GFCI, turn the breaker on and press RESET. Then press TEST: the power should cut off. Press RESET again.',
      },
    ],
    verification: [
      'RESET stays in and the outlet powers a lamp.',
      'Pressing TEST cuts the power with a click, and RESET restores it.',
      'Outlets that were dead downstream now work and also go off when TEST is pressed.',
      'Press TEST once a month to make sure it still trips.',
    ],
    callAProWhen: [
      'It trips with nothing plugged in and everything dry.',
      'The breaker trips again as soon as it is reset.',
      'You cannot find which GFCI or breaker feeds a dead outlet.',
      'The box shows scorch marks, or the wiring is aluminum or has no ground.',
    ],
  },
  {
    id: 'light-flickering',
    title: 'Fix a light that flickers',
    item: 'light fixture and bulb',
    category: 'electrical',
    keywords: [
      'flickering light',
      'light flickers',
      'blinking light',
      'light fixture',
      'ceiling light',
      'light bulb',
      'led flicker',
      'dimmer flicker',
      'loose bulb',
      'socket tab',
      'lights dim',
      'loose connection',
      'wire nut',
    ],
    diagnosis: [
      {
        cause: 'Loose or failing bulb',
        signs: 'Only one bulb flickers, and tightening or swapping it changes or stops the flicker.',
      },
      {
        cause: 'LED bulb not compatible with the dimmer',
        signs:
          'Flicker or buzzing happens only when dimmed and goes away at full brightness or with the dimmer replaced by a plain switch.',
      },
      {
        cause: 'Loose connection at the switch, the fixture or its socket',
        signs:
          'The flicker happens when the switch is touched, the fixture is bumped or the house shakes (a door slam), and several bulbs in one fixture flicker together.',
      },
      {
        cause: 'A problem in the home’s main wiring or the utility supply',
        signs:
          'Lights in several rooms flicker, dim sharply or get brighter when a large appliance starts, or the flicker is getting worse.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Non-contact voltage tester' },
      { name: 'Stepladder', alternatives: ['Sturdy step stool for low ceilings'] },
      { name: 'Insulated screwdrivers' },
      { name: 'A known-good bulb of the same type' },
      { name: 'Flashlight or headlamp' },
    ],
    materials: [
      {
        name: 'Replacement bulbs',
        note: 'Same base and no more than the fixture’s maximum wattage; "dimmable" if on a dimmer.',
      },
      {
        name: 'LED-compatible dimmer',
        note: 'Only if the dimmer is older than your LED bulbs; check the bulb maker’s compatibility list if they publish one.',
      },
      { name: 'Wire connectors (wire nuts)', note: 'Sized for the number and gauge of wires being joined.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Before opening the fixture, the switch or the box, turn off power at the breaker and check with a non-contact voltage tester. A wall switch alone may not cut every wire.',
      },
      {
        severity: 'high',
        text: 'If lights across the home flicker, dim a lot or get brighter when appliances run, call your utility or an electrician right away: that can be a loose main connection and a fire risk.',
      },
      {
        severity: 'medium',
        text: 'Bulbs and fixtures get hot. Let them cool for several minutes before touching.',
      },
      {
        severity: 'medium',
        text: 'Use a ladder on a level floor, and do not stand on the top step or the top cap.',
      },
    ],
    steps: [
      {
        text: 'Check whether other lights flicker. If several rooms flicker or lights brighten and dim together, stop here and call the utility or an electrician.',
      },
      {
        text: 'Turn the light off and let the bulb cool. Tighten the bulb snugly by hand, then try a known-good bulb in its place.',
      },
      {
        text: 'If the light is on a dimmer, turn it to full brightness. If the flicker stops, use dimmable bulbs listed as compatible, adjust the dimmer’s low-end trim if it has one, or replace the dimmer with an LED-compatible one.',
      },
      {
        text: 'If the flicker continues, turn off power at the breaker and confirm with the non-contact voltage tester at the fixture.',
        caution: 'Turn off the breaker, not just the wall switch, before touching the socket or wiring.',
      },
      {
        text: 'With the bulb out and the power off, look into the socket. If the brass tab at the bottom is flattened, pry it up gently about 1/8 in (3 mm) with a flat screwdriver.',
      },
      {
        text: 'Remove the fixture canopy (the cover against the ceiling or wall) and test the wires again. Tug each wire in every wire nut; if one slips, untwist the connector, trim the ends clean, twist the wires together with a new connector of the right size and tug-test again.',
      },
      {
        text: 'If the switch was the trigger, remove its cover plate, test for power and tighten its terminal screws, or replace the switch.',
      },
      {
        text: 'Reassemble, restore power and leave the light on for a while to watch for flicker.',
      },
    ],
    verification: [
      'The light stays steady for an hour at full brightness and, with a dimmer, across the dimming range.',
      'Tapping the fixture and working the switch do not cause flicker.',
    ],
    callAProWhen: [
      'Lights flicker in several rooms, or get brighter when appliances start.',
      'You find melted wire nuts, scorched wires or a burning smell.',
      'The wiring is aluminum or the insulation is brittle or cloth-covered.',
      'The flicker continues after bulbs, socket, connections and switch have been checked.',
    ],
  },
  {
    id: 'ceiling-light-fixture-replace',
    title: 'Replace a ceiling light fixture',
    item: 'ceiling light fixture',
    category: 'electrical',
    keywords: [
      'ceiling light',
      'light fixture',
      'ceiling fixture',
      'flush mount',
      'pendant light',
      'broken light socket',
      'burnt socket',
      'light not working',
      'canopy',
      'mounting bracket',
      'ceiling box',
      'replace fixture',
      'new light fixture',
    ],
    diagnosis: [
      {
        cause: 'Worn or heat-damaged sockets in the old fixture',
        signs: 'Bulbs burn out fast or do not light, and the socket is brown, brittle or cracked.',
      },
      {
        cause: 'Damaged wiring inside the fixture',
        signs: 'Fixture wires are brittle or scorched where they enter the sockets.',
      },
      {
        cause: 'Faulty wall switch rather than the fixture',
        signs: 'A known-good bulb does not light and the switch feels loose or gives no click.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 45, max: 120 },
    tools: [
      { name: 'Non-contact voltage tester' },
      { name: 'Stepladder', alternatives: ['Sturdy step stool for low ceilings'] },
      { name: 'Insulated screwdrivers' },
      { name: 'Wire stripper' },
      { name: 'Needle-nose pliers' },
      { name: 'A helper to hold heavy fixtures', alternatives: ['A wire hook from the new fixture’s bracket'] },
    ],
    materials: [
      {
        name: 'New light fixture',
        note: 'Certified for North America (cUL, CSA, UL or ETL mark). Check the label for the supply wire temperature it needs and use a damp- or wet-rated fixture in a bathroom or outdoors.',
      },
      {
        name: 'Wire connectors (wire nuts)',
        note: 'Usually supplied; use the right size for the number and gauge of wires.',
      },
      { name: 'Bulbs', note: 'Within the fixture’s maximum wattage.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Turn off power at the breaker and check with a non-contact voltage tester before touching the fixture wires. The wall switch alone is not enough: some switches do not cut every wire in the box.',
      },
      {
        severity: 'high',
        text: 'Work from a stable stepladder on a level floor. If you would have to stand higher than about 6 ft (1.8 m), as in a stairwell or under a cathedral ceiling, use a suitable ladder with a helper holding it, or call a pro.',
      },
      {
        severity: 'medium',
        text: 'The ceiling box must hold the fixture’s weight. Boxes are normally rated for up to 50 lb (23 kg); ceiling fans need a box marked for fan support.',
      },
    ],
    steps: [
      {
        text: 'Turn the light on at the wall switch, then switch off breakers at the panel until it goes out. Leave a note on the panel.',
      },
      {
        text: 'Remove the shade and bulbs. Unscrew the canopy and lower it, supporting the fixture so it does not hang from its wires.',
      },
      {
        text: 'Test all wires in the box with the non-contact voltage tester before touching them. If anything shows voltage, find and switch off that breaker too.',
        caution:
          'If the house wires are aluminum, or their insulation crumbles when bent, stop and call an electrician.',
      },
      {
        text: 'Photograph the connections, then undo the wire nuts and remove the old fixture and its mounting bracket.',
      },
      {
        text: 'Check that the box is firmly fixed to the ceiling framing or a brace. Screw the new mounting bracket to the box.',
      },
      {
        text: 'Have a helper hold the fixture or hang it from the bracket hook. Connect the ground wires first: bare or green house ground to the fixture ground and, in a metal box, to the green screw.',
      },
      {
        text: 'Connect white (neutral) to the fixture’s white or ribbed wire and black (hot) to the fixture’s black or smooth wire. Twist each wire nut on clockwise until the wires twist together, then tug each wire to check.',
      },
      {
        text: 'Fold the wires into the box without pinching them, mount the canopy, fit bulbs and the shade.',
      },
      {
        text: 'Turn on the breaker and test the fixture from the wall switch.',
      },
    ],
    verification: [
      'The light turns on and off from its switch, steadily with no flicker or buzzing.',
      'The canopy sits flush and the fixture does not move when gently pushed.',
      'The breaker stays on.',
    ],
    callAProWhen: [
      'There is no electrical box, the box is loose, or the fixture is heavier than the box can carry.',
      'The wiring is aluminum, knob-and-tube, or has brittle insulation, or the fixture label asks for wire rated hotter than your old house wiring.',
      'You are installing a ceiling fan without a fan-rated box.',
      'The ceiling is too high to reach safely from a stepladder.',
      'You want to add a new light where there was none, which needs a new circuit or box and usually a permit.',
    ],
  },
  {
    id: 'doorbell-not-ringing',
    title: 'Fix a wired doorbell that does not ring',
    item: 'wired doorbell (button, chime and transformer)',
    category: 'electrical',
    keywords: [
      'doorbell',
      'door bell',
      'chime',
      'doorbell button',
      'push button',
      'doorbell transformer',
      'doorbell not ringing',
      'chime not working',
      'low voltage',
      'bell wire',
      'ding dong',
      'buzzing doorbell',
      'video doorbell',
    ],
    diagnosis: [
      {
        cause: 'Faulty or corroded push button',
        signs:
          'The button feels stuck or loose, is weathered, or the chime rings when the two wires behind the button are touched together.',
      },
      {
        cause: 'Dirty or stuck chime',
        signs: 'You hear a hum or a faint click at the chime but no ding; the plungers are gummy or dusty.',
      },
      {
        cause: 'Dead transformer or tripped breaker',
        signs:
          'Nothing happens at the chime when the button wires are joined, and no voltage reads at the transformer’s low-voltage screws.',
      },
      {
        cause: 'Broken or disconnected wire',
        signs: 'Voltage is present at the transformer but not at the chime or button; often after renovation work.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Screwdrivers' },
      { name: 'Multimeter set to AC volts', alternatives: ['Not needed if the button test fixes it'] },
      { name: 'Non-contact voltage tester', alternatives: ['Only if you work on the transformer'] },
      { name: 'Cotton swabs and rubbing alcohol' },
      { name: 'Wire stripper' },
    ],
    materials: [
      { name: 'Replacement doorbell button', note: 'Any standard wired button works with a standard chime.' },
      {
        name: 'Replacement doorbell transformer',
        note: 'Only if it tests dead. Match the voltage and VA printed on the old one (commonly 16 V, 10 VA); video doorbells often need more, check their requirements.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'The button and chime wires are low voltage, but the transformer is connected to 120 V. Before touching the transformer, turn off power at the breaker and check with a non-contact voltage tester.',
      },
      {
        severity: 'low',
        text: 'Do not oil the chime plungers: oil collects dust and makes them stick again.',
      },
    ],
    steps: [
      {
        text: 'Remove the button from the wall (screws or pry gently) and check that both small wires are attached. Tighten loose screws, cleaning any corrosion.',
      },
      {
        text: 'Disconnect the two button wires and touch their bare ends together for a second. This is low voltage and safe to do. If the chime rings, the button is faulty: connect a new button to the two wires.',
      },
      {
        text: 'If the chime does not ring, take its cover off. Check the wires on the terminals (usually marked TRANS, FRONT and REAR) are tight.',
      },
      {
        text: 'Clean the plungers and their guides with a cotton swab dipped in rubbing alcohol until they slide freely. Let it dry.',
      },
      {
        text: 'Find the transformer: often on a junction box near the electrical panel or furnace, in a basement ceiling, or in a closet near the chime. Set the multimeter to AC volts and measure across its two low-voltage screws; you should read close to its rated voltage.',
      },
      {
        text: 'If you read nothing, check the breaker. If the breaker is on and there is still no voltage, the transformer must be replaced. Turn off the breaker and check with a non-contact voltage tester on the 120 V wires before opening the junction box.',
        caution: 'Turn off power at the breaker before touching the transformer’s 120 V side; it is mains wiring.',
      },
      {
        text: 'Photograph the wiring. Disconnect the transformer’s 120 V leads from the house wires (inside the box, joined with wire nuts), fit the new transformer the same way with new wire nuts, ground to ground, and reattach the low-voltage wires.',
      },
      {
        text: 'Close the box, turn the breaker on and press the button.',
      },
    ],
    verification: [
      'The chime rings cleanly every time the button is pressed and stops when it is released.',
      'The transformer reads close to its rated voltage at the low-voltage screws.',
      'For doors with two buttons, both ring their own tone.',
    ],
    callAProWhen: [
      'The transformer is mounted inside the electrical panel.',
      'The breaker trips when the transformer is powered.',
      'A wire is broken inside a wall and needs to be fished through.',
      'The chime hums constantly or the transformer is hot: there may be a short in the wiring.',
    ],
  },
  {
    id: 'lamp-cord-plug-replace',
    title: 'Replace a damaged lamp cord, plug or socket',
    item: 'table or floor lamp',
    category: 'electrical',
    keywords: [
      'lamp',
      'table lamp',
      'floor lamp',
      'lamp cord',
      'frayed cord',
      'damaged plug',
      'lamp socket',
      'lamp switch',
      'lamp not working',
      'polarized plug',
      'lamp rewire',
      'harp',
      'cracked plug',
    ],
    diagnosis: [
      {
        cause: 'Damaged cord',
        signs:
          'Cracked or frayed insulation, exposed copper, or the lamp works only when the cord is bent a certain way.',
      },
      {
        cause: 'Broken or loose plug',
        signs: 'The plug is cracked, its blades are bent or loose, or it gets warm in the outlet.',
      },
      {
        cause: 'Worn socket or socket switch',
        signs:
          'The switch turns without clicking, the bulb flickers when the switch is touched, or a known-good bulb does not light.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 60 },
    tools: [
      { name: 'Wire stripper', alternatives: ['Utility knife used with care'] },
      { name: 'Small screwdrivers' },
      { name: 'Needle-nose pliers' },
      { name: 'Multimeter for continuity', alternatives: ['Optional'] },
    ],
    materials: [
      {
        name: 'Lamp cord',
        note: 'Certified (cUL, CSA or UL) 18 AWG two-wire cord, commonly sold as SPT-2; buy a little more than the old cord.',
      },
      { name: 'Polarized replacement plug', note: 'One blade wider than the other; rated for the cord size.' },
      {
        name: 'Lamp socket',
        note: 'Match the old one: same base size and switch type (turn knob, push-through or pull chain).',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Unplug the lamp before taking anything apart: turning off its switch is not enough. Never repair a cord with tape; replace the whole cord.',
      },
      {
        severity: 'medium',
        text: 'Wire polarity matters: the ribbed (or marked) wire of the cord is neutral and must go to the wide plug blade and the silver socket screw.',
      },
      {
        severity: 'low',
        text: 'Let the bulb cool before removing it.',
      },
    ],
    steps: [
      {
        text: 'Unplug the lamp. Remove the shade, the bulb and the harp (squeeze the harp sleeves and lift).',
        caution: 'Do not start while the lamp is plugged in, even with its switch off.',
      },
      {
        text: 'Find "PRESS" on the socket shell, press there and pull the shell and its cardboard insulating sleeve off. Loosen the two terminal screws to free the wires.',
      },
      {
        text: 'Untie the knot in the old cord. If replacing the cord, tape the new cord’s end to the old one at the bottom of the lamp, and pull the old cord up through the lamp to draw the new one through.',
      },
      {
        text: 'Split the top 2 to 3 in (5 to 8 cm) of the new cord and tie an Underwriters knot so a pull on the cord cannot pull the wires off the screws.',
      },
      {
        text: 'Strip about 1/2 in (12 mm) from each wire and twist the strands. Wrap the ribbed (neutral) wire clockwise around the silver screw and the smooth (hot) wire around the brass screw, and tighten.',
      },
      {
        text: 'Slide the insulating sleeve and shell back over until they click, making sure no strands stick out.',
      },
      {
        text: 'At the other end, fit the new plug following its instructions, with the ribbed wire to the wide blade.',
      },
      {
        text: 'Reattach the harp, fit a bulb within the lamp’s maximum wattage, then plug in and test the switch.',
      },
    ],
    verification: [
      'The lamp turns on and off every time, with no flicker when the cord or switch is moved.',
      'The plug fits snugly and stays cool.',
      'With the lamp unplugged, a continuity test shows the wide plug blade connected to the threaded metal sleeve inside the socket, not to the contact at its centre.',
    ],
    callAProWhen: [
      'The lamp is valuable or antique and you do not want to risk its finish.',
      'The lamp has several sockets with internal wiring you cannot trace.',
      'A wall outlet was scorched or the breaker tripped when the lamp failed: have the outlet checked too.',
    ],
  },
  {
    id: 'smoke-alarm-chirping',
    title: 'Stop a smoke alarm from chirping',
    item: 'smoke alarm',
    category: 'electrical',
    keywords: [
      'smoke alarm',
      'smoke detector',
      'chirping',
      'beeping every minute',
      'low battery chirp',
      'fire alarm',
      'hardwired smoke alarm',
      'battery backup',
      'end of life',
      'false alarm',
      'nuisance alarm',
      'carbon monoxide alarm',
      'co alarm',
    ],
    diagnosis: [
      {
        cause: 'Low battery',
        signs: 'A single short chirp about once a minute, often worse at night when the house cools.',
      },
      {
        cause: 'The alarm has reached its end of life',
        signs:
          'The date on the back is more than 10 years ago, or it keeps chirping with a fresh battery, sometimes in a different pattern described on its label.',
      },
      {
        cause: 'Dust, insects or steam in the sensing chamber',
        signs: 'It goes off without smoke, often near a kitchen or bathroom, or after renovation dust.',
      },
      {
        cause: 'Leftover error after a battery change or power cut',
        signs: 'It started chirping right after a new battery or an outage and the battery is known good.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 10, max: 45 },
    tools: [
      { name: 'Stepladder', alternatives: ['Sturdy step stool for low ceilings'] },
      { name: 'Vacuum with a soft brush attachment' },
      { name: 'Non-contact voltage tester', alternatives: ['Only if you replace a hardwired alarm’s wiring'] },
    ],
    materials: [
      {
        name: 'Battery',
        note: 'The type printed on the alarm (usually 9 V or AA); use a fresh one of a brand the alarm label allows.',
      },
      {
        name: 'Replacement smoke alarm',
        note: 'If over 10 years old. Certified to ULC (Canada) or UL (US). For a hardwired alarm, choose one that fits the existing connector or comes with its own wiring harness.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'If a carbon monoxide alarm sounds a continuous alarm (not a single chirp), get everyone outside and call 911 or the fire department from outside.',
      },
      {
        severity: 'high',
        text: 'For a hardwired (120 V) alarm, turn off power at the breaker before disconnecting it, and check with a non-contact voltage tester before touching any wires.',
      },
      {
        severity: 'medium',
        text: 'Never leave an alarm disconnected or without a battery. Replace it the same day.',
      },
      {
        severity: 'medium',
        text: 'Use a ladder on a level floor and do not stand on the top step.',
      },
    ],
    steps: [
      {
        text: 'Find the alarm that is chirping: chirps echo, so stand under each alarm and wait for the next one. Interconnected alarms can all sound, but usually only the faulty one chirps.',
      },
      {
        text: 'Twist the alarm off its base. Read the manufacture date on the back: if it is more than 10 years old, replace the whole alarm.',
      },
      {
        text: 'For a hardwired alarm, turn off power at the breaker, then unplug the wiring connector from the back of the alarm.',
        caution: 'Turn off the breaker before unplugging the connector; the wires in the base are 120 V.',
      },
      {
        text: 'Replace the battery with a fresh one of the type marked on the alarm, making sure it clicks fully into place and the battery door closes.',
      },
      {
        text: 'With the battery out, holding the test button for 15 to 20 seconds clears leftover charge on many models; then fit the new battery. Follow the label if it says otherwise.',
      },
      {
        text: 'Vacuum the vents around the alarm with a soft brush to remove dust and insects.',
      },
      {
        text: 'Reconnect the wiring connector (hardwired), twist the alarm back onto its base and turn the breaker on. The green power light should come on.',
      },
      {
        text: 'For a hardwired replacement of a different brand, the old base and harness must be removed: with the breaker off, check the wires with a non-contact voltage tester, then join the new harness colour to colour with wire nuts (black to black, white to white, the harness interconnect wire to the house’s red wire if there is one).',
      },
      {
        text: 'Press and hold the test button until the alarm sounds.',
      },
    ],
    verification: [
      'The alarm sounds loudly when the test button is held, and interconnected alarms sound too.',
      'No chirping for the next 24 hours.',
      'Test every alarm monthly.',
    ],
    callAProWhen: [
      'A hardwired alarm chirps or shows an error with a new battery and a working breaker.',
      'You find no connector, only bare wires, or the wiring is aluminum.',
      'You need to add alarms or interconnect them: new wiring needs a permit in most places.',
      'A CO alarm goes off: the fuel-burning appliance needs a licensed gas fitter or HVAC technician.',
    ],
  },
];
