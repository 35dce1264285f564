import type { RepairGuide } from '../repair-guide.js';

/** Plumbing repairs a homeowner can do with the water shut off at the fixture's own valves. */
export const plumbingGuides: readonly RepairGuide[] = [
  {
    id: 'faucet-drip-compression',
    title: 'Fix a dripping two-handle faucet (compression valve)',
    item: 'two-handle faucet with compression valves',
    category: 'plumbing',
    keywords: [
      'faucet',
      'tap',
      'dripping faucet',
      'leaky tap',
      'two-handle faucet',
      'compression valve',
      'faucet washer',
      'rubber washer',
      'valve seat',
      'faucet stem',
      'handle leak',
      'packing nut',
      'hot and cold handles',
    ],
    diagnosis: [
      {
        cause: 'Worn rubber washer on the end of the valve stem',
        signs:
          'A steady drip from the spout that gets worse over weeks; you have to turn the handle harder and harder to stop it. Feel the drip to tell whether the hot or the cold side is at fault.',
      },
      {
        cause: 'Pitted or worn brass valve seat inside the faucet body',
        signs:
          'The drip comes back within days of fitting a new washer, or the old washer is cut and grooved. A fingertip run around the seat feels rough.',
      },
      {
        cause: 'Worn O-ring or packing around the stem',
        signs: 'Water seeps out from under the handle when the tap is on, rather than dripping from the spout.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 45, max: 120 },
    tools: [
      { name: 'Adjustable wrench', alternatives: ['Open-end wrench that fits the packing nut'] },
      { name: 'Screwdrivers (flat and Phillips)' },
      { name: 'Needle-nose pliers' },
      { name: 'Flashlight', alternatives: ['Phone light'] },
      { name: 'Seat wrench or seat-dressing tool', alternatives: ['Only needed if the seat is worn'] },
      { name: 'Soft cloth or masking tape to protect chrome' },
    ],
    materials: [
      {
        name: 'Faucet washer assortment',
        note: 'Match the old washer exactly: diameter, thickness and shape (flat or bevelled). Take the old washer and stem to the store.',
      },
      { name: 'Brass washer screws', note: 'Replace the small screw that holds the washer if it is corroded.' },
      { name: 'O-rings or packing', note: 'Match by size against the old ones.' },
      { name: 'Replacement valve seat', note: 'Only if the seat is pitted and removable; bring the old one to match.' },
      { name: 'Plumber’s silicone grease', note: 'Safe for rubber parts and drinking water.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Shut off the water supply at the valves under the sink before opening the faucet. If there are no valves or they will not close, shut off the main water valve for the house.',
      },
      {
        severity: 'low',
        text: 'Hot-side parts can be hot right after use. Let the tap run cold or wait before handling them.',
      },
    ],
    steps: [
      {
        text: 'Shut off both supply valves under the sink by turning them clockwise until they stop. Open both handles to drain the water in the faucet and confirm the supply is off.',
        caution:
          'If a valve will not turn or starts to leak at its stem, stop and shut off the main water valve instead of forcing it.',
      },
      {
        text: 'Put the sink stopper in or lay a cloth in the basin so small screws cannot fall down the drain.',
      },
      {
        text: 'On the dripping side, pry off the decorative cap on the handle, remove the screw underneath and lift the handle off. A stuck handle can be rocked gently; do not hammer it.',
      },
      {
        text: 'Unscrew the packing nut or the hex on the stem with an adjustable wrench (counterclockwise), wrapping the chrome with tape to avoid scratches. Hold the spout with your other hand so the faucet body does not twist. Then turn the stem out by hand.',
      },
      {
        text: 'At the bottom of the stem, remove the brass screw and the old washer. Fit a new washer of the same size and shape, with the bevelled side facing the seat if it is bevelled, and a new screw if the old one is corroded.',
      },
      {
        text: 'Replace the O-ring or packing on the stem and coat it and the threads lightly with plumber’s silicone grease.',
      },
      {
        text: 'Look into the faucet body with a flashlight and feel the seat. If it is rough or pitted, unscrew it with a seat wrench and fit an identical new one, or smooth it with a seat-dressing tool if it cannot be removed.',
      },
      {
        text: 'Screw the stem back in, stopping before the washer reaches the seat, then tighten the nut snugly. From now on close the tap with light pressure: forcing the handle crushes the new washer.',
      },
      {
        text: 'Refit the handle and cap. Leave the faucet open and turn the supply valves back on slowly to push out trapped air, then close the faucet.',
      },
    ],
    verification: [
      'With the handles closed gently, the spout stays dry for at least 15 minutes.',
      'No water appears around the handle or under the sink when the tap runs hot and cold.',
      'The handle closes with light pressure; you no longer need to force it.',
    ],
    callAProWhen: [
      'The supply valves under the sink are missing, seized or leak, and you cannot shut off the water.',
      'The valve seat is pitted but not removable and dressing it does not stop the drip.',
      'The faucet body is cracked or corroded, or water is leaking inside the wall or cabinet.',
      'You cannot find matching parts for an old faucet; replacing the faucet may be the better repair.',
    ],
  },
  {
    id: 'faucet-drip-cartridge',
    title: 'Fix a dripping single-handle faucet by replacing the cartridge',
    item: 'single-handle cartridge faucet',
    category: 'plumbing',
    keywords: [
      'faucet',
      'tap',
      'single-handle faucet',
      'one-handle tap',
      'faucet cartridge',
      'ceramic disc',
      'dripping spout',
      'leaky faucet',
      'kitchen faucet',
      'bathroom faucet',
      'lavatory faucet',
      'retaining clip',
      'hot and cold reversed',
      'stiff handle',
    ],
    diagnosis: [
      {
        cause: 'Worn or cracked cartridge (or ceramic disc valve)',
        signs:
          'The spout drips with the handle off, or the handle has become stiff, gritty or hard to set to the right temperature.',
      },
      {
        cause: 'Worn O-rings or seals on the cartridge or spout',
        signs:
          'Water seeps from under the handle or around the base of a swivel spout while the tap runs, but the spout itself does not drip.',
      },
      {
        cause: 'Grit or mineral scale lodged in the cartridge inlets',
        signs: 'The drip started after water-main work or a plumbing repair, and flow may also be weaker than before.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Hex (Allen) key set', alternatives: ['Screwdriver, depending on the handle screw'] },
      { name: 'Adjustable wrench', alternatives: ['Slip-joint pliers with tape on the jaws'] },
      { name: 'Needle-nose pliers', alternatives: ['Small flat screwdriver for the clip'] },
      { name: 'Cartridge puller', alternatives: ['Only needed if the cartridge is stuck'] },
      { name: 'Phone camera to photograph the parts in order' },
    ],
    materials: [
      {
        name: 'Replacement cartridge',
        note: 'Take the old cartridge to the store, or look up the faucet model. Many faucet makers send replacement cartridges free under warranty.',
      },
      { name: 'O-ring kit', note: 'Only if the cartridge does not come with new seals.' },
      { name: 'Plumber’s silicone grease' },
      { name: 'White vinegar', note: 'For soaking scale off parts you reuse.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Shut off the water supply at the hot and cold valves under the sink before removing the cartridge; a cartridge under pressure can spray hard. Use the main valve if the sink has no valves.',
      },
      {
        severity: 'low',
        text: 'Plug the drain so small screws and clips cannot be lost.',
      },
    ],
    steps: [
      {
        text: 'Shut off both supply valves under the sink (clockwise). Lift the handle to the open, middle position to release pressure and confirm no water flows.',
        caution: 'If a valve leaks or will not close, shut off the main water valve before going further.',
      },
      {
        text: 'Plug the drain. Note which way the handle points when off and photograph each part as it comes off.',
      },
      {
        text: 'Pry off the small cap or find the set screw under the handle, remove the screw with a hex key or screwdriver, and lift off the handle.',
      },
      {
        text: 'Unscrew the dome or bonnet nut, then remove the retaining clip or nut that holds the cartridge. Note exactly how the clip sits and which way the cartridge stem faces.',
      },
      {
        text: 'Pull the cartridge straight up. If it is stuck, use a cartridge puller made for that style instead of prying, which can damage the faucet body.',
      },
      {
        text: 'Wipe out the faucet body and check for grit. Compare the new cartridge with the old one: same length, same stem splines, same number of ports.',
      },
      {
        text: 'Coat the new cartridge O-rings lightly with silicone grease and push it in with the same orientation as the old one. Refit the clip or nut, the bonnet and the handle.',
      },
      {
        text: 'With the handle open, turn the supply valves back on slowly, let the water run for a minute to flush air and debris, then close the handle.',
      },
      {
        text: 'If hot and cold come out reversed, shut the water off again, remove the handle and rotate the cartridge stem a half turn as the instructions for that cartridge describe.',
      },
    ],
    verification: [
      'The spout stays dry for 15 minutes with the handle off.',
      'Hot is on the side marked hot, and the handle moves smoothly through its full range.',
      'Under the sink and around the handle base stay dry with the tap running.',
    ],
    callAProWhen: [
      'The shut-off valves under the sink do not work and you are unsure how to shut off the main.',
      'The cartridge is seized and will not come out with a puller.',
      'The faucet body is cracked, or water is leaking into the cabinet from the faucet base.',
    ],
  },
  {
    id: 'toilet-running',
    title: 'Stop a toilet that keeps running or refills by itself',
    item: 'toilet tank (flapper and fill valve)',
    category: 'plumbing',
    keywords: [
      'toilet',
      'running toilet',
      'toilet keeps running',
      'phantom flush',
      'toilet refills by itself',
      'flapper',
      'flush valve',
      'fill valve',
      'ballcock',
      'float',
      'overflow tube',
      'toilet tank',
      'flapper chain',
      'hissing toilet',
      'washroom',
    ],
    diagnosis: [
      {
        cause: 'Flapper not sealing (worn, warped or dirty seat)',
        signs:
          'The tank refills for a few seconds every so often with nobody flushing. A few drops of food colouring in the tank show up in the bowl within 15 minutes without flushing.',
      },
      {
        cause: 'Water level set too high, so water spills into the overflow tube',
        signs:
          'With the lid off, you can see water trickling into the top of the open overflow tube, and the fill valve never shuts off.',
      },
      {
        cause: 'Flapper chain too short, tangled or caught under the flapper',
        signs: 'The flapper does not sit flat; jiggling the handle stops the running for a while.',
      },
      {
        cause: 'Worn fill valve that does not shut off',
        signs:
          'The water keeps hissing even when the level is well below the overflow and the float is pushed up by hand.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Sponge and bucket', alternatives: ['Old towel'] },
      { name: 'Food colouring', alternatives: ['Dye tablet from a hardware store'] },
      { name: 'Screwdriver', alternatives: ['Only for fill valves with an adjustment screw'] },
      { name: 'Scouring pad (non-metal)' },
      { name: 'Rubber gloves' },
    ],
    materials: [
      {
        name: 'Replacement flapper',
        note: 'Match the flush valve opening (most are 2 in / 5 cm; many newer toilets use 3 in / 7.5 cm). The size is often moulded inside the tank or listed by the toilet model number on the back of the tank.',
      },
      {
        name: 'Universal fill valve kit',
        note: 'Only if the fill valve is faulty; check it fits the tank height.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Shut off the water supply at the valve behind the toilet before replacing a flapper or fill valve, and flush to empty the tank.',
      },
      {
        severity: 'low',
        text: 'The porcelain lid is heavy and breaks easily; lay it flat on a towel on the floor, not on the seat.',
      },
    ],
    steps: [
      {
        text: 'Remove the tank lid and watch the water after a flush. Note whether it rises above the top of the overflow tube and keeps spilling into it.',
      },
      {
        text: 'If the level is too high, lower the float: turn the adjustment screw or clip on the fill valve, or bend a float-arm rod slightly downward on older valves. Set the water about 1 in (2.5 cm) below the top of the overflow tube or at the fill line marked in the tank.',
      },
      {
        text: 'Check the chain: with the flapper closed, it should have about 1/2 in (1 cm) of slack. Shorten or lengthen it by moving the clip on the handle arm.',
      },
      {
        text: 'Do the dye test: put a few drops of food colouring in the tank and wait 15 minutes without flushing. Colour in the bowl means the flapper is leaking.',
      },
      {
        text: 'To replace the flapper, shut off the water at the valve behind the toilet (clockwise) and flush, holding the handle down to drain the tank. Sponge out the rest.',
        caution:
          'If the valve is stuck or leaks when turned, stop and shut off the main water valve instead of forcing it.',
      },
      {
        text: 'Unhook the chain and pull the flapper ears off the pegs on the overflow tube (or cut off the ring style if the new flapper uses the pegs).',
      },
      {
        text: 'Wipe the rim of the flush valve seat clean with a non-metal scouring pad. Feel for nicks or scale; a rough seat will make any flapper leak.',
      },
      {
        text: 'Fit the new flapper, centre it on the seat and connect the chain with about 1/2 in (1 cm) of slack. Turn the water on slowly.',
      },
      {
        text: 'If the fill valve still hisses with the float set low, replace it following the kit instructions: water off, tank empty, supply line off, lock nut under the tank removed, new valve set to the height shown, refill tube clipped to the overflow tube.',
      },
    ],
    verification: [
      'The tank fills and stops, with the water level below the top of the overflow tube.',
      'A second dye test shows no colour in the bowl after 15 minutes.',
      'The toilet stays silent for an hour without refilling on its own.',
      'The floor and the supply line connection stay dry.',
    ],
    callAProWhen: [
      'Water leaks from between the tank and the bowl, or the tank or bowl is cracked.',
      'The shut-off valve behind the toilet is missing, seized or leaking.',
      'The flush valve seat itself is cracked, which means taking the tank off the bowl.',
    ],
  },
  {
    id: 'toilet-weak-flush',
    title: 'Fix a toilet that does not flush completely',
    item: 'toilet',
    category: 'plumbing',
    keywords: [
      'toilet',
      'weak flush',
      'toilet not flushing',
      'incomplete flush',
      'toilet bowl slow to empty',
      'rim jets',
      'siphon jet',
      'flapper closes early',
      'tank water level',
      'toilet plunger',
      'closet auger',
      'toilet auger',
      'partial clog',
      'washroom',
    ],
    diagnosis: [
      {
        cause: 'Not enough water in the tank',
        signs:
          'The water level sits well below the fill line or more than about 1 in (2.5 cm) below the top of the overflow tube.',
      },
      {
        cause: 'Flapper closes too early because the chain is too slack',
        signs:
          'The flush starts strong but stops after a second or two, leaving water in the tank; holding the handle down gives a full flush.',
      },
      {
        cause: 'Partial clog in the toilet trap',
        signs: 'The bowl fills higher than normal then drains slowly, with or without gurgling.',
      },
      {
        cause: 'Mineral scale blocking the rim holes and siphon jet',
        signs:
          'Water runs straight down instead of swirling; white or brown crust shows under the rim when checked with a mirror.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 60 },
    tools: [
      {
        name: 'Flange toilet plunger',
        alternatives: ['A cup plunger works poorly on toilets; use one with the rubber flange'],
      },
      { name: 'Closet auger (toilet auger)', alternatives: ['Only if plunging fails'] },
      { name: 'Small mirror and flashlight' },
      { name: 'Stiff wire or bent paper clip for rim holes' },
      { name: 'Rubber gloves' },
    ],
    materials: [
      { name: 'White vinegar', note: 'To soften scale in the rim holes.' },
      { name: 'Replacement flapper or chain', note: 'Only if worn; match the flush valve size.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Never mix toilet cleaners. Bleach combined with vinegar, ammonia or acid bowl cleaners releases toxic gas. Flush the bowl clean with water between products.',
      },
      {
        severity: 'medium',
        text: 'Do not plunge or auger after pouring in a chemical drain opener: it can splash onto skin and eyes. Let it flush through first, wear gloves and goggles, and tell anyone helping.',
      },
      {
        severity: 'low',
        text: 'If the bowl is close to overflowing, shut off the water supply at the valve behind the toilet before flushing again.',
      },
    ],
    steps: [
      {
        text: 'Remove the tank lid and check the water level. Raise it to the fill line (or about 1 in / 2.5 cm below the top of the overflow tube) with the fill valve adjustment.',
      },
      {
        text: 'Flush and watch the flapper. If it drops back before the tank is mostly empty, shorten the chain so it has only about 1/2 in (1 cm) of slack.',
      },
      {
        text: 'If the bowl drains slowly, plunge: make sure there is enough water in the bowl to cover the plunger, seat the flange in the drain opening at the bottom of the bowl, and push and pull firmly 10 to 15 times before lifting.',
      },
      {
        text: 'If plunging fails, feed a closet auger into the bowl with the protected bend against the porcelain, crank clockwise while pushing gently, then pull it back out while cranking.',
        caution: 'Do not use a regular drain snake in a toilet; its bare cable can scratch the porcelain permanently.',
      },
      {
        text: 'To clear scale, shut off the water at the valve behind the toilet and flush to empty the tank and lower the bowl water. Use a mirror to see under the rim and poke each rim hole gently with a stiff wire.',
      },
      {
        text: 'Stuff paper towels soaked in white vinegar up under the rim or pour vinegar into the overflow tube so it runs out through the rim holes. Leave it for a few hours, then scrub and flush.',
        caution: 'Do not add bleach or other cleaners while vinegar is in the toilet.',
      },
      {
        text: 'Turn the water back on and flush two or three times to check the swirl and the strength.',
      },
    ],
    verification: [
      'The bowl empties with a strong swirl and a clear gulp at the end of each flush.',
      'Toilet paper clears in one flush.',
      'The bowl refills to its normal level and the tank stops filling.',
    ],
    callAProWhen: [
      'Other drains (tub, sink) gurgle or back up when the toilet is flushed: the clog may be in the main drain or the vent.',
      'An auger does not clear the clog, or something hard (a toy, a phone) is stuck in the trap.',
      'Sewage backs up into a floor drain or basement.',
    ],
  },
  {
    id: 'sink-drain-clogged',
    title: 'Clear a clogged sink drain',
    item: 'kitchen or bathroom sink drain',
    category: 'plumbing',
    keywords: [
      'sink',
      'clogged sink',
      'blocked drain',
      'slow sink drain',
      'kitchen sink',
      'bathroom sink',
      'vanity',
      'pop-up stopper',
      'p-trap',
      'plunger',
      'drain snake',
      'hand auger',
      'standing water in sink',
      'double sink',
      'hair clog',
    ],
    diagnosis: [
      {
        cause: 'Hair and soap caught on the pop-up stopper (bathroom sink)',
        signs: 'Water drains slowly, and lifting the stopper out shows a slimy mat of hair.',
      },
      {
        cause: 'Grease, coffee grounds or food packed in the trap (kitchen sink)',
        signs: 'The sink fills when the tap or dishwasher runs and drains very slowly or not at all.',
      },
      {
        cause: 'Clog in the drain pipe inside the wall, past the trap',
        signs:
          'The trap is clean when removed but water still backs up; a second sink on the same line may also be slow.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 75 },
    tools: [
      { name: 'Cup plunger (flat rubber cup)', alternatives: ['A clean plunger kept for sinks'] },
      { name: 'Plastic barbed drain-cleaning strip', alternatives: ['Straightened wire hanger with a small hook'] },
      { name: 'Bucket and old towels' },
      { name: 'Slip-joint pliers', alternatives: ['Hand-tighten only on plastic traps'] },
      { name: 'Hand drain auger (1/4 in cable)', alternatives: ['Only if the clog is past the trap'] },
      { name: 'Rubber gloves and safety glasses' },
    ],
    materials: [
      {
        name: 'Slip-joint washers',
        note: 'Replace any that are cracked or flattened: 1-1/4 in for bathroom sinks, 1-1/2 in for most kitchen sinks.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'If a chemical drain opener is already in the pipe, do not plunge or open the trap: it can splash onto skin and eyes. Wear gloves and safety glasses, flush with plenty of water first, and tell a plumber what was used.',
      },
      {
        severity: 'low',
        text: 'Do not run water in the sink while the trap is off. If someone else might, shut off the water supply at the valves under the sink.',
      },
    ],
    steps: [
      {
        text: 'Bathroom sink: reach under the sink, unscrew the pivot nut where the rod enters the back of the drain pipe, pull the rod out a little and lift out the stopper. Clean off the hair and slime, then reassemble.',
      },
      {
        text: 'Push a barbed drain strip down the drain, twist and pull it out to remove hair you cannot see. Repeat until it comes out clean.',
      },
      {
        text: 'Plunge: put a few inches of water in the sink, block the overflow hole with a wet rag (or the other drain of a double sink), seat the plunger over the drain and pump firmly 15 to 20 times.',
        caution:
          'On a kitchen sink with a dishwasher, clamp the dishwasher drain hose or hold it pinched so plunging does not push dirty water into the dishwasher.',
      },
      {
        text: 'If the sink is still blocked, place a bucket under the P-trap. Unscrew the two slip nuts by hand or with pliers and lower the trap, letting the water drain into the bucket.',
      },
      {
        text: 'Clean out the trap and look into the trap arm that goes into the wall. Note how the washers sit: the tapered side faces away from the nut.',
      },
      {
        text: 'If the trap was clear, feed a hand auger into the trap arm, tighten the lock, crank clockwise while pushing until you feel the clog give, then pull it back out while cranking.',
      },
      {
        text: 'Refit the trap with the washers in the same positions and tighten the slip nuts hand-tight plus a quarter turn. Run hot tap water for a minute.',
      },
    ],
    verification: [
      'A full sink of water drains in a few seconds with a steady swirl.',
      'A dry paper towel wiped around each slip nut stays dry while the water runs.',
      'Other drains on the same line are not slow or gurgling.',
    ],
    callAProWhen: [
      'Several drains in the home are slow or back up at once: the clog is likely in the main drain.',
      'The auger cannot pass the clog, or the drain pipe in the wall is cracked or corroded.',
      'Sewage smells or backs up into a basement floor drain.',
    ],
  },
  {
    id: 'shower-drain-slow',
    title: 'Clear a slow shower or bathtub drain',
    item: 'shower or bathtub drain',
    category: 'plumbing',
    keywords: [
      'shower drain',
      'bathtub drain',
      'tub drain',
      'slow drain',
      'standing water in shower',
      'hair clog',
      'drain strainer',
      'tub stopper',
      'toe-touch stopper',
      'trip lever',
      'overflow plate',
      'bathroom',
      'washroom',
      'gurgling drain',
    ],
    diagnosis: [
      {
        cause: 'Hair and soap scum caught under the strainer or on the stopper',
        signs:
          'Water pools around your feet during a shower and drains slowly afterwards; the strainer holes are furred with hair.',
      },
      {
        cause: 'Clog in the trap under the tub or shower',
        signs: 'The strainer and stopper are clean but water still drains slowly, sometimes with gurgling.',
      },
      {
        cause: 'Stopper linkage not opening fully (trip-lever tubs)',
        signs: 'The tub drains fast with the overflow plate and linkage removed and slowly once they are back in.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Screwdriver (flat and Phillips)' },
      { name: 'Needle-nose pliers', alternatives: ['Tweezers for small amounts of hair'] },
      { name: 'Plastic barbed drain-cleaning strip', alternatives: ['Straightened wire hanger with a small hook'] },
      { name: 'Cup plunger', alternatives: ['A clean sink plunger'] },
      { name: 'Hand drain auger (1/4 in cable)', alternatives: ['Only if the clog is in the trap'] },
      { name: 'Rubber gloves' },
    ],
    materials: [
      {
        name: 'Hair catcher for the drain',
        note: 'Optional, to stop the clog coming back; pick one that fits the strainer size.',
      },
      { name: 'Replacement overflow plate gasket', note: 'Only if the old one is torn.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Avoid chemical drain openers. If one has already been used, do not plunge: wear gloves and eye protection and flush with lots of water first.',
      },
      {
        severity: 'low',
        text: 'A wet tub is slippery: kneel on a folded towel and keep tools out of the tub floor where you step.',
      },
      {
        severity: 'low',
        text: 'Do not pour boiling water into drains with plastic pipes or into a porcelain sink or tub; very hot tap water is enough.',
      },
    ],
    steps: [
      {
        text: 'Shower: remove the strainer cover. Most unscrew with one or two screws or lift out with a flat screwdriver at the edge.',
      },
      {
        text: 'Tub: take out the stopper. A toe-touch stopper comes out by unscrewing its cap counterclockwise and then the post under it; a lift-and-turn stopper has a small set screw on the knob; a trip-lever stopper comes out with the overflow plate by removing its two screws and pulling the linkage up.',
      },
      {
        text: 'Pull out the hair with pliers, then push a barbed drain strip down the drain and twist it to reach deeper hair. Repeat until it comes out clean.',
      },
      {
        text: 'Run hot tap water. If it is still slow, plunge: cover the overflow opening with a wet rag held firmly, put enough water in to cover the plunger cup and pump 15 to 20 times.',
      },
      {
        text: 'If plunging fails, feed a hand auger through the drain (or through the overflow opening for tubs, where it reaches the trap more easily), crank clockwise as you push, and pull it back out while cranking.',
      },
      {
        text: 'Clean the stopper and linkage, refit them, and adjust the linkage if the stopper does not lift fully. Refit the overflow plate with its gasket and the strainer.',
      },
    ],
    verification: [
      'A full tub drains steadily in a few minutes, and a shower leaves no standing water.',
      'The stopper opens and closes fully.',
      'No water seeps around the overflow plate.',
    ],
    callAProWhen: [
      'The toilet or nearby sink gurgles or backs up when the tub drains.',
      'The auger stops at something hard or cannot get past the trap.',
      'Water stains appear on the ceiling below the tub, which can mean a leaking drain connection.',
    ],
  },
  {
    id: 'p-trap-leak',
    title: 'Fix a leaking P-trap under the sink',
    item: 'sink P-trap',
    category: 'plumbing',
    keywords: [
      'p-trap',
      'sink trap',
      'drain trap',
      'leak under sink',
      'dripping pipe',
      'slip nut',
      'slip-joint washer',
      'tailpiece',
      'trap arm',
      'under-sink leak',
      'wet cabinet',
      'drain pipe leak',
    ],
    diagnosis: [
      {
        cause: 'Loose slip nut',
        signs: 'Drips form at one nut only when water drains; the nut turns easily by hand.',
      },
      {
        cause: 'Worn, missing or misplaced slip-joint washer, or pipes out of line',
        signs: 'The nut is tight but still leaks; the pipes do not line up straight into each other.',
      },
      {
        cause: 'Cracked plastic trap or corroded metal trap',
        signs: 'Water seeps from the curved part itself; metal traps show green or white crust, rust or pinholes.',
      },
      {
        cause: 'Leak higher up, at the sink basket strainer or tailpiece',
        signs: 'Water runs down onto the trap from above; the underside of the sink drain is wet.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Bucket and towels' },
      { name: 'Slip-joint pliers', alternatives: ['Hand strength alone for plastic nuts'] },
      { name: 'Flashlight', alternatives: ['Phone light'] },
      { name: 'Dry paper towels for finding the leak' },
    ],
    materials: [
      {
        name: 'Slip-joint washers',
        note: 'Match the pipe size: 1-1/4 in (32 mm) for most bathroom sinks, 1-1/2 in (38 mm) for most kitchen sinks. Measure the outside of the pipe.',
      },
      {
        name: 'P-trap kit',
        note: 'Only if the trap is cracked or corroded; same diameter as the old one. Plastic (PVC or ABS) kits are easiest.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'low',
        text: 'Trap water is dirty and may hold drain cleaner; wear gloves and eye protection when opening the trap.',
      },
      {
        severity: 'low',
        text: 'Do not run water while the trap is off. If someone else might, shut off the water supply at the valves under the sink.',
      },
    ],
    steps: [
      {
        text: 'Empty the cabinet and dry all the pipes. Run water into the sink and watch with a flashlight, wiping each joint with a dry paper towel to find exactly where the water starts.',
      },
      {
        text: 'If the leak is at a slip nut, tighten it by hand, then a further quarter turn with pliers. Plastic nuts crack if forced.',
      },
      {
        text: 'If it still leaks, put a bucket under the trap, undo both slip nuts and remove the trap.',
      },
      {
        text: 'Check each washer: the tapered side must face away from the nut, into the joint. Replace any washer that is flat, hard, cracked or missing.',
      },
      {
        text: 'Refit the trap so the pipes meet straight, without bending them to fit. Loosen the other joints slightly if needed to line everything up, then tighten all nuts hand-tight plus a quarter turn.',
        caution:
          'Do not wrap slip-joint threads with tape or putty: the washer makes the seal, and extra material can stop it seating.',
      },
      {
        text: 'If the trap is cracked or corroded, replace it with a kit of the same diameter, cutting the tailpiece or trap arm with a hacksaw only if the new parts are longer.',
      },
      {
        text: 'Fill the sink, pull the plug and check every joint with a dry paper towel as the full basin drains.',
      },
    ],
    verification: [
      'A dry paper towel wiped around each joint after draining a full sink stays dry.',
      'The cabinet floor is dry the next day.',
    ],
    callAProWhen: [
      'The leak is where the trap arm enters the wall, or the pipe in the wall is loose or cracked.',
      'The sink basket strainer leaks and you are not comfortable removing and resetting it.',
      'The cabinet floor is soft or mouldy from a long-running leak.',
    ],
  },
  {
    id: 'faucet-aerator-low-flow',
    title: 'Restore water flow by cleaning the faucet aerator',
    item: 'faucet aerator',
    category: 'plumbing',
    keywords: [
      'aerator',
      'faucet aerator',
      'low water pressure',
      'weak flow',
      'sputtering tap',
      'spraying sideways',
      'faucet screen',
      'flow restrictor',
      'sediment',
      'mineral buildup',
      'hard water',
      'pull-down sprayer',
      'tap',
    ],
    diagnosis: [
      {
        cause: 'Aerator screen clogged with sediment or scale',
        signs:
          'Low or uneven flow at one tap only, often after plumbing or city water-main work; the stream sprays sideways.',
      },
      {
        cause: 'Shut-off valve under the sink partly closed',
        signs: 'Flow is low from one tap, and the valve under the sink is not turned fully counterclockwise.',
      },
      {
        cause: 'Debris in the cartridge inlet screens or a kinked supply line',
        signs: 'Flow is still low with the aerator removed.',
      },
      {
        cause: 'Low pressure to the whole house, or sediment in the water heater',
        signs: 'Every tap is weak, or only the hot water is weak everywhere.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      { name: 'Slip-joint pliers with tape or a cloth on the jaws', alternatives: ['Bare hands for most aerators'] },
      {
        name: 'Aerator key',
        alternatives: ['Only needed for hidden (cache) aerators; often supplied with the faucet'],
      },
      { name: 'Old toothbrush' },
      { name: 'Small bowl' },
    ],
    materials: [
      { name: 'White vinegar', note: 'Soak for 30 minutes to an hour to dissolve scale.' },
      {
        name: 'Replacement aerator',
        note: 'Only if damaged. Take the old one to the store: match the thread size and whether it is male (threads outside) or female (threads inside), and the flow rating stamped on its side.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'low',
        text: 'Close the sink drain before you start so small parts cannot fall in. Keep the faucet off while the aerator is out.',
      },
      {
        severity: 'low',
        text: 'Do not force the shut-off valve if it is stiff; old valves can start leaking at the stem. Shut off the water supply at the main if a valve begins to leak.',
      },
    ],
    steps: [
      {
        text: 'Check other taps first. If all are weak, the problem is not the aerator (see when to call a pro).',
      },
      {
        text: 'Close the drain. Unscrew the aerator from the end of the spout: counterclockwise when looking up at it from below. If it is tight, wrap it with a cloth and use pliers gently.',
      },
      {
        text: 'With the aerator off, turn the tap on briefly. If the flow is now strong, the aerator was the problem. If it is still weak, check that the supply valve under the sink is fully open.',
      },
      {
        text: 'Take the aerator apart over a bowl, laying the screens, washers and insert out in order or photographing them.',
      },
      {
        text: 'Rinse out grit, scrub with a toothbrush and soak the parts in white vinegar for 30 to 60 minutes if they are crusted with scale. Rinse well.',
      },
      {
        text: 'Reassemble in the same order with the rubber washer on top, and screw the aerator back on hand-tight.',
      },
      {
        text: 'For pull-down sprayers, unscrew the spray head and check the small screen where it meets the hose, cleaning it the same way.',
      },
    ],
    verification: [
      'The stream is full, straight and steady at both hot and cold.',
      'No water leaks around the aerator threads.',
    ],
    callAProWhen: [
      'Every tap in the home has low pressure.',
      'Only the hot water is weak everywhere, which points to the water heater or its valves.',
      'Flow stays low with the aerator off and the valve fully open.',
    ],
  },
  {
    id: 'supply-line-leak',
    title: 'Replace a leaking faucet or toilet water supply line',
    item: 'braided water supply line',
    category: 'plumbing',
    keywords: [
      'supply line',
      'water supply hose',
      'braided line',
      'faucet connector',
      'toilet connector',
      'shut-off valve',
      'stop valve',
      'angle stop',
      'compression nut',
      'leak under sink',
      'leak behind toilet',
      'dripping connection',
      'bulging hose',
    ],
    diagnosis: [
      {
        cause: 'Loose nut at either end of the line',
        signs:
          'Water beads at the nut on the valve or on the faucet or toilet end; the nut can be turned a little by hand.',
      },
      {
        cause: 'Worn-out supply line',
        signs:
          'The line is kinked, bulging, rusty on the braid or older than about 10 years; plastic lines may be cracked at the end fittings.',
      },
      {
        cause: 'Leaking shut-off valve stem',
        signs: 'Water comes from behind the valve handle, often after the valve was turned.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 45 },
    tools: [
      { name: 'Two adjustable wrenches', alternatives: ['One wrench plus slip-joint pliers'] },
      { name: 'Basin wrench', alternatives: ['Only for faucet connections high up behind a sink'] },
      { name: 'Bucket and towels' },
      { name: 'Tape measure' },
    ],
    materials: [
      {
        name: 'Braided stainless steel supply line',
        note: 'Measure the distance from the valve to the connection and buy the next length up. Match both ends: most sink shut-offs are 3/8 in compression; faucet ends are often 3/8 in compression or 1/2 in; toilets use a 7/8 in toilet connector at the tank.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Shut off the water supply at the shut-off valve before loosening the line. If the valve does not close fully, shut off the main water valve for the house.',
      },
      {
        severity: 'low',
        text: 'Do not overtighten: cracked plastic toilet tank nuts and crushed compression fittings cause floods later.',
      },
    ],
    steps: [
      {
        text: 'Turn the shut-off valve clockwise until it stops, then open the faucet or flush the toilet to confirm the water is off.',
        caution:
          'If the valve does not stop the water or starts to leak at its stem, shut off the main valve and leave that valve for a plumber.',
      },
      {
        text: 'If only a nut was loose, try tightening it a quarter turn while holding the valve body with a second wrench, then turn the water back on and check. Stop here if that cures it.',
      },
      {
        text: 'To replace the line, place a towel and bucket below it. Unscrew the nut at the valve, holding the valve still with the second wrench so it does not twist on its pipe.',
      },
      {
        text: 'Unscrew the top nut at the faucet tailpiece or the toilet fill valve (a basin wrench helps behind a sink). Let the line drain into the bucket.',
      },
      {
        text: 'Thread the new line on by hand at both ends first so the threads do not cross, then tighten with a wrench: about a quarter turn past hand-tight for metal nuts; hand-tight only for plastic toilet nuts unless the maker says otherwise.',
        caution: 'No thread tape is needed on compression or rubber-washer ends; the cone or washer makes the seal.',
      },
      {
        text: 'Route the line in a smooth curve without kinks or sharp bends.',
      },
      {
        text: 'Turn the valve on slowly and counterclockwise all the way. If the valve stem weeps, snug its packing nut (just behind the handle) by an eighth of a turn.',
      },
    ],
    verification: [
      'A dry paper towel wrapped around each connection stays dry after 10 minutes with the water on.',
      'The faucet runs or the toilet refills normally.',
      'Check again the next day; slow leaks can take hours to show.',
    ],
    callAProWhen: [
      'There is no shut-off valve, or the valve is corroded, soldered in place, or will not shut off.',
      'The pipe behind the valve moves, drips or comes out of the wall loose.',
      'Water has soaked the floor or subfloor.',
    ],
  },
];
