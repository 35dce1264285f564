import type { RepairGuide } from '../repair-guide.js';

export const automotiveGuides: readonly RepairGuide[] = [
  {
    id: 'car-door-handle-replacement',
    title: 'Replace a broken exterior car door handle',
    item: 'car exterior door handle',
    category: 'automotive',
    keywords: [
      'car door handle',
      'broken door handle',
      'outside door handle',
      'exterior door handle',
      "door won't open from outside",
      'handle loose',
      'door latch rod',
      'door panel',
      'door trim panel',
      'lock cylinder',
      'keyless entry handle',
      'truck door handle',
      'vapour barrier',
    ],
    diagnosis: [
      {
        cause: 'Broken handle',
        signs:
          'The handle is cracked, hangs loose, or pulls out with no spring resistance; pieces of plastic may rattle inside the door.',
      },
      {
        cause: 'Rod or cable came off its clip',
        signs:
          'The handle looks fine and springs back, but pulling it does nothing; the inside handle still opens the door.',
      },
      {
        cause: 'Latch, lock or ice problem',
        signs:
          'Neither handle opens the door, the door stays locked, or it happens in freezing weather after rain or a car wash (ice in the latch). On rear doors, check the child lock first.',
      },
      {
        cause: 'Keyless entry sensor fault',
        signs:
          'The handle opens the door mechanically, but touching the handle or its button no longer locks or unlocks the car.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 45, max: 90 },
    tools: [
      { name: 'Plastic trim removal tools', alternatives: ['a flat screwdriver wrapped in tape, used gently'] },
      { name: 'Socket set with extension (10 mm is common) and Torx bits (T25/T30 are common)' },
      { name: 'Phillips screwdriver' },
      { name: 'Needle-nose pliers for rod clips' },
      { name: 'Flashlight and phone camera to photograph rod positions' },
      { name: 'Work gloves' },
    ],
    materials: [
      {
        name: 'Replacement exterior door handle',
        note: 'Match year, make, model and trim, which door (front or rear, driver or passenger), the finish (paint-to-match primer, chrome or textured black), with or without a keyhole, and with or without a keyless-entry sensor. The VIN helps a parts counter find the right one.',
      },
      { name: 'Door panel clips', note: 'Some usually break when the panel comes off; buy a few of the same type.' },
      { name: 'Butyl tape', note: 'Only if the plastic water shield tears or its sealant no longer sticks.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: "Many doors contain side-airbag sensors or wiring. Before removing the door panel, turn the car off, disconnect the battery's negative terminal and wait the time in the owner's manual (often several minutes) before unplugging anything in the door. Never probe yellow airbag connectors.",
      },
      {
        severity: 'medium',
        text: 'Sheet-metal edges inside the door are sharp: wear gloves and keep your forearms away from the openings.',
      },
      {
        severity: 'medium',
        text: 'Do not disturb the window regulator or its bolts; the glass can drop suddenly. Keep the keys with you so you cannot lock them in while testing.',
      },
    ],
    steps: [
      {
        text: 'Check whether the problem is the handle: on a rear door, make sure the child lock is off; in freezing weather, thaw the latch first. If the inside handle works but the outside one is loose or does nothing, the outside handle or its rod is at fault.',
      },
      {
        text: "Look up how the handle comes out on your model. On many newer cars, it comes out from the door's edge: a rubber plug on the rear edge of the door hides a screw that releases the handle's end cap. On others, the inside door panel must come off.",
      },
      {
        text: "Turn the car off, keep the keys outside it, and disconnect the negative (-) battery terminal. Wait the time given in the owner's manual before unplugging anything in the door.",
        caution:
          'This protects against airbag deployment and short circuits; do not skip it if the door panel has to come off.',
      },
      {
        text: "If the panel must come off: remove the screws (usually behind the pull cup, the inside handle bezel and the armrest), pry the panel's clips loose from the bottom and sides with the trim tool, then lift it up off the window sill. Unplug the switch connectors and unhook the inside handle cable, supporting the panel.",
        caution: 'Wear gloves; door edges are sharp.',
      },
      {
        text: 'Peel back the plastic water shield only as far as needed. Photograph the rods and clips at the handle, then rotate the plastic clips open and unhook the rods or cable from the handle.',
      },
      {
        text: "Remove the handle's fasteners (nuts or bolts from inside the door, or the edge screw on the edge-access type) and take the handle out. Move the lock cylinder or end cap to the new handle if it does not come with one.",
      },
      {
        text: 'Fit the new handle, tighten its fasteners, and reconnect the rods or cable exactly as in your photos, plus the sensor plug if it has one.',
      },
      {
        text: 'Before closing anything up, test with the door open and the battery still disconnected: push the latch closed with a screwdriver (as if the door were shut), then pull the outside handle: the latch should release. Check that the key turns the lock if there is one.',
      },
      {
        text: 'Press the water shield back in place, reconnect the switch plugs and the inside handle cable, hang the panel on the window sill, press the clips in, and reinstall the screws.',
        caution: 'Make sure every connector in the door is plugged in before the battery is reconnected.',
      },
      {
        text: "Reconnect the negative battery terminal. With the window down, close the door and test the outside handle, inside handle, key, remote, power locks and keyless entry several times. Reset the window auto-up/down if your car needs it (see the owner's manual).",
        caution: 'Keep the window down and the keys with you while testing so a closed door cannot lock you out.',
      },
    ],
    verification: [
      'The door opens every time from the outside handle and from the inside handle.',
      'The key, remote, power locks and keyless entry all lock and unlock the door.',
      'The handle sits flush with no gaps and the door panel has no loose clips or rattles.',
      'No airbag warning light on the dashboard after starting the car.',
    ],
    callAProWhen: [
      'The airbag warning light comes on after the repair.',
      'The latch itself is broken or the door is stuck shut and you cannot reach the latch.',
      'The handle has a keyless-entry sensor that needs programming, or the lock cylinder must be coded to your key.',
    ],
  },
  {
    id: 'car-battery-replacement',
    title: 'Replace a dead car battery',
    item: 'car battery (12-volt)',
    category: 'automotive',
    keywords: [
      'car battery',
      'dead battery',
      'battery replacement',
      "car won't start",
      'clicking when starting',
      'slow crank',
      '12 volt battery',
      'battery terminals',
      'corroded terminals',
      'agm battery',
      'cold cranking amps',
      'group size',
      'battery hold down',
    ],
    diagnosis: [
      {
        cause: 'Worn-out battery',
        signs:
          'The engine cranks slowly or only clicks, especially on cold mornings; the battery is more than 3 to 5 years old; a jump start works but the problem comes back.',
      },
      {
        cause: 'Loose or corroded terminals',
        signs:
          'White, green or blue crust on the terminals, or a cable clamp you can twist by hand; the car may start after wiggling the clamp.',
      },
      {
        cause: 'Charging system fault',
        signs:
          'The battery warning light is on while driving, lights dim at idle, or the voltage with the engine running is below about 13.5 V.',
      },
      {
        cause: 'Something drained the battery',
        signs:
          'A light or accessory was left on, or the car sat unused for weeks; the battery recovers after a full charge.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 60 },
    tools: [
      { name: 'Wrenches or sockets (10 mm and 13 mm are common) with an extension' },
      { name: 'Battery terminal brush', alternatives: ['a stiff wire brush'] },
      { name: 'Safety glasses and chemical-resistant gloves' },
      { name: 'Multimeter', alternatives: ['a free battery test at an auto parts store'] },
      { name: 'Memory saver', alternatives: ['writing down the radio presets and any radio security code instead'] },
    ],
    materials: [
      {
        name: 'New battery',
        note: "Match the group size (printed on the old battery or in the owner's manual), the terminal positions, and at least the original cold cranking amps (CCA). Cars with engine start-stop usually need an AGM or EFB battery.",
      },
      { name: 'Baking soda and water', note: 'A spoonful in a cup of water to neutralize corrosion.' },
      { name: 'Battery terminal protector spray or dielectric grease' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Batteries give off hydrogen gas, which can explode: no smoking, flames or sparks near the battery. Wear safety glasses and gloves.',
      },
      {
        severity: 'high',
        text: 'A wrench touching the positive terminal and any metal part of the car at the same time makes a large spark and can burn you. Always disconnect the negative (-) cable first and reconnect it last, and take off rings and watches.',
      },
      {
        severity: 'high',
        text: 'Battery acid burns skin and eyes. Keep the battery upright; if acid touches you, rinse with plenty of water for 15 minutes and get medical help for eyes.',
      },
      {
        severity: 'medium',
        text: "Car batteries weigh 30 to 60 lb (14 to 27 kg): lift with your legs, using the battery's handle.",
      },
    ],
    steps: [
      {
        text: 'Confirm the battery is the problem: after the car has sat for a few hours, a healthy battery reads about 12.6 V; 12.2 V is about half charged and 12.0 V or less is nearly flat. Many auto parts stores load-test batteries for free.',
      },
      {
        text: "Check the owner's manual for the battery location (under the hood, in the trunk or under a seat) and whether the new battery must be registered with a scan tool (some European and newer cars).",
      },
      {
        text: 'Park on level ground, turn everything off, take the key out (keep a smart key away from the car), and put on safety glasses and gloves. Connect a memory saver if you have one.',
      },
      {
        text: 'Loosen the nut on the negative (-, usually black) cable clamp, lift the clamp off, and tuck it aside where it cannot touch the battery.',
        caution: 'Negative first: this stops sparks if your wrench touches metal while you work on the positive side.',
      },
      {
        text: 'Lift the red cover and loosen and remove the positive (+) cable clamp.',
        caution: 'Do not let the wrench touch any metal part of the car while it is on the positive terminal.',
      },
      {
        text: 'Remove the hold-down clamp or strap and lift the battery straight out by its handle, keeping it upright.',
        caution: 'Bend your knees; keep the battery upright and away from your clothes.',
      },
      {
        text: 'Scrub the cable clamps and the battery tray with the brush and baking soda solution, rinse with a little water, and dry.',
      },
      {
        text: 'Set the new battery in the tray with the terminals in the same positions as the old one, and fasten the hold-down so the battery cannot move.',
      },
      {
        text: 'Connect the positive (+) clamp first and tighten it, then the negative (-) clamp. Tighten until the clamps cannot be turned by hand; do not overtighten. Spray terminal protector on both.',
      },
      {
        text: 'Start the car. With the engine running, the voltage at the battery should be about 13.5 to 14.8 V. Reset the clock, radio and window auto-up/down if needed.',
      },
      {
        text: 'Return the old battery to the store for recycling (you usually get the core charge back). Never put a car battery in the garbage.',
      },
    ],
    verification: [
      'The engine cranks quickly and starts on the first try, including the next cold morning.',
      'The battery does not move in its tray and the clamps cannot be twisted by hand.',
      'No battery or charging warning light while driving, and 13.5 to 14.8 V at the battery with the engine running.',
    ],
    callAProWhen: [
      'The battery warning light stays on or the running voltage is outside 13.5 to 14.8 V: the alternator or wiring may be at fault.',
      'A new battery goes flat again within days: something is draining it.',
      "The car needs battery registration with a scan tool, the battery is a hybrid or electric vehicle's high-voltage battery, or it is hard to reach.",
      'The battery case is cracked, leaking or swollen.',
    ],
  },
  {
    id: 'car-headlight-taillight-bulb',
    title: 'Replace a burnt-out headlight or taillight bulb',
    item: 'car headlight or taillight bulb',
    category: 'automotive',
    keywords: [
      'headlight',
      'headlamp',
      'taillight',
      'tail lamp',
      'brake light',
      'turn signal bulb',
      'burnt out bulb',
      'light out',
      'halogen bulb',
      'bulb socket',
      'high beam',
      'low beam',
      'hyper flash',
      'reverse light',
    ],
    diagnosis: [
      {
        cause: 'Burnt-out bulb',
        signs:
          'One light is out while the same light on the other side works; the filament is broken or the glass is darkened. A turn signal that blinks fast usually has a bulb out on that side.',
      },
      {
        cause: 'Blown fuse or failed relay',
        signs: 'Both lights of a pair stopped at the same time, for example both low beams.',
      },
      {
        cause: 'Corroded or melted socket or connector',
        signs:
          'A new bulb flickers or does not light, the socket is green with corrosion, or the plastic is browned or melted.',
      },
      {
        cause: 'Brake light switch fault',
        signs: 'All brake lights are out together, including the centre high brake light.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Clean cotton gloves or a clean cloth to hold the bulb' },
      {
        name: 'Screwdriver and a small socket set',
        alternatives: ["the tools in the car's tool kit for many taillights"],
      },
      { name: 'Flashlight' },
      { name: 'Plastic trim tool for taillight and trunk liner clips' },
    ],
    materials: [
      {
        name: 'Replacement bulb',
        note: "Use the bulb type listed in the owner's manual or printed on the old bulb's base (an industry type code such as H11, 9005 or 7443). Replacing headlight bulbs in pairs keeps both sides equally bright.",
      },
      { name: 'Dielectric grease', note: 'A little on the connector terminals to keep out moisture.' },
      { name: 'Fuse of the same amperage', note: 'Only if a fuse is blown.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Xenon (HID) headlights use a high-voltage igniter that can give a dangerous shock even with lights switched off recently. If your headlights are HID, have them replaced by a shop.',
      },
      {
        severity: 'medium',
        text: 'Halogen bulbs get hot enough to burn and are under pressure: let them cool, wear eye protection, and do not touch the glass with bare fingers (skin oil makes them fail early or shatter).',
      },
      {
        severity: 'medium',
        text: 'Plug-in LED bulbs sold as upgrades for halogen headlights are generally not approved for road use in the US and Canada and can glare at other drivers: use the bulb type the car was built with.',
      },
    ],
    steps: [
      {
        text: "Turn on the lights and walk around the car with a helper watching the brake lights and turn signals. If both lights of a pair are out, check the fuse first (fuse box location is in the owner's manual).",
      },
      {
        text: "Find the bulb type in the owner's manual, or remove the old bulb first and read the code on its base, and buy the same type.",
      },
      {
        text: 'Turn the lights and engine off and let the bulb cool for several minutes.',
        caution: 'Halogen bulbs can burn your fingers right after use.',
      },
      {
        text: 'Reach the bulb: headlights are usually from behind the headlight housing under the hood; taillights through a trunk-liner panel or by removing two or three screws on the lamp. Some cars require removing the wheel-well liner or bumper: check the manual or a video for your model.',
      },
      {
        text: 'Unplug the connector by pressing its tab, then twist the bulb or socket about a quarter turn, usually counter-clockwise (or release its spring clip), and pull it straight out.',
      },
      {
        text: 'Check the socket and connector for corrosion or melting. Clean light corrosion with a small brush; replace a melted connector.',
      },
      {
        text: 'Hold the new bulb by its base with gloves or a clean cloth, insert it the same way the old one came out, twist to lock, and reconnect the plug. If you touched the glass, wipe it with isopropyl alcohol.',
        caution: 'Do not touch halogen glass with bare fingers.',
      },
      {
        text: 'Test every function on that lamp (low beam, high beam, turn signal, brake, reverse) before reinstalling covers and panels.',
      },
      {
        text: 'If you removed the headlight housing, check the aim against a wall or garage door: both beams should be at the same height and not point up.',
      },
    ],
    verification: [
      'Both lights of the pair light up with the same brightness and colour.',
      'Turn signals blink at normal speed, and a helper confirms all brake lights work.',
      'Headlight beams sit level and match side to side.',
    ],
    callAProWhen: [
      'The car has HID (xenon) or built-in LED headlights: the whole unit or igniter must be replaced by a shop.',
      'A new bulb or fuse fails again quickly, or the connector or wiring is melted.',
      'Reaching the bulb means removing the bumper and you are not comfortable doing so.',
    ],
  },
  {
    id: 'car-wiper-blades',
    title: 'Replace worn windshield wiper blades',
    item: 'windshield wiper blades',
    category: 'automotive',
    keywords: [
      'wiper blades',
      'windshield wipers',
      'streaking wipers',
      'wipers chattering',
      'wiper skipping',
      'wiper arm',
      'j-hook',
      'wiper rubber',
      'winter wiper blades',
      'rear wiper',
      'smearing',
      'squeaky wipers',
    ],
    diagnosis: [
      {
        cause: 'Worn or hardened rubber',
        signs:
          'Streaks, unwiped strips or haze; the rubber edge is cracked, split, rounded or torn; blades are older than 6 to 12 months.',
      },
      {
        cause: 'Dirty glass or wax film',
        signs: 'Chatter or smearing even with new blades, water beading oddly after a car wash with wax.',
      },
      {
        cause: 'Bent arm or blade frame',
        signs: 'The blade lifts off the glass in one area, skips in both directions, or does not sit flat when parked.',
      },
      {
        cause: 'Wiper motor or linkage fault',
        signs: 'The wipers do not move at all, move only on one speed, or one arm moves while the other stays still.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 25 },
    tools: [
      { name: 'Tape measure' },
      { name: 'Old towel to protect the windshield' },
      { name: 'Small flat screwdriver for stubborn release tabs' },
    ],
    materials: [
      {
        name: 'Wiper blades',
        note: "Measure each blade or use the store's fit guide: driver and passenger lengths often differ, and the rear wiper is different again. Match the arm connector (J-hook is most common; pin, side-pin and push-button types exist). Winter blades with a rubber cover resist ice buildup.",
      },
      { name: 'Glass cleaner', note: 'Or isopropyl alcohol to remove wax film.' },
      { name: 'Washer fluid rated for the season', note: 'A winter fluid rated below freezing where you live.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'A bare wiper arm can snap back onto the glass and crack the windshield: lay a folded towel under it and keep hold of the arm while the blade is off.',
      },
      {
        severity: 'low',
        text: "Turn the car off before working on the wipers so they cannot start moving; some cars need a service position to lift arms that park under the hood edge (see the owner's manual).",
      },
    ],
    steps: [
      {
        text: "Turn the car off. If the wiper arms park under the hood edge, use the service position in the owner's manual to bring them up first.",
      },
      {
        text: 'Lift the wiper arm away from the glass until it stays up, and lay a folded towel on the windshield under it.',
        caution: 'Hold the arm: if it snaps back against the glass it can crack it.',
      },
      {
        text: 'Turn the blade so it sits at right angles to the arm, press the release tab where the blade meets the arm, and slide the blade down and off the hook.',
      },
      {
        text: "Check the length and connector of the new blade against the old one. Slide the new blade's adapter onto the arm's hook until it clicks.",
      },
      {
        text: 'Tug the blade gently to make sure it is locked, then lower the arm slowly onto the glass.',
      },
      { text: 'Repeat for the other blade(s), then clean the windshield with glass cleaner to remove film.' },
      {
        text: 'Return the arms to their normal position if you used the service position, then test with washer fluid on each speed.',
      },
    ],
    verification: [
      'The blades clear the glass in one pass without streaks, skipping or chatter.',
      'The blades park flat in their normal position and do not hit the trim or each other.',
    ],
    callAProWhen: [
      'The wipers do not move, move slowly, or stop in the wrong place: the motor, linkage or switch needs checking.',
      'An arm is bent or its spring is weak so the blade lifts off the glass.',
    ],
  },
  {
    id: 'car-flat-tire-spare',
    title: 'Change a flat tire to the spare',
    item: 'car tire and wheel',
    category: 'automotive',
    keywords: [
      'flat tire',
      'car flat tyre',
      'spare tire',
      'donut spare',
      'compact spare',
      'change a tire',
      'car jack',
      'lug nuts',
      'lug wrench',
      'tire iron',
      'puncture',
      'tire pressure warning',
      'blowout',
    ],
    diagnosis: [
      {
        cause: 'Puncture in the tread',
        signs:
          'A nail, screw or other object stuck in the tread; the tire loses air slowly or quickly, often with the tire pressure warning light on.',
      },
      {
        cause: 'Sidewall damage or blowout',
        signs:
          'A cut, bulge or tear in the side of the tire, often after hitting a curb or pothole; cannot be repaired.',
      },
      {
        cause: 'Leaking valve stem or wheel',
        signs:
          'Slow air loss with no object in the tread; bubbles at the valve or the rim edge when sprayed with soapy water; a bent rim.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 60 },
    tools: [
      { name: "Car jack from the car's kit", alternatives: ['a floor jack rated for the car'] },
      { name: 'Lug wrench', alternatives: ['a breaker bar with the right socket'] },
      { name: 'Wheel chocks', alternatives: ['a large rock or block of wood'] },
      { name: 'Locking lug nut key, if the car has locking nuts (usually in the glove box or tool kit)' },
      { name: 'Tire pressure gauge' },
      { name: 'Flashlight, gloves and reflective warning triangles' },
    ],
    materials: [
      {
        name: 'Spare tire',
        note: 'Check its pressure as soon as you can; compact spares often need a high pressure (often 60 psi / 420 kPa; see the label on the spare or the door jamb).',
      },
      {
        name: 'Repair or replacement tire',
        note: 'Match the size and load and speed rating on the sidewall of the flat tire.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: "Never put any part of your body under a car held up only by a jack. Jacks can slip or sink. Use the jack only on firm, level ground at the lifting points in the owner's manual.",
      },
      {
        severity: 'high',
        text: 'Traffic is the biggest danger: pull fully off the road, turn on hazard lights, get passengers out and away from traffic, and call roadside assistance if the shoulder is narrow or the flat is on the traffic side of a highway.',
      },
      {
        severity: 'medium',
        text: 'Compact spares are temporary: most are limited to 50 mph (80 km/h) and short distances, as printed on the spare.',
      },
    ],
    steps: [
      {
        text: 'Pull off the road onto firm, level ground as far from traffic as possible. Turn on hazard lights, shift into Park (or first gear with a manual), apply the parking brake, and get everyone out and away from traffic. Set warning triangles if you have them.',
        caution: 'If you cannot get well clear of traffic, stay safe and call roadside assistance instead.',
      },
      {
        text: "Get out the spare, jack and lug wrench (the owner's manual shows where; some spares hang under the vehicle on a cable). Put a chock behind the wheel diagonally opposite the flat.",
      },
      {
        text: 'Remove any wheel cover. With the tire still on the ground, loosen each lug nut about half a turn counter-clockwise. Push down on the wrench with your foot if needed, keeping your balance.',
      },
      {
        text: "Place the jack at the lifting point closest to the flat (shown in the owner's manual, usually a reinforced notch or pad on the body just behind a front wheel or in front of a rear wheel). Raise the car until the flat tire is about 1 in (2.5 cm) off the ground.",
        caution: 'Keep your body out from under the car. If the car shifts or the jack tilts, lower it and reposition.',
      },
      {
        text: 'Remove the lug nuts and keep them together. Pull the wheel straight off and lay it flat under the side of the car near the jack as a safety block.',
      },
      {
        text: 'Lift the spare onto the studs, lining up the holes. Thread the nuts on by hand with their tapered side toward the wheel.',
      },
      {
        text: 'Snug the nuts in a star pattern, then lower the car until the tire touches the ground. Tighten the nuts fully in a star pattern, then lower the car completely and remove the jack.',
      },
      {
        text: "Stow the flat, jack and tools. Check the spare's pressure at the first gas station and adjust it to the label value.",
      },
      {
        text: "Drive gently within the spare's speed limit to a tire shop. Have the lug nuts torqued to the owner's manual value, or retighten them after about 50 mi (80 km).",
      },
    ],
    verification: [
      'All lug nuts are tight and the spare does not wobble when you drive off slowly.',
      'The spare is inflated to the pressure on its label.',
      'No pulling, vibration or noise at low speed; the tire pressure light may stay on until the regular tire is back.',
    ],
    callAProWhen: [
      'You are on a highway shoulder or a busy road with little room, or the ground is soft or sloped.',
      'The car has no spare (only a sealant kit) and the damage is in the sidewall, or the tires are run-flats.',
      'Lug nuts will not loosen, the lifting point is rusted, or the wheel or suspension looks damaged.',
      'The flat tire needs a repair decision: only tread punctures can be repaired, by a shop from the inside.',
    ],
  },
  {
    id: 'serpentine-belt-squeal',
    title: 'Inspect a squealing serpentine belt and replace it if worn',
    item: 'engine serpentine (drive) belt',
    category: 'automotive',
    keywords: [
      'serpentine belt',
      'drive belt',
      'fan belt',
      'accessory belt',
      'squealing belt',
      'belt squeal',
      'chirping noise',
      'belt tensioner',
      'idler pulley',
      'alternator belt',
      'cracked belt',
      'engine squeal on start',
    ],
    diagnosis: [
      {
        cause: 'Worn or glazed belt',
        signs:
          'Squeal on cold starts, in wet weather or when the air conditioning turns on; the ribs are shiny, cracked across, or have missing chunks.',
      },
      {
        cause: 'Weak automatic tensioner',
        signs:
          'The tensioner arm shakes or bounces at idle, its wear pointer is at the end of its range, or a new belt squeals soon after fitting.',
      },
      {
        cause: 'Oil or coolant on the belt',
        signs: 'The belt and pulleys look wet or dirty with oil or coolant; a leak above or near the belt.',
      },
      {
        cause: 'Failing pulley bearing or misaligned pulley',
        signs:
          'A chirp, whine or grinding that stays with a new belt, a pulley that wobbles or feels rough when spun by hand, or frayed belt edges.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Flashlight' },
      { name: 'Belt wear gauge', alternatives: ['a close visual check for cracks and rib wear'] },
      { name: 'Serpentine belt tool', alternatives: ['a long-handled ratchet or breaker bar that fits the tensioner'] },
      { name: 'Socket set and wrenches' },
      { name: 'Phone camera to photograph the belt path' },
      { name: 'Gloves and safety glasses' },
    ],
    materials: [
      {
        name: 'Replacement serpentine belt',
        note: 'Match the vehicle and engine, or the rib count and length printed on the old belt. Some engines with two belts need a different belt for each.',
      },
      { name: 'Tensioner or idler pulley', note: 'Only if it wobbles, is rough, or the tensioner is weak.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: "A running belt and fan can catch fingers, hair, clothes or jewelry. Work on the belt only with the engine off and the key out; the electric cooling fan on many cars can start by itself, so disconnect the battery's negative terminal before reaching near it.",
      },
      {
        severity: 'medium',
        text: 'Engines stay hot long after driving: let the engine cool before touching it.',
      },
      {
        severity: 'medium',
        text: 'The tensioner is spring-loaded: keep fingers out from between the belt and pulleys, and let the tensioner back slowly.',
      },
    ],
    steps: [
      {
        text: 'Park, turn the engine off, take out the key and let the engine cool. Disconnect the negative battery terminal if you will reach near the cooling fan.',
        caution: 'Electric cooling fans can start on their own on some cars even with the engine off.',
      },
      {
        text: 'Find the belt routing diagram on the sticker under the hood or in the manual, and photograph the belt path.',
      },
      {
        text: 'Inspect the whole length of the belt with the flashlight, looking from above and below: look for cracks across the ribs, missing chunks, frayed edges, glazing and oil. Check rib wear with the gauge; modern belts often wear out without visible cracks.',
      },
      {
        text: 'Look for oil or coolant on the belt or pulleys. If there is any, the leak must be fixed before a new belt is fitted.',
      },
      {
        text: "Check the tensioner's wear indicator marks. With the battery reconnected and everyone clear, start the engine briefly and watch the tensioner arm from a safe distance: it should stay steady, not jump about.",
        caution:
          'Stand back from the belt and fan with the engine running; tie back hair and remove loose clothing and jewelry.',
      },
      {
        text: 'To replace the belt, engine off again: fit the belt tool on the tensioner, turn it to release the tension, slip the belt off a smooth pulley, and let the tensioner back slowly.',
        caution: 'Keep fingers out of the pulleys while the tensioner is under load.',
      },
      {
        text: 'With the belt off, spin each pulley by hand. They should turn smoothly and quietly with no wobble; replace any that are rough or loose.',
      },
      {
        text: 'Route the new belt following the diagram, release the tensioner with the tool, slip the belt over the last smooth pulley, and let the tensioner back slowly. Check that every rib sits in every grooved pulley.',
      },
      {
        text: 'Reconnect the battery, start the engine and watch from a safe distance. Turn on the air conditioning and turn the steering to load the belt. Do not use belt dressing sprays, which only hide the problem.',
      },
    ],
    verification: [
      'No squeal on a cold start, with the air conditioning on, or when turning the steering wheel.',
      'The belt runs straight on every pulley and the tensioner arm stays steady.',
      'No battery or temperature warning lights on the dashboard.',
    ],
    callAProWhen: [
      'Oil or coolant is leaking onto the belt.',
      'The noise stays after a new belt, or a pulley is rough: the bearing, tensioner or alignment needs checking.',
      'The belt is hard to reach or also drives the water pump on an engine where a slip could cause damage, or the battery light or overheating appears.',
    ],
  },
  {
    id: 'check-engine-light-obd2',
    title: 'Read a check engine light with an OBD-II scanner',
    item: 'check engine light (OBD-II)',
    category: 'automotive',
    keywords: [
      'check engine light',
      'service engine soon',
      'engine light',
      'malfunction indicator lamp',
      'obd2',
      'obd-ii scanner',
      'code reader',
      'trouble code',
      'diagnostic port',
      'loose gas cap',
      'flashing engine light',
      'emissions test',
    ],
    diagnosis: [
      {
        cause: 'Loose or faulty gas cap (fuel vapour leak)',
        signs:
          'The light came on a day or so after filling up; codes point to the evaporative (EVAP) system; the car runs normally.',
      },
      {
        cause: 'Engine misfire (spark plug, ignition coil or injector)',
        signs: 'Rough idle, shaking or loss of power; the light may flash; misfire codes name a cylinder.',
      },
      {
        cause: 'Oxygen sensor or catalytic converter problem',
        signs: 'Worse fuel economy or a sulphur smell; codes point to oxygen sensors or catalyst efficiency.',
      },
      {
        cause: 'Other sensor fault',
        signs:
          'The car may run normally or a little worse; codes point to a specific sensor or circuit such as the mass air flow sensor.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      {
        name: 'OBD-II code reader or scanner',
        alternatives: ['a Bluetooth OBD-II adapter with a phone app', 'a free code reading at many auto parts stores'],
      },
      { name: 'Flashlight to find the port under the dashboard' },
    ],
    materials: [
      {
        name: 'Replacement gas cap',
        note: 'Only if the seal is cracked or the cap does not click; buy one made for your vehicle.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'A flashing check engine light means a severe misfire that can overheat the catalytic converter and start a fire. Reduce speed, avoid hard acceleration and get the car checked right away; stop driving if it runs badly.',
      },
      {
        severity: 'high',
        text: 'Never run the engine in a closed garage: exhaust contains carbon monoxide, which can kill.',
      },
      {
        severity: 'medium',
        text: 'If you drive with a scanner connected, route its cable away from the pedals and steering column. A red oil pressure or temperature light means stop the engine as soon as it is safe.',
      },
    ],
    steps: [
      {
        text: 'Note whether the light is steady or flashing and whether any red warning lights are on. A steady light with the car running normally is not an emergency, but should be checked soon.',
        caution:
          'If the light flashes or the oil pressure or temperature light is on, pull over safely and do not keep driving hard.',
      },
      {
        text: 'Check the gas cap: remove it, look for a cracked seal, and tighten it until it clicks. The light can take several days of driving to go off after a loose cap is fixed.',
      },
      {
        text: "Find the 16-pin diagnostic port under the dashboard on the driver's side, usually near the steering column. Cars and light trucks from 1996 on in the US (and most from 1998 on in Canada) have one.",
      },
      {
        text: 'With the ignition off, plug in the scanner. Then turn the ignition to ON (engine off) or start the engine, as the scanner instructions say.',
        caution: 'Run the engine only outdoors, never in a closed garage.',
      },
      {
        text: 'Read the stored and pending codes and the freeze-frame data, and write them all down (or save them in the app).',
      },
      {
        text: 'Look up what each code means. Codes starting with P0 are generic; P1 codes are maker-specific. A code names the system with a fault, not always the part: for example, a catalyst code can be caused by a sensor or an exhaust leak.',
      },
      {
        text: 'Fix simple causes like the gas cap, or take the codes to a mechanic. Do not clear codes just to turn the light off: the car will fail an emissions inspection until its self-tests run again, and the mechanic loses the freeze-frame data.',
      },
      {
        text: 'After a repair, clear the codes with the scanner and drive normally for a few days, then scan again to confirm no codes have returned.',
      },
    ],
    verification: [
      'The check engine light stays off after several days of normal driving.',
      'A second scan shows no stored or pending codes and the readiness monitors show complete.',
    ],
    callAProWhen: [
      'The light is flashing, or the car runs rough, loses power, or smells of fuel or burning.',
      'The codes point to misfires, the catalytic converter, transmission or anything beyond a gas cap.',
      'The light comes back after being cleared, or an emissions inspection is due.',
    ],
  },
  {
    id: 'windshield-chip-repair',
    title: 'Fill a small windshield chip with a resin repair kit',
    item: 'car windshield',
    category: 'automotive',
    keywords: [
      'windshield chip',
      'windscreen chip',
      'rock chip',
      'stone chip',
      'bullseye chip',
      'star break',
      'chipped glass',
      'windshield repair kit',
      'resin',
      'auto glass',
      'crack in windshield',
      'pitted windshield',
    ],
    diagnosis: [
      {
        cause: 'Small stone impact (bullseye or star chip)',
        signs:
          'A round pit or a small star of short cracks, smaller than a quarter (about 1 in / 2.5 cm), after a stone hit on the highway.',
      },
      {
        cause: 'Chip that has started to crack',
        signs:
          'One or more lines running out from the chip, often growing in cold weather or after using the defroster.',
      },
      {
        cause: 'Long crack or edge damage',
        signs:
          'A crack longer than a few inches, or damage within about 2 in (5 cm) of the windshield edge: not suitable for a home kit.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 60 },
    tools: [
      { name: 'Windshield repair kit with an applicator and curing strips' },
      { name: 'Single-edge razor blade (often included in the kit)' },
      { name: 'Push pin or needle to remove loose glass' },
      { name: 'Glass cleaner and a lint-free cloth' },
      { name: 'Nitrile gloves and safety glasses' },
      { name: 'Sunlight', alternatives: ['a UV lamp if it is cloudy or you work indoors'] },
    ],
    materials: [
      { name: 'Windshield repair resin', note: 'Comes in the kit; check the temperature range it needs to cure.' },
      { name: 'Clear tape', note: 'To cover the chip until you can repair it.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Repair resin irritates skin and eyes: wear gloves and safety glasses, and wash off any resin on skin with soap and water.',
      },
      {
        severity: 'medium',
        text: 'Razor blades cut easily: push the blade away from you, hold it nearly upright on the glass, and cover it when you are done.',
      },
      {
        severity: 'medium',
        text: "A cracked windshield is part of the car's roof strength and supports the passenger airbag. Have long cracks checked and the windshield replaced if needed.",
      },
    ],
    steps: [
      {
        text: 'Cover the chip with clear tape as soon as possible to keep dirt and water out, and avoid blasting hot or cold air on the glass until it is repaired.',
      },
      {
        text: "Check that the chip suits a kit: smaller than a quarter, not within 2 in (5 cm) of the edge, no long cracks, and not directly in the driver's line of sight. Otherwise, see a glass shop.",
      },
      {
        text: 'Park in the shade. Clean the glass around the chip with glass cleaner and let it dry, without spraying cleaner into the chip. Pick out loose glass from the impact point with the pin.',
      },
      {
        text: 'Attach the applicator so its tip is centred over the impact point and sealed to the glass, as the kit shows.',
      },
      {
        text: 'Add the resin drops into the applicator, then screw in the plunger or run the pressure and vacuum steps in the kit instructions, waiting the times given so the resin fills the cracks.',
        caution: 'Wear gloves and safety glasses when handling resin.',
      },
      {
        text: 'Remove the applicator, put one drop of resin on the pit, lay a curing strip over it, and smooth out air bubbles.',
      },
      {
        text: 'Move the car into direct sunlight (or use a UV lamp) for the curing time in the kit, often 10 to 15 minutes in strong sun and longer when cloudy.',
      },
      {
        text: 'Peel off the curing strip and scrape the hardened resin flush with the razor blade held nearly upright, then clean the glass.',
        caution: 'Push the blade away from your hands and body.',
      },
    ],
    verification: [
      'The chip is much less visible, usually leaving only a faint mark.',
      'The repair feels smooth and level with the glass.',
      'Over the following weeks, including cold days, no crack spreads from the spot.',
    ],
    callAProWhen: [
      "The chip is larger than a quarter, has cracks running from it, is near the edge, or is in the driver's direct line of sight.",
      'The windshield needs replacing and the car has cameras or sensors behind the glass that must be recalibrated afterward.',
      'Check your insurance first: many policies cover chip repair by a glass shop at little or no cost.',
    ],
  },
];
