import type { RepairGuide } from '../repair-guide.js';

export const electronicsGuides: readonly RepairGuide[] = [
  {
    id: 'laptop-screen-replacement',
    title: 'Replace a cracked or dead laptop screen',
    item: 'laptop display panel',
    category: 'electronics',
    keywords: [
      'laptop screen',
      'cracked laptop screen',
      'broken laptop display',
      'lcd panel',
      'notebook screen',
      'display panel',
      'screen bezel',
      'edp cable',
      'display connector',
      'lines on screen',
      'black spots on screen',
      'ink blot',
      'laptop lid',
      'screen replacement',
    ],
    diagnosis: [
      {
        cause: 'Cracked or damaged display panel',
        signs:
          'Visible cracks, spreading black or coloured blots, lines that stay in one place, or part of the screen dead, while an external monitor plugged into the laptop shows a normal picture.',
      },
      {
        cause: 'Loose or damaged display cable',
        signs:
          'The picture flickers, shows lines or goes black when you move the lid, and comes back at certain angles; no cracks visible.',
      },
      {
        cause: 'Backlight failure',
        signs: 'The screen is black but a flashlight shone close to it shows a faint image; an external monitor works.',
      },
      {
        cause: 'Graphics or motherboard fault',
        signs: 'An external monitor shows the same lines, colours or no picture at all: a new screen will not help.',
      },
    ],
    difficulty: 'Hard',
    estimatedMinutes: { min: 120, max: 240 },
    tools: [
      { name: 'Precision screwdriver set (Phillips #0 and #00, plus Torx if the laptop uses it)' },
      { name: 'Plastic pry tools or spudgers', alternatives: ['old guitar picks or plastic cards'] },
      { name: 'Hair dryer on low heat, for adhesive-held bezels' },
      { name: 'Tweezers' },
      { name: 'Small containers or a magnetic mat to keep screws in order' },
      { name: 'Soft cloth to protect the keyboard and the new panel' },
      { name: 'Cut-resistant gloves and safety glasses', alternatives: ['work gloves and regular glasses'] },
    ],
    materials: [
      {
        name: 'Replacement display panel',
        note: "Best matched by the part number printed on the label on the back of the old panel, or by the laptop's exact model number. It must match size, resolution, refresh rate, connector (usually a 30-pin or 40-pin eDP plug), touch or non-touch, and the mounting type (screw tabs at the sides or brackets).",
      },
      { name: 'Bezel adhesive strips or double-sided tape', note: 'If the bezel was glued on.' },
      { name: 'Kapton (polyimide) tape', note: 'To re-secure the display connector if its original tape tears.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Shut the laptop down, unplug the charger and disconnect or remove the battery before opening anything. A lithium battery that is bent, punctured or shorted can catch fire: never pry near it or touch it with metal tools.',
      },
      {
        severity: 'medium',
        text: 'Broken screen glass can cut: wear gloves and safety glasses and keep fragments off the keyboard.',
      },
      {
        severity: 'high',
        text: 'Older laptops (roughly before 2010) with a fluorescent (CCFL) backlight have a high-voltage inverter board and a lamp containing mercury. Leave those to a repair shop.',
      },
      {
        severity: 'low',
        text: 'Static electricity can damage the panel: work on a hard surface away from carpet and touch bare metal before handling parts.',
      },
    ],
    steps: [
      {
        text: "Plug the laptop into a TV or monitor. If the external screen shows a normal picture, the laptop's own panel or its cable is at fault; if not, stop: the problem is inside the laptop.",
      },
      {
        text: "Find the laptop's exact model number (label underneath or in the system information) and look up its service manual or a teardown guide. Check whether the panel is held by screws or glued into the lid: glued panels and touchscreen glass assemblies are much harder and usually a job for a shop.",
      },
      {
        text: 'Shut the laptop down fully, unplug the charger, and remove the battery. On laptops with an internal battery, open the bottom cover and unplug the battery connector from the motherboard.',
        caution:
          'Pull the battery connector straight out by its plastic head, not by the wires, and keep metal tools away from the battery.',
      },
      {
        text: 'Open the lid, lay a cloth over the keyboard, and remove the screen bezel: take out any screws hidden under small rubber covers, then pry gently around the edge with a plastic tool, starting at the bottom centre. If it is glued, warm it with a hair dryer on low first.',
        caution: 'Wear gloves and glasses if the glass is cracked.',
      },
      {
        text: 'Remove the screws holding the panel to the lid or its side brackets. Tilt the panel forward onto the cloth on the keyboard, face down, without pulling on the cable.',
      },
      {
        text: "On the back of the panel, peel back the tape over the display connector, lift its latch or pull tab if it has one, and pull the plug straight out. Note the panel's part number on its label and compare it with the new one.",
      },
      {
        text: 'Plug the display cable into the new panel fully and straight, re-tape it, reconnect the battery and charger, and turn the laptop on to test the new screen before you screw anything in.',
        caution: 'Keep the new panel on a soft cloth and do not press on it.',
      },
      {
        text: 'When the picture is good, shut down, disconnect the battery again, and screw the panel in. Check that the cable is not pinched at the hinge.',
      },
      {
        text: 'Refit the bezel, clicking it in all around (use new adhesive strips if it was glued), reinstall the screws and covers, close the bottom cover, and peel the protective film off the new screen.',
      },
    ],
    verification: [
      'The whole screen lights evenly with no lines, dead areas or flicker.',
      'Opening and closing the lid through its full range does not make the picture flicker.',
      'A solid white, black and red background shows no dead pixels or colour blotches, and touch works on touch models.',
      'The screen brightness keys work and the laptop charges normally.',
    ],
    callAProWhen: [
      'An external monitor also shows a bad picture: the graphics chip or motherboard is at fault.',
      'The panel or touchscreen glass is glued into the lid, or the laptop is a thin model where the screen comes as a full lid assembly.',
      'The laptop has a fluorescent (CCFL) backlight, or the battery is swollen or damaged.',
      'You are not sure which panel matches: ordering the wrong connector or mounting type is the most common mistake.',
    ],
  },
  {
    id: 'swollen-lithium-battery',
    title: 'Deal safely with a swollen phone, tablet or laptop battery',
    item: 'lithium-ion battery in a phone, tablet or laptop',
    category: 'electronics',
    keywords: [
      'swollen battery',
      'puffy battery',
      'bulging battery',
      'battery swelling',
      'lithium ion battery',
      'screen lifting',
      'phone back bulging',
      'trackpad pushed up',
      'case separating',
      'battery recycling',
      'spicy pillow',
      'phone rocks on table',
    ],
    diagnosis: [
      {
        cause: 'Swollen lithium-ion battery (gas building up inside an aging or damaged cell)',
        signs:
          "The screen is lifting away from the frame, the back cover bulges or has a gap at the seams, the phone rocks on a flat table, or a laptop's trackpad or bottom case is pushed out.",
      },
      {
        cause: 'Heat or charging damage',
        signs:
          'The swelling appeared after the device was left in a hot car or in the sun, charged under a pillow, or used with a damaged or non-matching charger.',
      },
      {
        cause: 'Case or screen adhesive failure after a drop',
        signs:
          'A corner of the screen lifts after an impact, but the back is flat and the gap does not grow; still treat it as a battery until a shop checks it.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 30 },
    tools: [
      {
        name: 'Fireproof surface: a ceramic plate, metal tray or bare concrete floor',
        alternatives: ['a metal cooking pot with no lid'],
      },
      { name: 'Oven mitts or thick gloves, only if the device is warm and must be moved' },
    ],
    materials: [
      {
        name: 'Non-conductive tape (electrical or packing tape)',
        note: 'To cover the terminals of a loose battery before taking it to a recycler.',
      },
      { name: 'A separate plastic bag for the battery or device' },
      {
        name: 'Replacement battery',
        note: 'Fitted by the maker or a repair shop. Ask for a battery made for your exact model, from the maker or a reputable supplier.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'A swollen lithium battery can catch fire or burst into flames with little warning. Unplug it, stop charging and using it, and do not press, bend, puncture or try to flatten it.',
      },
      {
        severity: 'high',
        text: 'If the battery hisses, smokes, smells sweet or chemical, or gets hot, leave it where it is, get everyone out of the room, and call 911. Do not breathe the smoke.',
      },
      {
        severity: 'high',
        text: 'Do not try to pry a glued-in swollen battery out yourself, and never put a lithium battery in household garbage or the recycling bin: it can start fires in garbage trucks and plants.',
      },
    ],
    steps: [
      {
        text: 'Unplug the charger and do not charge the device again.',
        caution: 'If the device is hot, hissing or smoking, do not touch it: leave the room and call 911.',
      },
      {
        text: 'If the device is cool, power it off with the buttons. Do not press on the bulge, and do not close a laptop lid or snap a case over it.',
      },
      {
        text: 'Move the device onto a fireproof surface (ceramic tile, a metal tray or a concrete floor) away from curtains, paper and bedding, out of the sun, in a room you can watch but where nobody sleeps. Do not leave it in a car.',
      },
      {
        text: 'Remove any phone case gently only if it comes off without pressure. Never try to open the device or remove a built-in battery yourself.',
        caution: 'Puncturing or bending the battery while prying can set it on fire.',
      },
      {
        text: 'If you need your data, ask the repair shop to recover it, or back up over Wi-Fi only if the device runs cool on its remaining charge and you do not need to plug it in.',
      },
      {
        text: 'Contact the maker or a qualified repair shop for a battery replacement, or check warranty: a swollen battery is often covered.',
      },
      {
        text: 'If you are replacing the whole device, take it or the loose battery to a battery drop-off point (many electronics and hardware stores, Call2Recycle locations, or a municipal household hazardous waste depot). Tape the terminals of a loose battery and put it in its own bag.',
      },
    ],
    verification: [
      'The device is unplugged, powered off and sitting on a non-flammable surface away from anything that burns.',
      'The battery has been handed to a repair shop or recycling drop-off, not thrown in the garbage.',
      'After a battery replacement, the device sits flat, the screen and back are flush, and it charges without getting hot.',
    ],
    callAProWhen: [
      'Always for the battery replacement itself: swollen built-in batteries must be removed by a trained technician.',
      'The device got hot, smoked or the battery was punctured: call 911 first.',
    ],
  },
  {
    id: 'game-controller-stick-drift',
    title: 'Fix analog stick drift on a game controller',
    item: 'game controller',
    category: 'electronics',
    keywords: [
      'controller drift',
      'stick drift',
      'joystick drift',
      'analog stick',
      'thumbstick',
      'gamepad',
      'joy-con',
      'controller moves by itself',
      'camera drifts',
      'deadzone',
      'controller calibration',
      'stick module',
    ],
    diagnosis: [
      {
        cause: "Dirt or wear in the stick's sensor",
        signs:
          'The character or camera moves slowly by itself when you are not touching the stick; the stick may feel gritty.',
      },
      {
        cause: 'Calibration or settings',
        signs:
          'Drift started after an update or a drop, is slight, and a test screen shows the stick centred only a little off.',
      },
      {
        cause: 'Worn-out stick part',
        signs:
          'Drift returns soon after cleaning, the stick is loose or does not spring back to the centre, or readings jump around on a test screen.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 40 },
    tools: [
      { name: 'Can of compressed air', alternatives: ['a hand-held air blower'] },
      { name: 'Cotton swabs' },
      { name: 'Console or computer with a controller test or calibration screen' },
    ],
    materials: [
      {
        name: 'Isopropyl alcohol, 90% or stronger',
        note: 'Dries fast and leaves no residue; do not use water or household cleaners.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Turn the controller off, unplug its charging cable and take out removable batteries before cleaning: alcohol is flammable and liquid must not reach powered circuits.',
      },
      {
        severity: 'medium',
        text: 'Controllers contain a lithium battery: do not puncture or bend it. Opening the controller usually voids the warranty, and replacing a stick needs soldering.',
      },
      {
        severity: 'low',
        text: 'Hold compressed air cans upright: tilted cans spray freezing liquid that can frost-burn skin.',
      },
    ],
    steps: [
      {
        text: "Open the console's or computer's controller test screen and watch the stick at rest. Try a second controller in the same game to make sure the game itself is not the cause.",
      },
      {
        text: "Update the controller's firmware through the console settings or the maker's app, then run the system's stick calibration if it has one.",
      },
      {
        text: 'Turn the controller off, unplug the charging cable and remove any removable batteries.',
        caution: 'Do not clean a controller that is on or charging.',
      },
      {
        text: 'Push the stick fully to one side and blow short bursts of compressed air into the gap around its base. Repeat while tilting the stick in each direction.',
      },
      {
        text: 'Dampen a cotton swab with isopropyl alcohol (damp, not dripping). Tilt the stick fully and wipe around the gap at its base, then rotate the stick in full circles for 30 seconds to work the alcohol into the sensor. Repeat two or three times.',
      },
      { text: 'Let the controller dry for at least 15 minutes before turning it on or charging it.' },
      {
        text: "Test again on the test screen and calibrate. If a small drift remains, increase the stick dead zone in the game's settings as a workaround.",
      },
      {
        text: 'If the drift returns, check the warranty: many makers repair or replace drifting controllers. Otherwise, a repair shop can replace the stick part.',
      },
    ],
    verification: [
      'On the test screen, the stick reads centred at rest and reaches the edge in every direction.',
      'In a game, the camera or character stays still when you let go of the stick.',
    ],
    callAProWhen: [
      'Drift comes back after cleaning and calibration: the stick part needs replacing, which usually needs desoldering.',
      'The controller is under warranty: opening it can void the warranty.',
      "The controller's battery is swollen or the case is splitting.",
    ],
  },
  {
    id: 'cracked-phone-screen-or-protector',
    title: 'Tell a cracked screen protector from a cracked phone screen',
    item: 'smartphone screen and screen protector',
    category: 'electronics',
    keywords: [
      'cracked phone screen',
      'smashed phone',
      'screen protector',
      'tempered glass protector',
      'cracked protector',
      'shattered screen',
      'cell phone screen',
      'mobile phone',
      'touchscreen not working',
      'green lines',
      'black spots on phone',
      'spider web crack',
    ],
    diagnosis: [
      {
        cause: 'Only the screen protector is cracked',
        signs:
          'Cracks stop at the edge of the protector, a fingernail catches on its raised edge, and touch and display work normally under the cracks.',
      },
      {
        cause: "The phone's cover glass is cracked",
        signs:
          'Cracks run to the very edge of the phone or the frame, with no protector edge in between; small chips of glass may come loose.',
      },
      {
        cause: 'The display under the glass is damaged',
        signs:
          'Black or coloured blots, lines, a green or pink tint, flicker, touch that does not respond in an area, or a black screen while the phone still rings or vibrates.',
      },
      {
        cause: 'A swollen battery pushing the screen out',
        signs:
          'The screen lifts away from the frame on one side, or the phone rocks on a table: see the swollen battery guide.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      { name: 'Bright light or flashlight' },
      { name: 'Microfibre cloth' },
      { name: 'Clear packing tape', alternatives: ["a piece of painter's tape to lift the corner"] },
    ],
    materials: [
      {
        name: 'New screen protector',
        note: 'Bought for your exact phone model (the model is in Settings, under About phone or General > About); many come with an alignment frame, alcohol wipe and dust stickers.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Cracked glass gives off tiny sharp splinters: do not swipe over chipped areas, and cover the cracks with tape or a protector until the phone is repaired.',
      },
      {
        severity: 'high',
        text: 'If the screen is lifting or the phone is bulging, the battery may be swollen: stop charging it, do not press on it, and follow the swollen battery guide.',
      },
      {
        severity: 'medium',
        text: "Replacing the phone's own screen means heating, prying and working next to the lithium battery; leave it to the maker or a repair shop.",
      },
    ],
    steps: [
      {
        text: 'Hold the phone under a bright light at an angle and find the outline of the screen protector. Run a fingernail from the middle of the screen toward the edge: a protector has a small ridge where it ends.',
      },
      {
        text: 'If all cracks stop at that ridge, the protector is cracked. Lift one corner with a fingernail or a piece of tape and peel it off slowly.',
        caution:
          'Peel slowly and keep your face back: tempered glass can split into sharp pieces. Cover it with packing tape first if it is badly shattered.',
      },
      {
        text: 'Look at the bare screen in the light. If it is undamaged, clean it with the alcohol wipe and microfibre cloth, and lift any dust with the dust stickers.',
      },
      {
        text: 'Line up the new protector using the alignment frame or the speaker and camera openings, lay it down from one edge, and press from the middle outward to push out bubbles.',
      },
      {
        text: "If the cracks reach the phone's edge, the phone's glass is cracked. Back up your phone now while it still works.",
      },
      {
        text: 'Cover the cracks with clear packing tape or a cheap protector to hold glass splinters in place, and check whether touch and the display work over the whole screen.',
        caution: 'Do not press hard on the cracked area.',
      },
      {
        text: 'Check your warranty, phone insurance or carrier protection plan, then book a screen replacement with the maker or a repair shop.',
      },
    ],
    verification: [
      'With a new protector on, the screen looks clear with no cracks and touch works in every corner.',
      'If the phone screen was cracked: the cracks are covered, no glass comes off on your finger, and a repair is booked.',
    ],
    callAProWhen: [
      "The phone's own glass or display is cracked, shows lines or blots, or touch does not work.",
      'The screen is lifting from the frame or the phone is bulging (swollen battery).',
      'The phone was dropped in water as well as cracked.',
    ],
  },
  {
    id: 'laptop-overheating-fan-cleaning',
    title: 'Clean the fan of an overheating laptop',
    item: 'laptop cooling fan and vents',
    category: 'electronics',
    keywords: [
      'laptop overheating',
      'hot laptop',
      'loud laptop fan',
      'fan noise',
      'cooling fan',
      'heatsink',
      'air vents',
      'dust in laptop',
      'laptop shuts off',
      'thermal throttling',
      'slow when hot',
      'notebook fan',
    ],
    diagnosis: [
      {
        cause: 'Dust clogging the fan and heatsink fins',
        signs:
          'The fan runs loud often, but little warm air comes out of the exhaust vent; visible grey fluff at the vents; the laptop has not been cleaned in a few years or lives with pets.',
      },
      {
        cause: 'Blocked airflow',
        signs:
          'Overheating happens mainly on a bed, couch or lap, where soft surfaces cover the intake vents underneath.',
      },
      {
        cause: 'A program keeps the processor busy',
        signs:
          'Task Manager (Windows) or Activity Monitor (Mac) shows one program using a lot of the processor even when you are not doing much.',
      },
      {
        cause: 'Failing fan or dried thermal paste',
        signs:
          'Grinding or rattling noise, the fan does not spin at all, or the laptop stays hot and shuts off under load even after cleaning.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Precision screwdriver set (Phillips #0 and #00, plus Torx if needed)' },
      { name: 'Plastic pry tool', alternatives: ['a guitar pick or old plastic card'] },
      { name: 'Can of compressed air', alternatives: ['a hand-held air blower'] },
      { name: 'Soft brush (clean paintbrush or toothbrush)' },
      { name: 'Toothpick or plastic stick to hold the fan still' },
      { name: 'Tweezers' },
      { name: 'Egg carton or paper with screw positions drawn on it' },
    ],
    materials: [
      {
        name: 'Replacement fan',
        note: "Only if it grinds or does not spin: match the laptop's exact model number and the fan's connector.",
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Shut the laptop down, unplug the charger and disconnect the battery before working inside. A punctured, bent or shorted lithium battery can catch fire: keep metal tools and pry tools away from it.',
      },
      {
        severity: 'medium',
        text: 'Do not let compressed air spin the fan freely: hold it still. Keep the can upright so it does not spray freezing liquid onto parts or skin.',
      },
      {
        severity: 'low',
        text: 'Static electricity can damage parts: work on a hard table, not carpet, and touch bare metal before reaching inside.',
      },
    ],
    steps: [
      {
        text: 'Check the software side first: open Task Manager (Windows) or Activity Monitor (Mac), close any program using a lot of the processor, and install system updates.',
      },
      {
        text: 'Shut the laptop down fully (not sleep) and unplug the charger and all accessories.',
        caution: 'Never open a laptop that is on or plugged in.',
      },
      {
        text: "Look up the laptop's service manual or a teardown guide for its exact model. Remove the bottom cover screws, keeping them in order (screws of different lengths must go back in the same holes), and release the cover clips with the plastic pry tool.",
      },
      {
        text: 'Unplug the battery connector from the motherboard if the battery is inside.',
        caution: 'Pull the connector straight out by its plastic head, and do not press on or pry near the battery.',
      },
      {
        text: 'Hold the fan blades still with a toothpick, then blow short bursts of compressed air through the fan and out through the heatsink fins toward the exhaust vent.',
      },
      {
        text: 'Look at the inner side of the heatsink fins where the fan blows into them. Pull off any felt-like mat of dust with tweezers, and brush the fan blades clean.',
      },
      {
        text: 'Reconnect the battery, put the cover back, and put each screw back in the hole it came from.',
      },
      {
        text: 'Use the laptop on a hard, flat surface. Run something demanding for 10 to 15 minutes and listen to the fan and feel the airflow at the exhaust vent.',
      },
    ],
    verification: [
      'Strong warm air comes out of the exhaust vent when the fan runs.',
      'The fan is quieter and runs less often during light use, and the laptop no longer shuts off or slows down when working hard.',
      'A free temperature monitoring program shows processor temperatures lower than before.',
    ],
    callAProWhen: [
      'The fan grinds, rattles or does not spin: it needs replacing.',
      'The laptop still overheats after cleaning: the thermal paste may need replacing, which means removing the heatsink.',
      'The bottom case cannot be opened without removing the keyboard or glued parts, or the battery looks swollen.',
    ],
  },
  {
    id: 'tv-no-picture-with-sound',
    title: 'Troubleshoot a TV with sound but no picture',
    item: 'flat-screen TV',
    category: 'electronics',
    keywords: [
      'tv no picture',
      'tv black screen',
      'sound but no picture',
      'television',
      'flat screen tv',
      'led tv',
      'lcd tv',
      'backlight',
      'hdmi input',
      'wrong input',
      'flashlight test',
      'smart tv',
    ],
    diagnosis: [
      {
        cause: 'Wrong input or a problem with the cable or source device',
        signs:
          "The TV's own menu shows normally when you press Menu or Home, but the cable box, console or streaming stick shows nothing.",
      },
      {
        cause: 'A picture-off or power-saving setting',
        signs:
          'The screen went black after a button press or settings change; some TVs have a "screen off" mode for listening to audio only.',
      },
      {
        cause: 'Failed backlight',
        signs:
          "The screen is black even for the TV's own menu, but a flashlight held close to the screen shows a faint image; very common on LED-backlit TVs.",
      },
      {
        cause: 'Failed panel or a circuit board',
        signs:
          'No image at all even with a flashlight, or the screen shows lines or half an image; the TV may still make sound.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 45 },
    tools: [
      { name: 'TV remote' },
      { name: 'Flashlight', alternatives: ['a phone flashlight'] },
      { name: 'A second HDMI cable or source device to test with' },
    ],
    materials: [
      {
        name: 'HDMI cable',
        note: 'Only if the old one is faulty; a certified High Speed or Ultra High Speed HDMI cable works with most TVs.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: "Do not remove a TV's back cover. The power supply inside holds mains voltage, and its capacitors can keep a dangerous charge even after the TV is unplugged.",
      },
      {
        severity: 'medium',
        text: 'Large TVs are heavy and fragile and can tip over: do not pull a wall-mounted or stand-mounted TV forward to reach its ports without a helper.',
      },
    ],
    steps: [
      {
        text: "Press Menu, Home or Settings on the TV remote. If the TV's own menu appears, the screen works: the problem is the input, cable or source device.",
      },
      {
        text: 'Press Input or Source and choose the input your device is plugged into. Unplug and firmly re-seat the HDMI cable at both ends, then try another HDMI port, another cable, or another device.',
        caution: 'Have a helper hold a mounted or tall TV if you must reach behind it.',
      },
      {
        text: 'In the picture or power settings, turn off any "screen off", "picture off" or strong energy-saving option.',
      },
      {
        text: 'Unplug the TV from the wall outlet for at least 60 seconds, plug it back in, and turn it on again.',
      },
      {
        text: 'In a dark room with the TV on, shine a flashlight close to the screen at an angle and look for a faint picture or menu. If you see one, the backlight has failed.',
      },
      {
        text: "If the menu works but one app or input is black, update the TV's software in its settings and, if needed, do a factory reset from the menu.",
      },
      {
        text: 'If the backlight or panel has failed, check the warranty, then get a repair quote from a TV repair shop and compare it with the price of a new TV.',
        caution: 'Do not open the TV yourself: the power supply can hold a dangerous charge even when unplugged.',
      },
    ],
    verification: [
      'The TV shows its menu and the picture from each input you use.',
      'The picture comes back after the TV is turned off and on again.',
    ],
    callAProWhen: [
      "The flashlight test shows a faint image (failed backlight) or nothing at all even for the TV's menu.",
      'The screen shows lines, half an image or cracks.',
      'You smell burning, hear popping or see smoke: unplug the TV and do not use it.',
    ],
  },
  {
    id: 'headphone-cable-repair',
    title: 'Fix a headphone cable that cuts out near the plug',
    item: 'wired headphones or earbuds',
    category: 'electronics',
    keywords: [
      'headphones',
      'earbuds',
      'headphone cable',
      'sound cuts out',
      'one side not working',
      'frayed cable',
      'strain relief',
      'headphone jack',
      '3.5 mm plug',
      'aux cable',
      'crackling audio',
      'trs plug',
      'trrs plug',
      'heat shrink',
    ],
    diagnosis: [
      {
        cause: 'Wire broken inside the cable next to the plug',
        signs:
          'Sound cuts out or crackles in one or both sides when you wiggle the cable where it enters the plug; the rubber there is often cracked.',
      },
      {
        cause: 'Wire broken where the cable enters an earcup or earbud',
        signs: 'Only one side cuts out, and only when you move the cable at that earpiece.',
      },
      {
        cause: 'Dirty or worn jack in the phone or computer',
        signs:
          'The same problem happens with other headphones in that jack, or the plug feels loose; lint is visible inside.',
      },
      {
        cause: 'A setting on the device',
        signs:
          'Sound is missing on one side with every pair of headphones; the balance or mono audio setting is off-centre.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Soldering iron, 25 to 60 W, with a fine tip and a stand' },
      { name: 'Wire strippers', alternatives: ['a sharp utility knife used with care'] },
      { name: 'Side cutters' },
      { name: 'Multimeter with a continuity setting', alternatives: ['careful listening tests'] },
      { name: 'Heat gun', alternatives: ['a hair dryer on high for thin heat-shrink, or a lighter held well away'] },
      { name: 'Helping-hands clamp or tape to hold the plug' },
    ],
    materials: [
      {
        name: 'Replacement 3.5 mm plug with a metal shell and cable clamp',
        note: 'Count the black rings on the old plug: one ring (3 contacts, TRS) for stereo headphones; two rings (4 contacts, TRRS) for headsets with a microphone.',
      },
      { name: 'Lead-free rosin-core solder, thin (about 0.5 to 0.8 mm)' },
      {
        name: 'Heat-shrink tubing',
        note: 'Large enough to slide over the plug body, or sized for the cable if fitted before soldering.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Unplug the headphones from every phone, computer or amplifier before cutting, stripping or soldering the cable.',
      },
      {
        severity: 'medium',
        text: 'A soldering iron tip is hotter than 300 °C (570 °F): always return it to its stand, work on a heat-proof surface, and ventilate the fumes. Wash your hands after handling solder.',
      },
      {
        severity: 'high',
        text: 'Do not tape or repair damaged charger cables or power cords: cables that carry mains power or charge a battery can overheat or shock. Replace them.',
      },
    ],
    steps: [
      {
        text: 'Try the headphones in another device and other headphones in your device. Check the balance and mono audio settings. If the jack is dirty, turn the device off and lift out lint gently with a wooden toothpick.',
      },
      {
        text: 'Play audio at low volume and flex the cable gently, a little at a time, starting at the plug. Note where the sound cuts out: that is the break.',
      },
      {
        text: 'If the sound never cuts out and only the rubber is cracked, slide heat-shrink tubing over the plug and onto the cable so it covers the cracked part, then shrink it with the heat gun to stiffen the joint.',
        caution: 'Keep the heat moving and away from the plastic plug body so it does not melt.',
      },
      {
        text: 'If the wire is broken at the plug, unplug the headphones from everything and cut the cable about 1 in (2.5 cm) on the headphone side of the break.',
        caution: 'Make sure nothing is plugged in before cutting.',
      },
      {
        text: "Unscrew the new plug's shell and slide the shell (and any heat-shrink) onto the cable first. Strip about 3/4 in (2 cm) of the outer jacket. Inside, the thin coloured wires are usually coated with clear enamel: tin their tips with the hot iron and solder until the solder sticks, which burns the enamel off.",
        caution: 'Rest the iron in its stand between joints and keep the cord away from your hands.',
      },
      {
        text: 'Use the multimeter on the cut-off old plug or the headphones to find which wire is left, right and ground. For a stereo plug: left goes to the tip, right to the ring, ground to the sleeve (usually the largest lug). On a plug with two rings, the usual order is tip left, first ring right, second ring ground, sleeve microphone.',
      },
      {
        text: 'Solder each wire to its lug with a small, shiny joint, keeping the wires apart. Check with the multimeter that no two contacts are connected to each other.',
      },
      {
        text: "Squeeze the plug's cable clamp onto the outer jacket so it takes any pull, then screw the shell on.",
      },
    ],
    verification: [
      'Sound plays in both sides at the right position (use a left/right test track).',
      'Wiggling the cable at the plug causes no crackles or drop-outs.',
      'On a headset, the microphone works in a voice recording app.',
    ],
    callAProWhen: [
      'The break is inside an earcup of expensive headphones, or the earbuds have no visible cable entry to work on.',
      'The headphones are under warranty.',
      "The device's jack is loose or broken: that is a repair inside the phone or computer.",
    ],
  },
  {
    id: 'wifi-router-troubleshooting',
    title: 'Troubleshoot Wi-Fi that drops or has no internet',
    item: 'Wi-Fi router and internet modem',
    category: 'electronics',
    keywords: [
      'wi-fi',
      'wifi',
      'wireless router',
      'modem',
      'internet down',
      'no internet',
      'wifi keeps dropping',
      'slow wifi',
      'weak signal',
      'gateway',
      'mesh wifi',
      'reset router',
      'router lights',
    ],
    diagnosis: [
      {
        cause: 'Internet provider outage or the modem has lost its connection',
        signs:
          "No device has internet, even with a cable plugged into the router; the modem's internet or online light is off, blinking or red.",
      },
      {
        cause: 'Router needs a restart, update or is overheating',
        signs:
          'Devices show connected to Wi-Fi but pages will not load, or the connection slows and drops every few hours or days.',
      },
      {
        cause: 'Weak signal or interference',
        signs:
          'Wi-Fi works near the router but drops in far rooms, upstairs or the basement, or when the microwave runs.',
      },
      {
        cause: 'Problem with one device only',
        signs: 'Other devices work fine; only one phone or computer cannot connect or keeps dropping.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'A phone with mobile data to check for outages' },
      { name: 'Ethernet cable', alternatives: ['skip the wired test if no device has an Ethernet port'] },
      { name: 'Straightened paper clip for the reset button' },
    ],
    materials: [
      {
        name: 'Replacement power adapter',
        note: "Only if the router has no lights at all: match the voltage, current rating and plug shape printed on the router's label.",
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Do not open the router, modem or power adapter: the adapter carries mains voltage. Use only the adapter that came with it or one with the same ratings.',
      },
      {
        severity: 'medium',
        text: 'Do not look into the end of a fibre-optic cable or the port on a fibre terminal: the invisible laser light can damage your eyes. Leave fibre equipment to your provider.',
      },
      {
        severity: 'low',
        text: 'Keep the router in the open with air around it; overheating shortens its life and causes drop-outs.',
      },
    ],
    steps: [
      {
        text: 'Check whether all devices are affected. If only one device has a problem, restart it, then forget the Wi-Fi network on it and join again.',
      },
      {
        text: "Using mobile data, check your internet provider's outage page or app. If there is an outage, wait for it to be fixed.",
      },
      {
        text: 'Unplug the power from both the modem and the router (or the single combined gateway) and wait 60 seconds. Plug the modem in first and wait until its online light is steady (often 2 to 5 minutes), then plug in the router.',
      },
      {
        text: "Check the cables: the coaxial, phone or fibre line is firmly connected, and the cable from the modem goes into the router's internet (WAN) port.",
        caution: 'Do not bend fibre cables sharply or look into their ends.',
      },
      {
        text: 'If a computer has an Ethernet port, plug it into the router. If it works wired but not on Wi-Fi, the problem is the Wi-Fi signal or settings.',
      },
      {
        text: 'Move the router to a central, open spot, up high, out of cabinets and away from microwaves, cordless phone bases, fish tanks and large metal objects.',
      },
      {
        text: "Open the router's app or its web page (the address is on the label) and install any firmware update. If many networks are nearby, let it pick a less crowded channel, or use the 5 GHz band in the same room.",
      },
      {
        text: 'As a last resort, write down your network name, password and any provider login, then hold the reset button with the paper clip for the time the manual gives (often 10 to 30 seconds) and set the router up again.',
      },
    ],
    verification: [
      'Every device connects and loads web pages.',
      "A speed test near the router gives close to your plan's speed, and the connection stays up for a day without drops.",
      'Signal is usable in the rooms where you need it.',
    ],
    callAProWhen: [
      'The modem never shows a steady online light after a restart: call your internet provider, who can test the line.',
      'The router or its adapter is hot, smells burnt, or has no lights at all with a known-good outlet.',
      'Large or multi-storey homes still have dead zones: a mesh system or wired access points may need planning.',
    ],
  },
];
