import type { RepairGuide } from '../repair-guide.js';

export const furnitureGuides: readonly RepairGuide[] = [
  {
    id: 'wobbly-chair-joints',
    title: 'Reglue the loose joints of a wobbly wooden chair',
    item: 'wooden chair',
    category: 'furniture',
    keywords: [
      'wobbly chair',
      'loose chair',
      'wooden chair',
      'dining chair',
      'kitchen chair',
      'chair rung',
      'stretcher',
      'chair leg joint',
      'loose spindle',
      'reglue',
      'wood glue',
      'dowel joint',
      'mortise and tenon',
      'corner block',
    ],
    diagnosis: [
      {
        cause: 'Glue in a joint has failed',
        signs:
          'A rung, stretcher or leg moves in its hole when you rock the chair; you may see a gap or old dried glue at the joint.',
      },
      {
        cause: 'Loose screws in the corner blocks under the seat',
        signs:
          'The wobble is where the legs meet the seat frame; the triangular wood or metal blocks under the seat have screws that turn easily.',
      },
      {
        cause: 'Uneven legs or a missing floor glide',
        signs: 'The chair rocks on a flat floor but none of the joints move when you twist them.',
      },
      {
        cause: 'Cracked leg or broken tenon',
        signs: 'A split running along a leg or rung, or a joint that moves even after it is reglued.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 60, max: 150 },
    tools: [
      { name: 'Rubber mallet', alternatives: ['a hammer over a block of scrap wood'] },
      {
        name: 'Band clamp or ratchet strap',
        alternatives: ['a rope tourniquet twisted with a stick, padded where it touches the wood'],
      },
      { name: 'Screwdriver' },
      { name: 'Chisel or utility knife and coarse sandpaper to remove old glue' },
      { name: 'Damp cloth for glue squeeze-out' },
    ],
    materials: [
      {
        name: 'Yellow wood glue (PVA)',
        note: 'Use liquid hide glue instead on antiques that were built with hide glue, so the joint can be taken apart again later.',
      },
      { name: 'Wood shavings or glue-on veneer strips', note: 'To thicken a tenon that became too thin for its hole.' },
      { name: 'Felt or plastic floor glides' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'A chair that wobbles can collapse under someone. Do not let anyone sit on it until the glue has cured for the full time on the bottle (often 24 hours).',
      },
      { severity: 'low', text: 'Cut away from your hand when scraping old glue with a chisel or knife.' },
      {
        severity: 'medium',
        text: 'Old finishes on furniture made before 1978 may contain lead: do not sand the finish; scrape glue only from inside the joints and wash your hands after.',
      },
    ],
    steps: [
      {
        text: 'Turn the chair over and twist each leg and rung to find which joints move. Tighten any screws in the corner blocks first; if that stops the wobble, you are done.',
      },
      {
        text: 'Gently take apart the loose joints by tapping them with the rubber mallet. Mark each part with masking tape so it goes back in the same place. Do not force joints that are still tight.',
      },
      {
        text: 'Scrape and sand the old glue from the tenons (the ends that go into holes) and from inside the holes. New glue does not bond to old dried glue.',
        caution: 'Scrape away from your hand and keep fingers behind the blade.',
      },
      {
        text: 'Dry-fit the parts: they should slide together snugly. If a tenon is loose in its hole, glue a thin wood shaving or veneer strip to it and let it dry before going on.',
      },
      {
        text: 'Coat the inside of each hole and the tenon with a thin layer of glue and push the parts together, tapping with the mallet until they are fully seated.',
      },
      {
        text: 'Wrap the band clamp or strap around the legs and tighten until the joints close. Stand the chair on a flat floor and check that all four legs touch before the glue sets.',
      },
      {
        text: 'Wipe off squeezed-out glue with a damp cloth, then leave the clamp on for the time on the glue bottle.',
      },
      { text: 'Remove the clamp and add floor glides if the chair still rocks slightly on a flat floor.' },
    ],
    verification: [
      'Rock the chair firmly in every direction: no joint moves or clicks.',
      'All four legs sit flat on a level floor.',
      'After a week of use, the chair is still solid.',
    ],
    callAProWhen: [
      'A leg or rung is cracked or broken, or the chair is an antique you want to keep its value.',
      'The chair has many loose joints and a finish you do not want damaged.',
    ],
  },
  {
    id: 'loose-table-leg',
    title: 'Tighten a loose table leg',
    item: 'table with bolted or screwed legs',
    category: 'furniture',
    keywords: [
      'loose table leg',
      'wobbly table',
      'dining table',
      'kitchen table',
      'table leg',
      'hanger bolt',
      'corner bracket',
      'wing nut',
      'table apron',
      'stripped screw hole',
      'leg plate',
      'leveling foot',
    ],
    diagnosis: [
      {
        cause: "The nut on the leg's hanger bolt has loosened",
        signs:
          'Under the table, each leg is held by a bolt through a metal or wood corner bracket with a nut or wing nut that turns easily by hand.',
      },
      {
        cause: 'Stripped screw holes in the apron or leg plate',
        signs: 'Screws spin without tightening or pull out with wood fibres on the threads.',
      },
      {
        cause: 'Hanger bolt loose in the leg or the leg joint glue failed',
        signs: 'The bolt itself turns or wiggles in the leg, or a glued leg-to-apron joint shows a gap.',
      },
      {
        cause: 'Uneven floor or leg length',
        signs: 'The table rocks but no leg moves relative to the top.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 45 },
    tools: [
      { name: 'Adjustable wrench or socket set' },
      { name: 'Screwdriver (Phillips and flat)' },
      { name: 'Drill with small bits', alternatives: ['an awl for pilot holes in softwood'] },
      { name: 'Level', alternatives: ['a marble or a level phone app'] },
    ],
    materials: [
      {
        name: 'Replacement hanger bolts and nuts',
        note: 'Take the old one to the hardware store: match the diameter, thread and length (common sizes are 5/16 in or M8).',
      },
      { name: 'Wood glue and wooden toothpicks or golf tees', note: 'To fill stripped screw holes.' },
      { name: 'Slightly longer or thicker wood screws', note: 'Must not be long enough to come through the tabletop.' },
      { name: 'Adjustable leveling feet or felt pads' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Table tops are heavy: get a helper to turn the table over, and lay it on a blanket to protect the top.',
      },
      {
        severity: 'medium',
        text: "Measure the top's thickness before using longer screws so they cannot poke through the surface.",
      },
    ],
    steps: [
      {
        text: 'Clear the table and, with a helper, turn it upside down onto a blanket, or work from underneath with a flashlight if it is too heavy.',
        caution: 'Lift with your legs and keep your back straight; do not flip a heavy table alone.',
      },
      {
        text: 'Look at how each leg is attached: a bolt through a corner bracket, screws through a metal leg plate, or glued joints with the apron.',
      },
      {
        text: 'For hanger bolts: hold the leg straight and tighten the nut or wing nut firmly with the wrench. Tighten all four legs, not just the loose one.',
      },
      {
        text: "If the bolt turns in the leg, remove the leg, lock two nuts against each other on the bolt's machine-thread end and use them to screw the bolt deeper into the leg. If the wood is stripped, replace with a slightly larger hanger bolt in a new pilot hole.",
      },
      {
        text: 'For stripped screw holes: remove the screw, pack the hole with glue-coated toothpicks, let the glue set, snap them off flush, and drive the screw back in.',
        caution: 'Check that any longer screw is shorter than the wood it goes into.',
      },
      {
        text: 'Turn the table upright and check it on a level floor. Adjust leveling feet or add felt pads to stop any remaining rock.',
      },
    ],
    verification: [
      'Push the table top side to side and corner to corner: no leg moves at its joint.',
      'The table sits steady on all four legs.',
    ],
    callAProWhen: [
      'A leg is cracked or the wood around the bolt is split.',
      'A glued leg joint on a solid wood or antique table has come apart and needs to be taken apart and reglued.',
    ],
  },
  {
    id: 'sticking-drawer',
    title: 'Fix a wooden drawer that sticks',
    item: 'wooden drawer',
    category: 'furniture',
    keywords: [
      'sticking drawer',
      'stuck drawer',
      'drawer hard to open',
      'drawer binds',
      'wooden drawer',
      'drawer runner',
      'drawer guide',
      'dresser drawer',
      'swollen wood',
      'paraffin wax',
      'drawer rubs',
    ],
    diagnosis: [
      {
        cause: 'Dry wood rubbing on wood runners',
        signs: 'The drawer slides stiffly all the way, with shiny worn spots on the drawer bottom edges or runners.',
      },
      {
        cause: 'Wood swollen from humidity',
        signs: 'The drawer sticks in humid summer weather and works in winter; tight all around.',
      },
      {
        cause: 'Loose drawer joints or a sagging bottom',
        signs: 'The drawer box has gaps at its corners or a bottom panel that hangs down and drags on the frame below.',
      },
      {
        cause: 'Worn or broken runner or guide',
        signs:
          'The drawer tips down when pulled out, drifts to one side, or a guide strip is loose or missing inside the cabinet.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Screwdriver' },
      { name: 'Sandpaper, 120 and 220 grit, and a sanding block' },
      { name: 'Flashlight' },
      { name: 'Pencil or chalk to mark rub spots' },
    ],
    materials: [
      {
        name: 'Paraffin wax or a plain candle',
        note: 'Bar soap also works; avoid oil or spray grease, which attract dust.',
      },
      { name: 'Wood glue', note: 'For loose drawer corners.' },
      { name: 'Nylon drawer glide tape or tacks' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: "Empty a dresser's drawers before working on it, and do not pull out several drawers at once: a dresser can tip over. Anchor dressers to the wall.",
      },
      { severity: 'low', text: 'Sand outdoors or wear a dust mask; wash hands after sanding old painted furniture.' },
    ],
    steps: [
      {
        text: 'Empty the drawer and pull it out. Lift the front and pull past the stop if it has one.',
        caution: 'Open only one drawer at a time on a tall dresser so it cannot tip.',
      },
      {
        text: 'Rub chalk on the drawer sides and bottom edges, slide it in and out a few times, and look for where the chalk is rubbed off: those are the tight spots.',
      },
      {
        text: 'Check the drawer corners and bottom. Reglue loose corners and clamp them square; push a sagging bottom panel back into its grooves.',
      },
      {
        text: 'Look inside the cabinet with the flashlight. Tighten or reattach loose runners and guides with screws or glue.',
      },
      {
        text: 'Sand the tight spots lightly with 120 grit, then 220, taking off only a little wood at a time and testing often.',
      },
      {
        text: "Rub wax or a candle firmly on the runners and the drawer's bottom edges and sides where they touch.",
      },
      {
        text: 'Slide the drawer in and out several times to spread the wax. Add nylon glide tape to worn runners if needed.',
      },
    ],
    verification: [
      'The drawer opens and closes with a light pull of one hand, empty and loaded.',
      'The drawer runs straight without tipping or rubbing on one side.',
    ],
    callAProWhen: [
      'A runner or drawer side is broken and needs a new wood part made.',
      'The cabinet frame is out of square or racked so that several drawers bind.',
    ],
  },
  {
    id: 'broken-drawer-slide',
    title: 'Replace a broken metal drawer slide',
    item: 'ball-bearing drawer slide',
    category: 'furniture',
    keywords: [
      'drawer slide',
      'drawer glide',
      'drawer track',
      'ball bearing slide',
      'side mount slide',
      'undermount slide',
      'drawer falls out',
      'drawer crooked',
      'kitchen drawer',
      'broken drawer rail',
      'soft close slide',
      'drawer release lever',
    ],
    diagnosis: [
      {
        cause: 'Bent or broken slide',
        signs:
          'The drawer drops on one side, grinds, or stops part-way; you can see a bent rail or steel balls lying in the cabinet.',
      },
      {
        cause: 'Loose mounting screws',
        signs:
          'The slide itself is fine but moves on the cabinet wall or drawer side; screws are loose or holes are torn out.',
      },
      {
        cause: 'Drawer not fully latched on the slides',
        signs: 'The drawer sits crooked after being taken out and put back; one side clicks in when pushed firmly.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 45, max: 90 },
    tools: [
      { name: 'Screwdriver or drill/driver with a Phillips bit' },
      { name: 'Tape measure' },
      { name: 'Level or square' },
      { name: 'Pencil' },
      { name: 'Awl', alternatives: ['a small drill bit for pilot holes'] },
    ],
    materials: [
      {
        name: 'Replacement drawer slides (a pair)',
        note: 'Match the type (side mount, undermount or centre mount), the length (measure the old slide, usually in 2 in / 5 cm steps), the load rating and features like soft-close. Standard side-mount ball-bearing slides need about 1/2 in (12.7 mm) of space on each side of the drawer.',
      },
      { name: 'Wood screws that come with the slides, or #6 pan-head screws of the same length as the old ones' },
      { name: 'Wood glue and toothpicks for stripped holes' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Broken slides have sharp edges and loose ball bearings: wear gloves and pick up loose balls so no one slips or a child swallows them.',
      },
      { severity: 'low', text: 'Empty the drawer before removing it; a loaded drawer can drop on your feet.' },
    ],
    steps: [
      { text: 'Empty the drawer and pull it out to its full length.' },
      {
        text: 'Find the release levers on each side (usually a plastic tab on the slide). Push one up and the other down at the same time and pull the drawer free. Undermount slides have clips under the front of the drawer instead.',
        caution: 'Support the drawer with one hand as it comes free so it does not fall.',
      },
      {
        text: 'Unscrew the slide from the drawer side and the matching part from the cabinet. Measure its length and check its type so the new pair matches.',
      },
      {
        text: 'Fill any stripped screw holes with glue-coated toothpicks and let them set, or plan to use fresh holes next to the old ones.',
      },
      {
        text: 'Separate the new slide into its drawer and cabinet parts (there is a release tab). Screw the cabinet part in the same position as the old one, using the front edge and a level to keep it straight.',
      },
      {
        text: "Screw the drawer part onto the drawer in the old position, flush with the drawer front's back side as the slide's instructions show. Use the slotted holes first so you can adjust.",
      },
      {
        text: 'Line up the drawer rails with the cabinet rails and push the drawer in firmly until both sides click. Test it, adjust in the slots if it rubs or sits crooked, then add the remaining screws.',
      },
    ],
    verification: [
      'The drawer slides smoothly in and out its full length and closes fully without bouncing back.',
      'The drawer front lines up with its neighbours and does not drop when fully open with a normal load.',
    ],
    callAProWhen: [
      'The cabinet side or drawer box is cracked or the particleboard has crumbled where the slide mounts.',
      'No matching slide is available and the drawer or cabinet needs to be modified.',
    ],
  },
  {
    id: 'scratched-wood-furniture-finish',
    title: 'Hide scratches and water rings on wood furniture',
    item: 'finished wood furniture',
    category: 'furniture',
    keywords: [
      'scratched table',
      'wood scratch',
      'furniture scratch',
      'water ring',
      'white ring',
      'heat mark',
      'wood finish',
      'touch up marker',
      'wax filler stick',
      'coffee table',
      'dresser top',
      'veneer',
    ],
    diagnosis: [
      {
        cause: 'Fine scratches in the top coat',
        signs:
          'Light lines that are paler than the wood and nearly vanish when wiped with a damp cloth or furniture polish.',
      },
      {
        cause: 'Scratches through the colour to bare wood',
        signs: 'Light-coloured lines that stay visible when wet; a fingernail catches in them.',
      },
      {
        cause: 'Moisture trapped in the finish',
        signs: 'A cloudy white ring or patch where a wet glass or hot dish sat.',
      },
      {
        cause: 'Deep gouge or chipped veneer',
        signs: 'Missing wood or a thin top layer peeling up at an edge.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Soft lint-free cloths' },
      { name: 'Hair dryer on low heat', alternatives: ['a clothes iron on low with no steam over a cotton cloth'] },
      { name: 'Plastic putty knife or old credit card' },
      { name: "Fine artist's brush" },
    ],
    materials: [
      {
        name: 'Furniture touch-up markers or blending pencils',
        note: 'Buy two or three shades and test on a hidden spot; one slightly darker than the wood usually blends best.',
      },
      { name: 'Wax filler sticks', note: 'For deeper scratches and small gouges.' },
      { name: 'Paste wax or furniture polish' },
      { name: 'Veneer glue or wood glue', note: 'For a lifted veneer edge.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'A hot iron or hair dryer can blister or burn the finish: use low heat, keep it moving and stop to check often.',
      },
      {
        severity: 'high',
        text: 'Rags with oil-based stain or finish can catch fire by themselves: dry them flat outdoors or store them in a water-filled metal can.',
      },
      { severity: 'low', text: 'Work in a ventilated room when using solvent-based products.' },
    ],
    steps: [
      { text: 'Clean the surface with a barely damp cloth and dry it, so dirt is not mistaken for damage.' },
      {
        text: 'For a white ring: hold the hair dryer on low a few inches away and move it over the ring for a minute or two at a time until the cloudiness fades. Or lay a cotton cloth over the ring and pass a warm dry iron over it for a few seconds at a time.',
        caution: 'Check after each pass: too much heat can blister the finish.',
      },
      {
        text: 'For fine scratches: rub paste wax or polish into the area along the grain; this often fills and hides them.',
      },
      {
        text: 'For scratches to bare wood: test a marker on a hidden spot, colour the scratch, and wipe off any excess right away so it stays in the groove. Use a lighter shade first and go darker if needed.',
      },
      {
        text: 'For gouges: warm a wax filler stick in your hand, press it into the gouge, scrape it level with the plastic card, and buff with a soft cloth. Add grain lines with a marker if needed.',
      },
      {
        text: 'For lifted veneer: work a little glue under it with a thin card, press it down, wipe the squeeze-out, and hold it flat with a weight over wax paper until dry.',
      },
      { text: 'Finish with a coat of paste wax or polish over the whole top so the sheen is even.' },
    ],
    verification: [
      'From normal viewing distance and in daylight, the repair is hard to see.',
      'The repaired spot feels smooth and does not come off on a clean cloth.',
      'A white ring does not come back after a day.',
    ],
    callAProWhen: [
      'The piece is an antique or valuable: amateur touch-ups can lower its value.',
      'The finish is worn, crackled or peeling over large areas and needs stripping and refinishing.',
      'Dark black rings remain: water has gone into the wood itself and needs bleaching by a refinisher.',
    ],
  },
  {
    id: 'torn-vinyl-leather-seat',
    title: 'Repair a small tear in a vinyl or leather seat',
    item: 'vinyl or leather upholstery',
    category: 'furniture',
    keywords: [
      'torn leather',
      'torn vinyl',
      'ripped seat',
      'leather couch',
      'leather sofa',
      'vinyl chair',
      'faux leather',
      'bonded leather',
      'upholstery tear',
      'leather repair kit',
      'sub-patch',
      'recliner',
      'cracked leather',
    ],
    diagnosis: [
      {
        cause: 'Clean tear or cut',
        signs:
          'A straight or L-shaped split in the surface with the edges still intact and the backing fabric visible.',
      },
      {
        cause: 'Worn, cracked surface',
        signs: 'Fine cracks and flaking on seat cushions and arm tops where the surface has dried out.',
      },
      {
        cause: 'Peeling bonded or faux leather',
        signs: 'The top layer comes off in flakes over wide areas, showing fabric underneath.',
      },
      {
        cause: 'Split along a seam',
        signs: 'The stitching has come apart or the material tore along the stitch holes where it is under tension.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 60, max: 120 },
    tools: [
      { name: 'Small sharp scissors' },
      { name: 'Small spatula or palette knife (usually in the kit)', alternatives: ['a thin plastic card'] },
      { name: 'Tweezers' },
      { name: 'Hair dryer', alternatives: ['air drying, which takes longer'] },
    ],
    materials: [
      {
        name: 'Leather and vinyl repair kit',
        note: 'Should include a backing fabric (sub-patch), flexible adhesive, filler compound and colours to mix. Take a photo of the seat in daylight to match the colour.',
      },
      { name: 'Isopropyl alcohol', note: 'To clean the area; test on a hidden spot first.' },
      { name: 'Leather conditioner', note: 'For real leather only, after the repair cures.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Repair adhesives and colour compounds give off fumes: work with a window open, wear gloves and keep them away from children and pets.',
      },
      {
        severity: 'low',
        text: 'Keep the hair dryer moving: too much heat can shrink vinyl or stiffen leather.',
      },
    ],
    steps: [
      {
        text: 'Test the cleaner on a hidden spot, then clean the area around the tear with isopropyl alcohol to remove oils and polishes. Let it dry.',
      },
      { text: 'Trim loose threads and ragged edges with the scissors so the tear lies flat.' },
      {
        text: 'Cut the backing fabric about 1/2 in (12 mm) larger than the tear on all sides, round its corners, and slide it under the tear with the tweezers and spatula so it lies flat.',
      },
      {
        text: 'Work adhesive between the backing and the underside of the tear edges with the spatula, press the edges down so they meet, and let it dry as the kit says.',
        caution: 'Wear gloves and keep the room ventilated.',
      },
      {
        text: 'Spread filler compound in thin layers to level any gap, letting each layer dry (a hair dryer on low speeds this up).',
      },
      {
        text: 'Mix the colours until a test dab on a hidden spot matches when dry, then dab the colour over the repair and feather it out. Apply thin coats until it blends.',
      },
      {
        text: 'Let the repair cure for the time in the kit instructions (often a day) before sitting on it. Condition real leather afterwards.',
      },
    ],
    verification: [
      'The tear edges stay closed when you press and flex the seat gently.',
      'The repaired area matches in colour and sheen from a normal viewing distance.',
      'After a week of use the repair has not lifted or cracked.',
    ],
    callAProWhen: [
      'The tear is longer than about 3 in (8 cm), on a seam, or where the cushion stretches a lot.',
      'Bonded leather is peeling over large areas: the cover needs replacing, not patching.',
      'The piece is valuable or the leather is aniline (unfinished) and absorbs a water drop: it stains easily.',
    ],
  },
  {
    id: 'cabinet-door-hinge-adjustment',
    title: 'Adjust a sagging or crooked cabinet door',
    item: 'cabinet door with concealed (European) hinges',
    category: 'furniture',
    keywords: [
      'cabinet door',
      'sagging cabinet door',
      'crooked cabinet door',
      'cupboard door',
      'kitchen cabinet',
      'concealed hinge',
      'european hinge',
      'cup hinge',
      'hinge adjustment screw',
      'door rubs',
      'uneven gap',
      "door won't close",
      'mounting plate',
    ],
    diagnosis: [
      {
        cause: 'Hinge adjustment has drifted',
        signs:
          'Door corners out of line with the next door, uneven gaps, or the door rubs its neighbour; the screws are tight.',
      },
      {
        cause: 'Loose hinge screws',
        signs: 'The hinge moves on the cabinet or door when you wiggle the door; screws turn without biting.',
      },
      {
        cause: 'Stripped screw holes or a pulled-out hinge cup',
        signs: 'The round hinge cup in the door has come loose, or screws spin in crumbled particleboard.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 45 },
    tools: [
      {
        name: '#2 Phillips screwdriver',
        alternatives: ['a Pozidriv screwdriver, which fits many European hinge screws better'],
      },
      { name: 'Drill with small bits (only for stripped holes)' },
    ],
    materials: [
      { name: 'Wooden toothpicks or matchsticks and wood glue', note: 'For stripped screw holes.' },
      {
        name: 'Replacement hinge',
        note: 'Only if broken: take the old hinge to the store and match the cup size (most are 35 mm), the overlay (full, half or inset) and the opening angle.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'low',
        text: 'Support the door with one hand while loosening any hinge screw: a door that comes off the mounting plate can fall and pinch fingers.',
      },
      { severity: 'low', text: 'Do not overtighten screws in particleboard; they strip easily.' },
    ],
    steps: [
      {
        text: 'Open the door and look at the hinge. Most concealed hinges have a hinge arm clipped or screwed to a mounting plate on the cabinet side. First tighten every screw that is loose, then close the door and check again.',
      },
      {
        text: 'Side-to-side (to even the gap between doors or straighten a tilted door): turn the screw on the hinge arm nearest the door. Turn it a quarter turn at a time on one or both hinges and close the door to check.',
      },
      {
        text: 'In and out (so the door closes flush against the cabinet): turn the depth screw, usually at the back of the hinge arm. On hinges without a depth screw, loosen the screw that holds the arm to the plate, slide the arm, then retighten.',
        caution: 'Hold the door while that screw is loose so it does not drop.',
      },
      {
        text: 'Up and down (to line up the top edges): loosen the screws holding the mounting plate to the cabinet, lift or lower the door, and retighten. Some plates have a separate height screw instead.',
      },
      {
        text: 'If a screw spins in a stripped hole, remove it, fill the hole with glue-coated toothpicks, let it set, snap them flush and drive the screw back in.',
      },
      { text: 'Repeat small adjustments on each hinge until the gaps are even and the door closes fully.' },
    ],
    verification: [
      'The gap between doors is even from top to bottom, usually about 1/8 in (3 mm).',
      'The door closes fully without rubbing and stays shut.',
      'Top and bottom edges line up with the doors next to it.',
    ],
    callAProWhen: [
      'The cabinet side or door is cracked or the particleboard around the hinge has crumbled.',
      'The whole cabinet has shifted or pulled away from the wall.',
    ],
  },
  {
    id: 'wobbly-dresser-bookcase-anchor',
    title: 'Firm up a wobbly dresser or bookcase and anchor it to the wall',
    item: 'dresser, bookcase or flat-pack cabinet',
    category: 'furniture',
    keywords: [
      'wobbly bookcase',
      'wobbly dresser',
      'flat-pack furniture',
      'ready to assemble',
      'cam lock',
      'back panel',
      'tip over',
      'anti-tip kit',
      'furniture anchor',
      'wall strap',
      'particleboard',
      'leaning shelf',
      'chest of drawers',
    ],
    diagnosis: [
      {
        cause: 'Loose cam locks or connectors',
        signs: 'The frame leans or sways side to side; the round metal cam locks inside the panels turn freely.',
      },
      {
        cause: 'Back panel loose or missing',
        signs: 'The thin back board has nails pulled out or is bowed; the unit racks easily into a parallelogram.',
      },
      {
        cause: 'Uneven floor',
        signs:
          'The unit rocks front to back or leans forward even though joints are tight, often on carpet or near a baseboard.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Screwdriver set', alternatives: ['the hex key that came with the furniture'] },
      { name: 'Drill with bits' },
      { name: 'Stud finder' },
      { name: 'Hammer' },
      { name: 'Level' },
    ],
    materials: [
      {
        name: 'Anti-tip kit (furniture anchor strap or bracket)',
        note: "Use the one supplied or a kit rated for the furniture's weight, with screws long enough to go into a wall stud.",
      },
      {
        name: 'Small nails or screws with washers for the back panel',
        note: 'Short enough not to come through the sides.',
      },
      { name: 'Furniture shims', note: 'To level the unit.' },
      {
        name: 'Replacement cam locks or connectors',
        note: 'Match the diameter and style of the old ones if any are broken.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Dressers, bookcases and TVs can tip over and crush a child. Anchor tall or heavy furniture to a wall stud, put heavy items in low drawers, and never let children climb on furniture.',
      },
      {
        severity: 'medium',
        text: 'Before drilling into a wall, check for wires and pipes: avoid areas directly above or below outlets and switches.',
      },
    ],
    steps: [
      {
        text: 'Empty the unit so it is light and cannot tip while you work.',
        caution: 'Keep children away from the unit until it is anchored.',
      },
      {
        text: 'Turn every cam lock (usually clockwise) until it pulls the panels tight together, and tighten all screws and bolts. Replace any cam lock that spins without grabbing.',
      },
      {
        text: 'Pull the unit out, square it so the diagonals measure the same, and refasten the back panel with nails or screws every 6 to 8 in (15 to 20 cm) into the edges of the frame and shelves.',
      },
      {
        text: 'Push the unit back and use the level: slide shims under the front edge so it leans very slightly toward the wall rather than forward.',
      },
      {
        text: 'Find a stud behind the unit near its top with the stud finder. Fasten the anchor bracket or strap to the top rail of the unit and to the stud with the screws given.',
        caution: 'Check for wires before drilling and do not drill directly above an outlet or switch.',
      },
      {
        text: 'If there is no stud where you need it, use a wall anchor rated for the load in drywall, or a masonry anchor in concrete or brick.',
      },
      { text: 'Reload the unit with the heaviest items in the lowest drawers or shelves.' },
    ],
    verification: [
      'Push the side of the unit: it no longer sways or racks.',
      'Pull the top of the unit forward firmly: the anchor holds it against the wall.',
      'With one drawer open, the unit does not lean forward.',
    ],
    callAProWhen: [
      'Particleboard around connectors has crumbled or swollen from water so connectors will not hold.',
      'You cannot find a stud or solid backing for the anchor on a plaster, tile or hollow wall.',
    ],
  },
];
