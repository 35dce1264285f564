import type { RepairGuide } from '../repair-guide.js';

export const bicyclesGuides: readonly RepairGuide[] = [
  {
    id: 'bike-flat-tire-tube',
    title: 'Fix a flat bike tire by replacing the inner tube',
    item: 'bicycle tire and inner tube',
    category: 'bicycles',
    keywords: [
      'flat tire',
      'flat tyre',
      'bike tire',
      'inner tube',
      'puncture',
      'tire levers',
      'presta valve',
      'schrader valve',
      'pinch flat',
      'tube patch',
      'rim tape',
      'bicycle wheel off',
      'slow leak',
    ],
    diagnosis: [
      {
        cause: 'Puncture from glass, a thorn or wire',
        signs: 'A single small hole in the tube on the tread side, often with the object still stuck in the tire.',
      },
      {
        cause: 'Pinch flat from a hit with low pressure',
        signs: 'Two small slits side by side (snake bite) after hitting a curb or pothole; the tire was soft before.',
      },
      {
        cause: 'Rim tape or spoke hole problem',
        signs:
          'The hole is on the inside of the tube facing the rim; the rim tape has shifted or split over a spoke hole.',
      },
      {
        cause: 'Valve leak or worn tire',
        signs:
          'Air leaks at the valve base or stem, or the tire casing shows through the tread or has a cut in its sidewall.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 45 },
    tools: [
      { name: 'Tire levers (2 or 3)', alternatives: ['sturdy plastic spoons for loose tires; never screwdrivers'] },
      { name: 'Bike pump with a head that fits your valve (Presta or Schrader)' },
      { name: '15 mm wrench for wheels held by axle nuts' },
      { name: 'Bucket of water, only to find a small leak' },
    ],
    materials: [
      {
        name: 'Inner tube',
        note: 'Match the size printed on the tire sidewall (for example 700x25c, 26x2.1 or 29x2.3, or the ETRTO number such as 25-622) and the valve type. For deep rims, choose a Presta valve long enough to stick out of the rim.',
      },
      { name: 'Patch kit', note: 'Optional, to repair the old tube later.' },
      { name: "Rim tape of the rim's width", note: 'Only if the old tape is damaged or off-centre.' },
      { name: 'Tire boot', note: 'A temporary patch for a small cut in the tire itself; replace the tire soon.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Before riding, make sure the wheel is fully seated and its quick release, thru-axle or nuts are tight, and that rim brakes are closed again. A loose wheel or open brake can cause a crash.',
      },
      {
        severity: 'medium',
        text: 'Feel inside the tire slowly with your fingertips: glass and wire left in the tire can cut you.',
      },
      {
        severity: 'medium',
        text: 'Do not inflate above the maximum pressure printed on the tire or rim. On an e-bike, turn the system off and remove the battery before taking out a wheel with a hub motor, and unplug the motor cable first.',
      },
    ],
    steps: [
      {
        text: "For a rear wheel, shift to the smallest rear cog. Open a rim brake's quick-release lever, or unhook the V-brake cable noodle, so the tire fits past the pads.",
      },
      {
        text: 'Open the quick release, unscrew the thru-axle or loosen the axle nuts, and take the wheel out. For the rear, pull the derailleur back to free the chain.',
        caution:
          'With disc brakes, do not squeeze the brake lever while the wheel is out: the pads will close together.',
      },
      {
        text: 'Let all the air out (Presta: unscrew the small tip nut and press it; Schrader: press the centre pin). Push both tire edges into the middle of the rim all the way round, then hook the levers under one tire edge opposite the valve and run one lever around to free that side.',
      },
      {
        text: 'Pull the tube out. Pump it up a little and find the hole by listening or by dipping it in water, then hold it against the tire to see where on the tire the damage came from.',
      },
      {
        text: 'Check the tire carefully inside and out at that spot and all round, and remove anything stuck in it. Check that the rim tape covers every spoke hole.',
        caution: 'Run your fingers slowly inside the tire: hidden glass or wire can cut.',
      },
      {
        text: 'Put just enough air in the new tube to give it shape. Push the valve through the rim hole and tuck the tube into the tire all the way round.',
      },
      {
        text: "Starting at the valve, push the tire edge back onto the rim with your thumbs, working both ways round. For the last tight section, push the edge already on into the rim's middle to gain slack. Use a lever only if you must, and make sure the tube is not caught under it.",
      },
      {
        text: 'Pump to a low pressure and check that the line moulded on the tire sits evenly just above the rim on both sides. Let air out and reseat any low spot, then pump to a pressure within the range on the sidewall.',
      },
      {
        text: 'Put the wheel back fully into the dropouts, centred, and tighten the quick release, thru-axle or nuts. Close the rim brake again.',
        caution:
          'Squeeze the brakes and spin the wheel before riding: the wheel must be tight and the brake must stop it.',
      },
    ],
    verification: [
      'The tire still holds pressure after a few hours.',
      'Spinning the wheel shows no bulge or hop in the tire, and it does not rub the frame or brakes.',
      'Both brakes stop the bike firmly in a slow test ride.',
    ],
    callAProWhen: [
      'The tire has a bulge, a cut in the sidewall, or flats keep happening with no cause found.',
      'The bike has tubeless tires that will not seal, a hub gear, or an e-bike hub motor you are not sure how to remove.',
      'The rim is dented, cracked or shows a worn, concave braking surface.',
    ],
  },
  {
    id: 'bike-chain-slipping',
    title: 'Fix a bike chain that slips or skips',
    item: 'bicycle chain and cassette',
    category: 'bicycles',
    keywords: [
      'chain slipping',
      'chain skipping',
      'chain jumps',
      'pedals slip',
      'bike chain',
      'worn chain',
      'chain stretch',
      'chain checker',
      'cassette',
      'freewheel',
      'stiff link',
      'quick link',
      'chain tool',
    ],
    diagnosis: [
      {
        cause: 'Worn chain and cogs',
        signs:
          'The chain skips when you push hard on the pedals, mostly in the gears you use most; the chain measures long with a ruler or checker.',
      },
      {
        cause: 'Gears out of adjustment or a bent derailleur hanger',
        signs:
          'The chain clicks, rattles or tries to change gear on its own; the derailleur hangs crooked after a fall.',
      },
      {
        cause: 'Stiff link',
        signs:
          'A jump or click happens once every few pedal turns; watching the chain through the derailleur pulleys shows a link that does not bend.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Chain wear checker', alternatives: ['a ruler or tape measure in inches'] },
      { name: "Chain tool (chain breaker) suitable for your chain's number of speeds" },
      { name: 'Quick-link pliers', alternatives: ['pushing the link open by hand on some chains'] },
      { name: 'Rags and gloves' },
    ],
    materials: [
      {
        name: 'New chain',
        note: 'Match the number of rear gears (for example 8, 9, 10, 11 or 12 speed); single-speed bikes use wider chains. Count links on the old chain to set length.',
      },
      {
        name: 'Quick link or connecting pin for that chain',
        note: "Many chains come with one; it must match the chain's speed count.",
      },
      { name: 'Chain lube' },
      {
        name: 'Cassette or freewheel',
        note: 'Only if a new chain skips on the old cogs; match the speed count and range of teeth.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'A chain that skips while you push hard can make your foot slip and throw you off the bike. Do not ride in traffic until it is fixed, and test the repair in a quiet place.',
      },
      {
        severity: 'medium',
        text: 'Keep fingers away from the chainring, chain and derailleur pulleys when turning the pedals by hand: they can pinch and cut.',
      },
      { severity: 'low', text: 'Chains are greasy: wear gloves and keep lube off the tires and brakes.' },
    ],
    steps: [
      {
        text: 'Lift the rear wheel (bike stand or a helper), turn the pedals and shift through every gear. Note whether the skip happens in one gear, all gears, or once per few turns.',
        caution: 'Keep your fingers clear of the chain and cogs while the pedals turn.',
      },
      {
        text: 'Measure chain wear with a checker, or with a ruler: 12 full links (from one pin to the 12th pin after it) measure exactly 12 in on a new chain. Replace the chain at about 12-1/16 in on 11- and 12-speed chains, or 12-3/32 in on chains with 10 or fewer speeds.',
      },
      {
        text: 'Backpedal slowly and watch the chain pass over the lower derailleur pulley. A link that stays bent is stiff: flex it sideways firmly with both hands until it moves freely, then lube it.',
      },
      {
        text: 'To replace the chain, open the quick link with pliers or push out a pin with the chain tool, and pull the old chain off.',
      },
      {
        text: 'Lay the new chain beside the old one and shorten it to the same number of links with the chain tool (count links rather than measuring, since the old chain has stretched).',
      },
      {
        text: 'Thread the new chain through the front derailleur, over a cog, and through the rear derailleur pulleys the same way the old one ran, then join it with the quick link or connecting pin as the chain maker says.',
      },
      {
        text: 'Turn the pedals until the quick link is on the top stretch of chain, then hold the rear brake and push down hard on a pedal to snap the link closed. Check that every link bends freely.',
      },
      {
        text: 'Pedal hard in each gear on a stand, then on a slow test ride. If the new chain skips in the most-used gears, the cogs are worn too and the cassette or freewheel needs replacing.',
        caution: 'Test in a quiet place, seated and at low speed first.',
      },
    ],
    verification: [
      'The chain does not skip when you stand on the pedals in each of the gears you use most.',
      'Every link bends freely and shifting works in all gears.',
    ],
    callAProWhen: [
      'A new chain skips on the old cogs and you do not have the cassette lockring tool and chain whip to replace them.',
      'The derailleur hangs crooked: the hanger needs straightening with a shop alignment tool or replacing.',
      'The bike has an internal hub gear or belt drive.',
    ],
  },
  {
    id: 'bike-rim-brake-adjust',
    title: 'Adjust bike rim brakes that are weak or rub',
    item: 'bicycle rim brakes (V-brake or caliper)',
    category: 'bicycles',
    keywords: [
      'rim brake',
      'v-brake',
      'caliper brake',
      'cantilever brake',
      'brake pads',
      'brake shoes',
      'weak brakes',
      'brake rubs rim',
      'squealing brakes',
      'brake lever touches handlebar',
      'barrel adjuster',
      'brake cable',
    ],
    diagnosis: [
      {
        cause: 'Worn pads or a stretched cable',
        signs: "The brake lever pulls close to the handlebar before the bike stops; the pads' grooves are nearly gone.",
      },
      {
        cause: 'Pads out of line with the rim',
        signs: 'Pads touch the tire or hang below the rim, squeal loudly, or wear unevenly.',
      },
      {
        cause: 'Brake off centre',
        signs: 'One pad rubs the rim all the time while the other has a wide gap.',
      },
      {
        cause: 'Dirty or oily rims and pads',
        signs: 'Weak braking with black streaks on the rim, especially in wet weather or after lubing the chain.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 60 },
    tools: [
      { name: 'Hex keys (4 and 5 mm are common)' },
      { name: 'Small Phillips screwdriver for the centring screws' },
      { name: 'Clean rags and fine sandpaper' },
      { name: 'Business card or thin cardboard as a spacer for pad toe-in' },
    ],
    materials: [
      {
        name: 'Brake pads',
        note: 'Match the brake type (V-brake or linear-pull, road caliper or cantilever) and the pad mount (threaded post, smooth post or cartridge). Carbon rims need pads made for carbon.',
      },
      { name: 'Brake cable and housing', note: 'If the cable is frayed or rusty or the lever feels gritty.' },
      { name: 'Isopropyl alcohol', note: 'To clean rims and pads.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Brakes are what stop you: test them hard while standing still, then at walking speed, before you ride in traffic. If they do not stop the bike firmly, do not ride it.',
      },
      {
        severity: 'high',
        text: "Keep oil, chain lube and polish off the rims and pads; they make brakes slip. Check the rim's wear indicator: a rim worn thin can crack under pressure.",
      },
      { severity: 'low', text: 'Cable ends are sharp: crimp a cable end cap on after any cable work.' },
    ],
    steps: [
      {
        text: "Check the pads. Replace them if the grooves are gone, the wear line is reached, or metal shows. Check the rim's braking surface: a rim that is dished in or has a worn-through wear indicator groove needs replacing.",
      },
      {
        text: 'Wipe the rims and pads with isopropyl alcohol. Lightly sand a glazed, shiny pad surface and pick out any metal bits stuck in the pads.',
      },
      {
        text: "Line up each pad: loosen its bolt, squeeze the brake so the pad sits flat on the middle of the rim's braking surface (not touching the tire, not below the rim), with the front edge touching slightly first (a card between the back of the pad and the rim helps), then tighten the bolt.",
        caution: 'A pad that touches the tire can wear through it and cause a blowout.',
      },
      {
        text: 'Set cable tension: turn the barrel adjuster at the lever or brake counter-clockwise (unscrewing it outward) to bring the pads closer to the rim, or clockwise to move them away. For bigger changes, loosen the cable anchor bolt, pull the cable through, and tighten the bolt.',
      },
      {
        text: 'Centre the brake. On a V-brake, turn the small spring screw on the side of the arm whose pad rubs clockwise to pull that pad away, in small steps. On a road caliper, turn the centring screw or twist the whole brake slightly at its mounting bolt.',
      },
      {
        text: 'Check the cable for frays and the anchor bolt for tightness, and make sure any brake quick-release is closed.',
      },
      {
        text: 'Squeeze each lever hard: it should stop firmly with at least 1 in (2.5 cm) of space left before the handlebar, and the wheel should spin freely with the lever released.',
        caution: 'Test ride slowly in a quiet place before riding in traffic.',
      },
    ],
    verification: [
      'Standing beside the bike, squeezing the lever and pushing forward, the wheel does not turn.',
      'The wheel spins freely without rubbing, and the pads hit the rim squarely.',
      'A slow test ride stops the bike smoothly and without loud squealing.',
    ],
    callAProWhen: [
      'The rim is worn thin, cracked or bent.',
      'The lever still pulls to the handlebar after adjusting, or the cable is seized in its housing.',
      'You are not confident the brakes are safe after adjusting them.',
    ],
  },
  {
    id: 'bike-disc-brake-adjust',
    title: 'Fix rubbing or weak bike disc brakes',
    item: 'bicycle disc brakes (mechanical or hydraulic)',
    category: 'bicycles',
    keywords: [
      'disc brake',
      'disk brake',
      'brake rotor',
      'brake rub',
      'rotor rubbing',
      'brake caliper',
      'hydraulic brake',
      'mechanical disc brake',
      'squealing disc brake',
      'spongy brake lever',
      'bent rotor',
      'disc brake pads',
      'bed in',
    ],
    diagnosis: [
      {
        cause: 'Caliper out of line with the rotor',
        signs: 'A steady light rub all the way round, often after the wheel was taken out and put back.',
      },
      {
        cause: 'Bent rotor',
        signs: 'A rub or swish at one spot on each turn; you can see the rotor wobble between the pads.',
      },
      {
        cause: 'Oil on the pads or rotor',
        signs:
          'Loud squeal or honk and weak braking after lubing the chain, cleaning the bike with sprays, or a leaking brake.',
      },
      {
        cause: 'Worn pads or air in a hydraulic brake',
        signs:
          'Scraping metal sounds and the lever pulls further than before (worn pads), or the lever feels soft and spongy and can reach the handlebar (air in the system).',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 60 },
    tools: [
      { name: 'Hex keys (usually 5 mm for caliper bolts) and Torx T25 for rotor bolts' },
      { name: 'Flashlight and a sheet of white paper to see the pad gap' },
      { name: 'Plastic tire lever to push pistons back', alternatives: ['a clean plastic pad spreader'] },
      { name: 'Rotor truing tool', alternatives: ['an adjustable wrench padded with a rag, used gently'] },
      { name: 'Nitrile gloves and clean rags' },
    ],
    materials: [
      {
        name: 'Disc brake pads',
        note: 'Match the caliper model (pad shapes differ) and a compound your rotors allow (resin/organic or metallic/sintered; the rotor is often marked "resin only").',
      },
      {
        name: 'Isopropyl alcohol',
        note: 'To clean rotors; do not use general-purpose sprays or degreasers on the brakes.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Brakes are what stop you: test them hard while standing still and at walking speed before riding. Do not ride with contaminated pads, worn pads or a spongy lever.',
      },
      {
        severity: 'medium',
        text: 'Rotors get very hot after riding and their edges can cut fingers when the wheel spins. Let them cool and keep fingers out of the rotor.',
      },
      {
        severity: 'medium',
        text: 'Do not squeeze a hydraulic brake lever with the wheel or pads removed: the pistons will push out and may need a shop to reset. Never mix brake fluid types.',
      },
    ],
    steps: [
      {
        text: 'Lift the wheel and spin it. Hold white paper behind the caliper and look through the slot to see which side the rotor rubs and whether it rubs all round or at one spot.',
        caution: 'Let the rotor cool and keep fingers away from it while it spins.',
      },
      {
        text: 'Loosen the quick release or thru-axle, push the wheel fully into the dropouts, and tighten it again. This alone often fixes a rub.',
      },
      {
        text: 'For a rub all the way round: loosen the two caliper mounting bolts just enough that the caliper can slide sideways, squeeze and hold the brake lever, and tighten the bolts in turn while holding it. Release and spin to check. On a mechanical brake, also set the inner pad with its adjusting knob.',
      },
      {
        text: 'For a rub at one spot: find where the rotor touches, and bend it back a little at a time with the rotor truing tool, checking as you go.',
        caution: 'Wear gloves; do not bend the rotor with bare hands or with oily gloves.',
      },
      {
        text: "Take out the wheel and the pads (remove the retaining pin or clip). Replace them if the friction material is thinner than the brake maker's minimum (often about 0.5 mm) or if they have been in contact with oil.",
      },
      {
        text: 'For new pads on hydraulic brakes, push the pistons back into the caliper with a clean plastic tire lever, fit the pads and retaining pin, and clean the rotor with isopropyl alcohol. Reinstall the wheel.',
      },
      {
        text: 'Pump the lever several times until it feels firm. Bed in new pads: ride to a moderate speed and brake firmly to walking speed 10 to 20 times without locking the wheel.',
        caution: 'Do this on a quiet, flat road or path away from traffic.',
      },
    ],
    verification: [
      'The wheel spins with no rub, or at most a faint brief touch.',
      'The lever stops firmly well before the handlebar and stays firm when held.',
      'The brake stops the bike strongly and quietly in a test ride.',
    ],
    callAProWhen: [
      'A hydraulic lever feels spongy or reaches the handlebar: the system needs bleeding.',
      'A caliper leaks fluid or the pistons stick.',
      'The rotor is badly bent, cracked or worn thinner than its minimum marking.',
    ],
  },
  {
    id: 'bike-rear-derailleur-indexing',
    title: 'Adjust a rear derailleur that shifts badly',
    item: 'bicycle rear derailleur',
    category: 'bicycles',
    keywords: [
      'derailleur',
      'rear derailleur',
      'gear shifting',
      'gears not shifting',
      'ghost shifting',
      'chain rattles',
      'indexing',
      'shifter cable',
      'barrel adjuster',
      'limit screws',
      'derailleur hanger',
      'bike gears',
    ],
    diagnosis: [
      {
        cause: 'Cable tension off',
        signs:
          'Slow or missed shifts to bigger cogs (too slack) or to smaller cogs (too tight); the chain rattles in some gears.',
      },
      {
        cause: 'Bent derailleur hanger',
        signs:
          'Seen from behind, the derailleur pulleys are not straight up and down under the cogs; shifting went bad after the bike fell on its right side.',
      },
      {
        cause: 'Dirty, frayed or sticky cable or housing',
        signs: 'Shifting changes from day to day, the shifter feels stiff, or the cable is frayed or rusty.',
      },
      {
        cause: 'Limit screws set wrong',
        signs: 'The chain falls off the smallest cog into the frame or past the largest cog toward the spokes.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 60 },
    tools: [
      { name: 'Bike stand', alternatives: ['hang the bike by its saddle from a strap or have a helper lift the back'] },
      { name: 'Small Phillips screwdriver for the limit screws' },
      { name: 'Hex keys (usually 5 mm)' },
    ],
    materials: [
      {
        name: 'Shift cable and housing',
        note: 'If frayed or sticky; shift cables are thinner than brake cables and have a different end.',
      },
      {
        name: 'Replacement derailleur hanger',
        note: 'Only if bent beyond straightening; hangers are specific to the frame make and model.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'If the chain can go past the largest cog, it can jam in the spokes and lock the rear wheel while riding. Check this on a stand before riding.',
      },
      {
        severity: 'medium',
        text: 'Keep fingers away from the chain, cogs and derailleur pulleys while turning the pedals.',
      },
    ],
    steps: [
      {
        text: 'Lift the rear wheel so it can turn. Shift the front to the middle or smaller ring and the rear to the smallest cog.',
      },
      {
        text: 'Look from behind: the derailleur pulleys should hang straight down in line with the cog above them. If the derailleur leans in toward the wheel, the hanger is bent: stop and have it straightened or replaced.',
      },
      {
        text: 'Check the cable for frays or rust and the housing ends for being fully seated in their stops.',
      },
      {
        text: 'Turn the pedals and shift one click toward the larger cogs. If the chain hesitates or does not move, turn the barrel adjuster (at the derailleur or shifter) a quarter turn counter-clockwise, unscrewing it outward, to add tension. If it jumps two cogs or rattles, turn it clockwise.',
        caution: 'Keep fingers clear of the chain and pulleys while pedalling.',
      },
      {
        text: 'Shift one click at a time through every gear up and back down, making quarter-turn adjustments until each click moves the chain promptly by one cog and it runs quietly.',
      },
      {
        text: 'Only if the chain goes past the smallest or largest cog: on the smallest cog, turn the H screw until the top pulley sits just under the cog; on the largest cog, push the derailleur gently inward by hand while pedalling and turn the L screw in until it cannot move the chain past the largest cog.',
        caution: 'Check that the derailleur cannot touch the spokes before riding.',
      },
      {
        text: 'Test ride in a quiet place, shifting under light pedalling through all gears.',
      },
    ],
    verification: [
      'Each click shifts the chain one cog, promptly, in both directions.',
      'The chain runs quietly in every gear without rattling.',
      'Pushing the derailleur inward by hand in the largest cog cannot move the chain into the spokes.',
    ],
    callAProWhen: [
      'The hanger or derailleur is bent or the derailleur has touched the spokes.',
      'Shifting stays poor after a new cable and housing, or the shifter itself does not click properly.',
      'The bike has electronic shifting or an internal hub gear.',
    ],
  },
  {
    id: 'bike-chain-squeak-lube',
    title: 'Clean and lube a squeaky bike chain',
    item: 'bicycle chain',
    category: 'bicycles',
    keywords: [
      'squeaky chain',
      'noisy chain',
      'dry chain',
      'chain lube',
      'chain oil',
      'rusty chain',
      'dirty chain',
      'chain cleaning',
      'degreaser',
      'drivetrain noise',
      'wet lube',
      'dry lube',
    ],
    diagnosis: [
      {
        cause: 'Dry chain',
        signs:
          'A chirp or squeak in rhythm with pedalling, a dull dry-looking chain or orange spots of surface rust, often after rain or washing.',
      },
      {
        cause: 'Dirty, gritty chain',
        signs: 'Black gunk on the chain and cogs, a grinding sound, black marks on your leg.',
      },
      {
        cause: 'Noise from pedals, bottom bracket or saddle',
        signs:
          'The creak continues after lubing, happens only when standing or pushing hard, or comes from the seat when you shift your weight.',
      },
      {
        cause: 'Rusted or seized chain',
        signs: 'Many links are stiff and orange all over; lube does not free them.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      { name: 'Clean rags' },
      { name: 'Stiff brush', alternatives: ['an old toothbrush'] },
      { name: 'Chain-cleaning box', alternatives: ['a rag and brush with degreaser'] },
    ],
    materials: [
      {
        name: 'Bicycle chain lube',
        note: 'Wet lube for rain and wet roads; dry lube for dry, dusty conditions. Water-displacing sprays and household oils are not long-lasting chain lubes.',
      },
      { name: 'Bike degreaser', note: 'Or warm water with dish soap for light grime.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Keep lube and degreaser off the rims, disc rotors and brake pads: oily brakes can fail to stop the bike. Cover disc rotors with a rag when spraying near them.',
      },
      {
        severity: 'low',
        text: 'Wear gloves with degreasers and keep fingers away from the chain and cogs when turning the pedals.',
      },
    ],
    steps: [
      {
        text: 'Shift to a middle gear. Put the bike on a stand or lean it so you can turn the pedals backward.',
      },
      {
        text: 'Hold a rag loosely around the lower part of the chain and turn the pedals backward 20 or so times to wipe off surface dirt.',
        caution: 'Hold the rag, not the chain, and keep fingers away from the cogs.',
      },
      {
        text: 'If the chain is black and gritty, scrub it with degreaser and the brush (or a chain-cleaning box), rinse lightly, and let it dry completely.',
        caution: 'Keep degreaser off the brakes; cover disc rotors with a rag.',
      },
      {
        text: 'Start at the quick link or another easy-to-spot link. Put one drop of lube on each roller on the inside of the lower chain while turning the pedals backward slowly, until you reach the starting link again.',
      },
      {
        text: 'Turn the pedals backward for 30 seconds and shift through the gears to work the lube in.',
      },
      {
        text: 'Wait a few minutes (or the time on the bottle for dry lube), then wipe the outside of the chain well with a clean rag. The lube belongs inside the rollers; extra on the outside collects grit.',
      },
      {
        text: 'If a squeak remains, listen for where it comes from: pedals, the bottom bracket (where the cranks meet the frame) or the saddle.',
      },
    ],
    verification: [
      'The chain runs quietly through all gears while pedalling.',
      'The chain looks clean outside and feels slightly oily, not wet or sticky.',
      'The brakes still grip normally in a short test.',
    ],
    callAProWhen: [
      'The chain is rusted with stiff links: it needs replacing.',
      'A creak or click remains from the bottom bracket, pedals or frame.',
    ],
  },
  {
    id: 'bike-loose-headset',
    title: 'Tighten a loose bike headset',
    item: 'bicycle headset (steering bearings)',
    category: 'bicycles',
    keywords: [
      'headset',
      'loose headset',
      'headset play',
      'clunk when braking',
      'front end knock',
      'steering bearing',
      'stem',
      'top cap',
      'steerer tube',
      'fork',
      'handlebar loose',
      'threadless headset',
      'quill stem',
    ],
    diagnosis: [
      {
        cause: 'Headset bearing adjustment has loosened',
        signs:
          'A clunk or knock felt through the bars when you hold the front brake and rock the bike back and forth; movement felt between the frame and the top of the fork.',
      },
      {
        cause: 'Loose front wheel',
        signs: 'The wheel itself moves at the axle, or the quick release or thru-axle is loose.',
      },
      {
        cause: 'Worn or damaged headset bearings',
        signs:
          'Steering feels rough or notchy, or the bars stop in the straight-ahead position when you turn them with the front wheel lifted.',
      },
      {
        cause: 'Play in the suspension fork or a loose brake',
        signs: 'The knock comes from the fork legs or brake caliper rather than the headset.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 45 },
    tools: [
      { name: 'Hex keys (usually 4 and 5 mm)' },
      {
        name: 'Torque wrench with hex bits',
        alternatives: ['careful hand-tightening with a short hex key, on aluminum or steel parts only'],
      },
      { name: 'Headset wrenches for threaded headsets (older bikes), usually 32 and 36 mm' },
    ],
    materials: [
      { name: 'Carbon assembly paste', note: 'Only for carbon steerers or stems.' },
      {
        name: 'Replacement headset bearings',
        note: 'Only if worn: bearing sizes are printed on them or listed by the frame maker.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: "The stem's side clamp bolts hold the handlebars to the fork: never ride with them loose. Tighten them to the torque printed on the stem; overtightening can crack carbon parts.",
      },
      {
        severity: 'medium',
        text: 'Check the whole front end, including the wheel and brake, before riding; a loose front end can cause a fall.',
      },
    ],
    steps: [
      {
        text: 'Hold the front brake and rock the bike forward and back with your other hand around the top of the headset where the fork meets the frame. A knock felt there is headset play. Check that the front wheel is tight.',
      },
      {
        text: "On a threadless headset (a stem clamped around the fork tube with bolts at the side, and a cap on top), loosen the stem's side clamp bolts just enough that the stem can turn on the tube.",
      },
      {
        text: 'Tighten the top cap bolt about an eighth of a turn at a time, rocking the bike after each turn, until the knock is gone. Stop there: the bars must still turn freely. The top cap only sets bearing adjustment; it does not hold the stem.',
      },
      {
        text: 'Stand over the bike and line the stem up with the front wheel.',
      },
      {
        text: "Tighten the stem's side clamp bolts alternately, a little at a time, to the torque printed on the stem (often 4 to 6 N·m).",
        caution: 'Use a torque wrench on carbon parts; never ride with these bolts loose.',
      },
      {
        text: 'On older threaded headsets (a large nut at the top of the headset and a stem held by one bolt on top), hold the adjustable cup with one headset wrench, loosen the top locknut with the other, turn the cup to remove play, then tighten the locknut against the cup while holding it still.',
      },
      {
        text: 'Check again: no knock when rocking with the front brake on, bars turn smoothly side to side, and with the front wheel held between your knees the bars do not twist.',
      },
    ],
    verification: [
      'No knock or movement when rocking the bike with the front brake held.',
      'The bars turn smoothly and return freely with the front wheel lifted.',
      'The handlebars do not twist relative to the wheel when forced.',
    ],
    callAProWhen: [
      'Steering feels notchy or rough: the bearings or races need replacing.',
      'The fork tube, stem or frame shows cracks, or you have carbon parts and no torque wrench.',
      'The knock remains after adjustment, which may be suspension fork play.',
    ],
  },
  {
    id: 'bike-wheel-truing',
    title: 'Straighten a wobbly bike wheel',
    item: 'spoked bicycle wheel',
    category: 'bicycles',
    keywords: [
      'wheel wobble',
      'wobbly wheel',
      'bent wheel',
      'truing',
      'true a wheel',
      'spoke wrench',
      'spoke nipple',
      'loose spoke',
      'broken spoke',
      'rim rubbing brake',
      'buckled wheel',
      'out of true',
    ],
    diagnosis: [
      {
        cause: 'Loose or uneven spoke tension',
        signs:
          'The rim swings side to side and brushes the brake pads at one or two places; some spokes feel slack when you squeeze pairs of them together.',
      },
      {
        cause: 'Broken spoke',
        signs: 'A spoke is loose and rattles or is snapped at the hub or nipple, with a large wobble near it.',
      },
      {
        cause: 'Bent or dented rim',
        signs:
          'A sharp kink, flat spot or dent in the rim after a hard hit that does not go away with spoke adjustment.',
      },
      {
        cause: 'Tire not seated evenly',
        signs:
          'The tire wobbles or hops but the rim itself runs straight; the moulded line on the tire sits unevenly above the rim.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Spoke wrench that fits the nipples snugly (pliers and adjustable wrenches round them off)' },
      {
        name: 'Reference pointer close to the rim',
        alternatives: ['the rim brake pads or a zip tie around the fork or frame'],
      },
      {
        name: 'Bike stand or a way to lift the wheel',
        alternatives: ['turning the bike upside down on a soft surface'],
      },
      { name: 'Masking tape to mark spots' },
    ],
    materials: [
      {
        name: 'Replacement spoke and nipple',
        note: 'Only if a spoke is broken: match the length (measure a spoke on the same side of the same wheel) and thickness.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'A wheel with a broken spoke or a bent rim can fail while riding. Do not ride on it beyond getting home slowly, and have it checked.',
      },
      {
        severity: 'medium',
        text: 'Make small adjustments: loosening many spokes a lot can collapse the wheel, and overtightening can strip nipples or crack the rim.',
      },
      {
        severity: 'medium',
        text: 'Reset and test the brakes after truing: pads set for a wobbly rim will be in the wrong place.',
      },
    ],
    steps: [
      {
        text: 'Check that the tire sits evenly on the rim, look for broken spokes and dents, and squeeze pairs of spokes all round to find any that are very loose.',
      },
      {
        text: "Lift the wheel so it spins freely. Set a pointer (brake pad or a zip tie trimmed to length) about 1 to 2 mm from the rim's side.",
      },
      {
        text: 'Spin slowly and find where the rim swings closest to the pointer. Mark the centre of that spot with tape.',
      },
      {
        text: 'At the mark, look at which side of the hub each spoke goes to. To move the rim away from the side it rubs, tighten the spoke at the mark that goes to the opposite side of the hub, and if needed loosen the neighbours going to the rubbing side, a quarter turn at a time.',
      },
      {
        text: 'Turn nipples the right way: seen from the tire side, they tighten clockwise like a nut; seen from the hub side, where you hold the wrench, that means turning counter-clockwise to tighten.',
        caution: 'Use a snug-fitting spoke wrench; a loose fit rounds off the nipple.',
      },
      {
        text: 'Spin again, move the pointer closer as the wobble shrinks, and repeat with smaller adjustments. Spread corrections over two or three spokes for a wide wobble.',
      },
      {
        text: 'When the rim runs within about 1 mm, squeeze the spokes in pairs all round to settle them and check again.',
      },
      {
        text: 'Re-centre and test the brakes, then ride slowly to check.',
        caution: 'Do not ride if a spoke is broken or the rim is dented.',
      },
    ],
    verification: [
      'The rim passes the pointer at an even distance all the way round.',
      'The wheel spins without rubbing the brake pads, and spokes feel evenly tight on each side.',
      'After a short ride, the wobble has not come back.',
    ],
    callAProWhen: [
      'A spoke is broken, especially on the rear drive side where the cassette must come off.',
      'The rim is dented, cracked or bent, or the wobble is larger than about 1/4 in (6 mm).',
      'The wheel is also out of round (hops up and down) or the spokes are loose all round.',
    ],
  },
];
