import type { RepairGuide } from '../repair-guide.js';

/** Shared warning for any guide that sands, cuts or scrapes wall or floor material in an older home. */
const OLDER_HOME_LEAD_ASBESTOS =
  'Homes built before 1990 can have lead in the paint and asbestos in drywall joint compound, textured ceilings, ' +
  'vinyl floor tiles and their glue. Do not sand, cut or scrape old material until a test kit or a lab says it is ' +
  'safe; if it tests positive, stop and hire a certified abatement contractor.';

export const wallsFloorsGuides: readonly RepairGuide[] = [
  {
    id: 'drywall-small-hole-patch',
    title: 'Patch a small hole in drywall',
    item: 'drywall wall',
    category: 'walls-floors',
    keywords: [
      'drywall',
      'small hole',
      'nail hole',
      'screw hole',
      'anchor hole',
      'doorknob hole',
      'spackle',
      'mesh patch',
      'gypsum board',
      'sheetrock',
      'wallboard',
      'dent in wall',
      'touch up paint',
    ],
    diagnosis: [
      {
        cause: 'Holes left by nails, screws or wall anchors',
        signs: 'Round holes smaller than a pencil eraser, often in a row where a shelf or picture hung.',
      },
      {
        cause: 'Impact damage from a doorknob or furniture',
        signs:
          'A dent or hole up to about 4 in (10 cm) across at doorknob or chair height, with torn paper around the edge.',
      },
      {
        cause: 'Wall anchor pulled out of the wall',
        signs: 'A ragged hole with crumbled gypsum and a loose plastic or metal anchor in it or on the floor.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Putty knife, 1.5 to 2 in (4 to 5 cm)', alternatives: ['an old plastic card for nail holes'] },
      { name: 'Wide taping knife, 6 in (15 cm), for holes larger than a coin' },
      { name: 'Utility knife' },
      { name: 'Sanding sponge, fine or medium grit', alternatives: ['120 to 150 grit sandpaper around a wood block'] },
      { name: 'Paint brush or small roller' },
    ],
    materials: [
      {
        name: 'Lightweight spackling compound',
        note: 'For holes up to about 1/2 in (12 mm). Some change colour when dry.',
      },
      {
        name: 'Self-adhesive metal-and-mesh wall patch',
        note: 'For holes from about 1/2 in to 4 in (12 mm to 10 cm); choose one at least 1 in (2.5 cm) larger than the hole on every side.',
      },
      { name: 'All-purpose or lightweight joint compound', note: 'To skim over a mesh patch.' },
      { name: 'Primer and wall paint', note: 'Take a chip of the old paint to the store to match colour and sheen.' },
    ],
    safetyWarnings: [
      { severity: 'high', text: OLDER_HOME_LEAD_ASBESTOS },
      {
        severity: 'medium',
        text: 'Sanding dust irritates eyes and lungs: wear safety glasses and a dust mask rated N95, and sand lightly.',
      },
      {
        severity: 'low',
        text: 'Cut away from your hand with the utility knife and retract the blade when you put it down.',
      },
    ],
    steps: [
      {
        text: 'Look at the hole and the age of the house. If the house was built before 1990 and you will need to sand old compound, have it tested first.',
        caution:
          'Do not sand or scrape old compound or paint in a pre-1990 home until a test says it is free of lead and asbestos.',
      },
      {
        text: 'Cut away loose paper and crumbled gypsum around the hole with the utility knife so the edges are firm. Push any broken anchor into the wall cavity or pull it out with pliers.',
      },
      {
        text: 'For a nail or screw hole: press spackle into it with the putty knife, then drag the knife across at a low angle to leave a flat, slightly overfilled spot.',
      },
      {
        text: 'For a hole larger than about 1/2 in (12 mm): sand the wall lightly around the hole, stick a mesh patch over it centred, and press it flat.',
      },
      {
        text: 'Spread a thin coat of joint compound over the patch with the 6 in knife, feathering it 2 in (5 cm) past the patch edges. Let it dry fully (check the tub; often 1 to 4 hours, longer in humid rooms).',
      },
      {
        text: 'Apply a second thin coat a little wider than the first to hide the patch edges. Let it dry.',
      },
      {
        text: 'Sand lightly until the edges disappear when you run your hand over them. Wipe the dust off with a damp cloth.',
        caution: 'Wear safety glasses and an N95 mask while sanding.',
      },
      {
        text: 'Prime the patched area so the paint does not look dull over it, then paint. Paint the whole wall section between corners if the touch-up shows.',
      },
    ],
    verification: [
      'Shine a flashlight along the wall at a low angle: no ridge, dip or patch outline should show.',
      'Press on the patch: it should feel as solid as the wall around it.',
      'After painting, the patch should not look shinier or duller than the rest of the wall from across the room.',
    ],
    callAProWhen: [
      'The drywall is soft, stained or crumbly around the hole: there may be a leak inside the wall.',
      'The house is older than 1990 and a test finds lead or asbestos.',
      'The hole is larger than about 6 in (15 cm) and you do not want to cut in a new drywall piece.',
    ],
  },
  {
    id: 'drywall-large-hole-patch',
    title: 'Patch a large hole in drywall with a new piece',
    item: 'drywall wall',
    category: 'walls-floors',
    keywords: [
      'drywall',
      'large hole',
      'big hole in wall',
      'fist hole',
      'drywall patch piece',
      'backing board',
      'furring strip',
      'drywall tape',
      'joint compound',
      'mud',
      'gypsum board',
      'sheetrock',
      'plasterboard',
    ],
    diagnosis: [
      {
        cause: 'Impact damage',
        signs:
          'A hole larger than about 4 in (10 cm) with broken gypsum and torn paper, from a fall, a moved piece of furniture or a fist.',
      },
      {
        cause: 'Old plumbing, wiring or access cut-out',
        signs: 'A square or rectangular opening, sometimes with a screwed-on cover, left after work inside the wall.',
      },
      {
        cause: 'Water damage',
        signs: 'Brown stains, soft or crumbling board, bubbling paint or a musty smell around the hole.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 120, max: 240 },
    tools: [
      { name: 'Drywall jab saw', alternatives: ['oscillating multi-tool with a drywall blade'] },
      { name: 'Stud finder', alternatives: ['a small flashlight to look inside the hole'] },
      {
        name: 'Drill/driver with a drywall screw bit (dimpler)',
        alternatives: ['a drill with a Phillips bit, driven carefully'],
      },
      { name: "Utility knife and a straightedge or carpenter's square" },
      { name: 'Taping knives, 6 in and 10 or 12 in (15 and 25 to 30 cm)' },
      { name: 'Sanding sponge or pole sander', alternatives: ['120 to 150 grit sandpaper on a block'] },
      { name: 'Tape measure and pencil' },
    ],
    materials: [
      {
        name: 'Drywall piece',
        note: 'Match the thickness of the wall: measure the edge of the hole. Walls are usually 1/2 in (12.7 mm); ceilings and garage walls are often 5/8 in (15.9 mm). Use moisture-resistant board in bathrooms.',
      },
      {
        name: 'Two wood backing strips (furring strips or scrap 1x3 lumber)',
        note: 'About 4 in (10 cm) longer than the opening is tall.',
      },
      { name: 'Drywall screws, 1-1/4 in (32 mm) coarse thread' },
      { name: 'Paper or fibreglass mesh drywall tape' },
      {
        name: 'Setting-type joint compound (powder, 20 to 45 minute)',
        note: 'Sets hard and shrinks little; good for the first coat.',
      },
      { name: 'Lightweight or all-purpose premixed joint compound', note: 'For the finish coats; easier to sand.' },
      { name: 'Primer and matching paint' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Wires, pipes and ducts run inside walls. Look inside the hole with a flashlight before cutting, cut shallow, and turn off the circuit breaker if you are working near an outlet or switch.',
      },
      { severity: 'high', text: OLDER_HOME_LEAD_ASBESTOS },
      {
        severity: 'medium',
        text: 'Drywall and compound dust irritate eyes and lungs: wear safety glasses and an N95 dust mask when cutting and sanding.',
      },
    ],
    steps: [
      {
        text: 'Shine a flashlight into the hole and look for wires, pipes and ducts. Find the studs on either side with a stud finder.',
        caution:
          'If an outlet or switch is within a foot of where you will cut, switch off its breaker and confirm it is dead with a non-contact voltage tester.',
      },
      {
        text: 'Draw a square or rectangle around the damage with the straightedge, a little beyond any cracked or soft board, and cut along the lines with the jab saw.',
        caution:
          'Keep the saw blade shallow (about 1 in / 2.5 cm deep) and stop if you feel anything other than drywall.',
      },
      {
        text: 'Slide a backing strip inside the opening so it spans the top and bottom edges, hold it tight to the back of the wall, and fix it with two drywall screws through the wall into the strip, one above and one below the hole. Repeat on the other side.',
      },
      {
        text: 'Cut the new drywall piece to the size of the opening, about 1/8 in (3 mm) smaller in each direction so it slips in. Screw it to the backing strips, setting the heads just below the surface without tearing the paper.',
      },
      {
        text: 'Mix the setting compound, fill the gaps around the piece, and bed tape over each seam, pressing it flat with the 6 in knife. Cover the screw heads. Let it harden (see the bag for time).',
      },
      {
        text: 'Apply a second coat with lightweight compound, spreading it wider than the tape with the 10 or 12 in knife. Let it dry, then apply a thin third coat wider still.',
      },
      {
        text: 'Sand lightly between and after coats until the patch is flat and the edges are feathered out. Wipe off dust.',
        caution: 'Wear safety glasses and an N95 mask while sanding.',
      },
      { text: 'Prime the patch, then paint. Paint the wall corner to corner if the touch-up shows.' },
    ],
    verification: [
      'Shine a light across the wall at a low angle: the patch should not show as a bump or a hollow.',
      'Press the middle of the patch: it should not flex or crack at the seams.',
      'No tape edges or screw heads show through the paint.',
    ],
    callAProWhen: [
      'The board is wet, stained or mouldy: the leak behind it needs fixing first, and mould larger than about 10 sq ft (1 m²) needs a professional.',
      'Wires or pipes were damaged or are in the way of the patch.',
      'The house is older than 1990 and a test finds lead or asbestos in the paint or compound.',
      'The wall is plaster on lath rather than drywall: plaster repairs need different materials.',
    ],
  },
  {
    id: 'drywall-nail-pops',
    title: 'Fix nail pops in drywall',
    item: 'drywall wall or ceiling',
    category: 'walls-floors',
    keywords: [
      'nail pop',
      'popped nail',
      'drywall screw pop',
      'bump on wall',
      'round bump',
      'cracked paint circle',
      'drywall',
      'ceiling bump',
      'gypsum board',
      'sheetrock',
      'fastener pop',
    ],
    diagnosis: [
      {
        cause: 'Wood framing shrank or moved, pushing the nail head out',
        signs:
          'Small round bumps or crescent-shaped cracks in the paint in a vertical line every 12 to 16 in (30 to 40 cm), often in a newer house or after a dry winter.',
      },
      {
        cause: 'Drywall not pressed tight to the stud when it was fastened',
        signs: 'The board moves slightly when you press next to the bump, and the bump comes back after being filled.',
      },
      {
        cause: 'Water or settling movement',
        signs:
          'Pops together with cracks at door or window corners, stains, or sagging ceiling board; this needs a closer look.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 60 },
    tools: [
      {
        name: 'Drill/driver with a drywall screw bit (dimpler)',
        alternatives: ['a drill with a Phillips bit, driven carefully'],
      },
      { name: 'Hammer and nail set', alternatives: ['a large nail used as a punch'] },
      { name: 'Putty knife, 4 to 6 in (10 to 15 cm)' },
      { name: 'Stud finder' },
      { name: 'Sanding sponge' },
    ],
    materials: [
      {
        name: 'Drywall screws, 1-1/4 in (32 mm) coarse thread',
        note: 'For 1/2 in (12.7 mm) drywall on wood studs; use 1-5/8 in (41 mm) for 5/8 in board.',
      },
      { name: 'Lightweight joint compound or spackle' },
      { name: 'Primer and matching paint' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Cables and pipes can run along or through studs. Do not drive screws near outlets, switches or directly above and below them, and keep screws short enough to stay in the stud.',
      },
      { severity: 'high', text: OLDER_HOME_LEAD_ASBESTOS },
      {
        severity: 'medium',
        text: 'Wear safety glasses when hammering and an N95 mask when sanding. Use a steady stepladder for ceilings.',
      },
    ],
    steps: [
      {
        text: 'Find each pop and confirm there is a stud behind it with the stud finder. Circle each one lightly in pencil.',
      },
      {
        text: 'Press the board tight against the stud with your hand and drive a new drywall screw about 1-1/2 in (4 cm) above the popped nail, setting the head just below the surface without breaking the paper.',
        caution:
          'Do not drive screws within a few inches directly above or below an outlet or switch box, where cables run.',
      },
      { text: 'Drive a second screw the same distance below the popped nail.' },
      {
        text: 'Tap the old nail back below the surface with the hammer and nail set, or pull it out with pliers if it is loose. Scrape off any loose paint chips.',
      },
      {
        text: 'Fill the nail and screw dimples with compound, wiping flat with the knife. Let it dry, then apply a second thin coat (compound shrinks as it dries).',
      },
      {
        text: 'Sand lightly until smooth, wipe off dust, prime the spots and paint.',
        caution: 'Wear an N95 mask while sanding, and have old compound tested first in a pre-1990 home.',
      },
    ],
    verification: [
      'Press firmly next to each repair: the board should not move.',
      'Look along the wall with a light at a low angle: no bumps or dimples show.',
      'Check again after a season: a properly screwed spot should not pop again.',
    ],
    callAProWhen: [
      'Many pops appear together with growing cracks, doors that stick or a sagging ceiling: the structure may be moving.',
      'The board around the pop is soft or stained from water.',
    ],
  },
  {
    id: 'tile-grout-regrout',
    title: 'Replace cracked or crumbling tile grout',
    item: 'ceramic or porcelain tile grout',
    category: 'walls-floors',
    keywords: [
      'grout',
      'cracked grout',
      'crumbling grout',
      'missing grout',
      'regrout',
      'tile joints',
      'ceramic tile',
      'porcelain tile',
      'shower tile',
      'backsplash',
      'grout saw',
      'sanded grout',
      'unsanded grout',
      'grout sealer',
    ],
    diagnosis: [
      {
        cause: 'Old or worn cement grout',
        signs:
          'Grout that is powdery, crumbling or sunk below the tile edges in places, with tiles still solid when you press on them.',
      },
      {
        cause: 'Movement at a corner or change of plane filled with grout instead of caulk',
        signs:
          'A straight crack along inside corners, where wall meets floor or tub, or around fixtures; it comes back after regrouting.',
      },
      {
        cause: 'Flexing floor or failed tile bond',
        signs: 'Cracks across several joints, hollow sound when you tap tiles, tiles that rock or cracked tiles.',
      },
      {
        cause: 'Water getting behind the tile',
        signs:
          'Dark, always-damp grout, loose tiles, soft wall behind a shower, or stains or drips on the ceiling below.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 120, max: 300 },
    tools: [
      {
        name: 'Grout saw or carbide grout removal tool',
        alternatives: ['oscillating multi-tool with a carbide grout blade, used carefully'],
      },
      { name: 'Rubber grout float' },
      { name: 'Grout sponge and two buckets of clean water' },
      { name: 'Shop vacuum', alternatives: ['a stiff brush and dustpan'] },
      { name: 'Margin trowel or putty knife for mixing' },
      { name: 'Lint-free cloth for buffing off haze' },
    ],
    materials: [
      {
        name: 'Grout',
        note: 'Unsanded for joints 1/8 in (3 mm) or narrower; sanded for wider joints. Premixed urethane or epoxy grouts resist stains better. Take a piece of the old grout to match colour.',
      },
      { name: 'Grout sealer', note: 'For cement grouts; not needed for epoxy grout.' },
      {
        name: '100% silicone caulk in a matching colour',
        note: 'For inside corners and where tile meets a tub or shower pan.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Removing grout makes fine dust that can contain silica: wear safety glasses and an N95 mask, and vacuum rather than sweep.',
      },
      {
        severity: 'medium',
        text: 'Cement grout is alkaline and can burn skin: wear rubber gloves when mixing and applying.',
      },
      {
        severity: 'high',
        text: 'Old tile adhesive and floor tiles in homes built before 1990 may contain asbestos. If you need to remove tiles, have them tested first.',
      },
    ],
    steps: [
      {
        text: 'Press on the tiles and tap them with a screwdriver handle. If tiles are loose, hollow-sounding or the wall behind them is soft, stop: regrouting will not fix that.',
      },
      {
        text: 'Scrape out the old grout with the grout saw, keeping it in the joint, until the joint is clean to at least 2/3 of the tile thickness (about 1/8 in / 3 mm minimum).',
        caution:
          'Wear safety glasses and an N95 mask. Hold power tools with both hands: a slip can chip tile edges or cut you.',
      },
      {
        text: 'Vacuum the joints, wipe the tiles with a damp sponge, and let everything dry. Cut out old caulk in corners and along the tub.',
      },
      {
        text: 'Mix the grout to a thick peanut-butter consistency, following the bag for water amount, and let it stand for the time listed (slaking), then remix.',
        caution: 'Wear rubber gloves: wet cement grout can burn skin.',
      },
      {
        text: 'Work in areas of a few square feet: press grout into the joints with the float held at 45 degrees, moving diagonally across the joints. Scrape off the excess with the float held nearly upright.',
      },
      {
        text: 'Wait until the grout is firm to the touch (often 15 to 30 minutes), then wipe diagonally with a well-wrung sponge, rinsing it often, to shape the joints and clean the tile faces.',
      },
      { text: 'When the tile faces dry and a haze appears, buff it off with a dry lint-free cloth.' },
      {
        text: 'Leave inside corners and the tub or pan joint empty of grout and fill them with silicone caulk once the grout is dry.',
      },
      {
        text: 'Keep the area dry for the cure time on the bag (often 48 to 72 hours for a shower), then apply grout sealer to cement grout.',
      },
    ],
    verification: [
      'Every joint is filled level with or slightly below the tile edges, with no pinholes.',
      'Scratching the cured grout with a fingernail leaves no powder.',
      'After a week of normal use, no new cracks appear and the grout dries evenly after showers.',
    ],
    callAProWhen: [
      'Tiles are loose, cracked or hollow-sounding, or the wall behind a shower feels soft: water damage needs the tile removed.',
      'There are stains or drips on the ceiling below a shower or bathroom floor.',
      'Cracks run across a whole floor, which points to a subfloor that flexes.',
    ],
  },
  {
    id: 'squeaky-floor',
    title: 'Stop a squeaky floor',
    item: 'wood-framed floor (subfloor and joists)',
    category: 'walls-floors',
    keywords: [
      'squeaky floor',
      'creaking floor',
      'floor squeak',
      'creaky floorboard',
      'subfloor',
      'floor joist',
      'shim',
      'hardwood floor noise',
      'carpeted floor squeak',
      'loose subfloor',
      'floor screw',
    ],
    diagnosis: [
      {
        cause: 'Gap between a joist and the subfloor',
        signs:
          'Squeak at one spot when stepped on; from the basement you can see daylight or a gap between the top of a joist and the subfloor, or the subfloor moves when someone steps above.',
      },
      {
        cause: 'Subfloor nails loosened and rub as the floor flexes',
        signs: 'A squeak or tick along a line (the joist), often worse in dry winter months.',
      },
      {
        cause: 'Finished floorboards rubbing against each other',
        signs:
          'A squeak from hardwood strips in an area with no gap visible underneath; boards move slightly at the seams.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 90 },
    tools: [
      { name: 'Drill/driver with bits' },
      {
        name: 'Stud finder that works through flooring',
        alternatives: ['tapping and listening for the solid sound over joists, which are usually 16 in (40 cm) apart'],
      },
      { name: 'Hammer' },
      { name: 'Flashlight' },
      { name: 'Tape measure' },
    ],
    materials: [
      { name: 'Wood shims (cedar shingle shims)', note: 'For gaps seen from below.' },
      { name: "Carpenter's wood glue or construction adhesive" },
      {
        name: 'Wood screws for working from below',
        note: 'Length must be shorter than the subfloor plus finished floor thickness so the tip cannot come through: measure at a floor vent or edge.',
      },
      {
        name: 'Squeak repair kit with break-off screws for carpeted floors, or trim-head screws and wood filler for hardwood',
      },
      { name: 'Powdered graphite or talc', note: 'For boards that rub against each other.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Pipes, wires, gas lines and in-floor heating tubes run under and inside floors. Check from below before drilling, and do not drill into a heated floor.',
      },
      {
        severity: 'medium',
        text: 'Wear safety glasses when drilling overhead from the basement; sawdust falls into your eyes.',
      },
      {
        severity: 'high',
        text: 'Homes built before 1990 may have asbestos in old vinyl floor tiles and sheet flooring or their glue. Do not drill or cut through them until tested.',
      },
    ],
    steps: [
      {
        text: 'Have someone walk over the squeak while you listen, and mark the spot. If the basement ceiling is open, watch from below for movement and gaps.',
      },
      {
        text: 'If there is a gap between a joist and the subfloor, coat a shim with glue and tap it gently into the gap until snug. Do not force it: driving too hard lifts the floor and makes a bump.',
      },
      {
        text: 'If the subfloor moves on a joist with no gap, glue and screw a short piece of 2x4 along the side of the joist, pressed tight against the underside of the subfloor, then drive screws up through the block into the subfloor. The screws must be short enough not to reach the finished floor.',
        caution: 'Measure the floor thickness first and look for pipes, wires and heating tubes before drilling.',
      },
      {
        text: 'If you cannot reach from below and the floor is carpeted, find the joist and use a squeak repair kit: drive the special screw through the carpet into the joist and snap off its head below the carpet with the tool provided.',
      },
      {
        text: 'For exposed hardwood, drill a pilot hole at a slight angle through the board into the joist, drive a trim-head screw just below the surface, and fill the hole with matching wood filler.',
        caution: 'Drill only over a joist you have located, never into unknown space, to avoid pipes and cables.',
      },
      {
        text: 'For boards that rub with no looseness below, work powdered graphite or talc into the seams and walk over them a few times. Vacuum off the rest.',
      },
    ],
    verification: [
      'Walk back and forth over the spot, including heel-first steps: the squeak is gone or greatly reduced.',
      'Check the finished floor over each screw: no bumps, dips or screw points.',
    ],
    callAProWhen: [
      'The floor bounces, sags or slopes, or a joist is cracked: that is a structural problem.',
      'The squeak is over in-floor heating or you cannot find what lies under the floor.',
      'Floorboards are cupped, stained or soft, which suggests moisture from below.',
    ],
  },
  {
    id: 'laminate-floor-gaps-lifted-plank',
    title: 'Close gaps and fix lifted planks in a laminate floor',
    item: 'laminate or click-lock vinyl plank floor',
    category: 'walls-floors',
    keywords: [
      'laminate floor',
      'laminate plank',
      'vinyl plank',
      'click lock flooring',
      'floating floor',
      'gap between planks',
      'separated planks',
      'lifted plank',
      'buckled floor',
      'peaking',
      'expansion gap',
      'swollen edges',
      'tapping block',
    ],
    diagnosis: [
      {
        cause: 'Planks pulled apart at the joints',
        signs:
          'Thin gaps at the short ends or long edges that collect dirt, most often in a heavily walked path or after a dry winter; the planks are flat.',
      },
      {
        cause: 'No room for the floor to expand at the walls',
        signs:
          'Planks rise into a ridge (peaking) or the floor feels springy, often in summer; the floor touches the walls, door casings or pipes, or heavy cabinets or nailed trim pin it down.',
      },
      {
        cause: 'Water damage',
        signs:
          'Edges of planks swollen, raised or flaking near a dishwasher, sink, door or fridge; the core looks puffy and does not flatten when dry.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 45, max: 180 },
    tools: [
      {
        name: 'Tapping block made for laminate',
        alternatives: ['a scrap piece of flooring with its tongue side used against the plank'],
      },
      { name: 'Pull bar for the plank ends near walls' },
      { name: 'Rubber mallet' },
      { name: "Flooring or painter's tape", alternatives: ['a gap-closing tool that grips with suction'] },
      { name: 'Pry bar and a wide putty knife to remove baseboard or quarter round without breaking it' },
      { name: 'Oscillating multi-tool with a fine wood blade', alternatives: ['a jamb saw'] },
      { name: 'Tape measure' },
    ],
    materials: [
      { name: 'Finishing nails or brad nails', note: 'To reattach trim to the wall only, never through the floor.' },
      {
        name: 'Spare planks of the same product',
        note: 'For swollen planks: check the garage or look for the product name on the box or the underside of a plank.',
      },
      { name: 'Felt pads for furniture legs' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Pry bars and cutting blades slip easily: wear gloves and safety glasses, and keep hands behind the blade.',
      },
      {
        severity: 'high',
        text: 'A laminate floor may have been laid over older vinyl tiles. In a home built before 1990, do not cut, sand or scrape the floor underneath until it has been tested for asbestos.',
      },
    ],
    steps: [
      {
        text: 'Find out which problem you have: flat planks with gaps, raised ridges, or swollen edges. For swollen edges, find and fix the water source before anything else.',
      },
      {
        text: 'For gaps: put tape on the plank next to the gap, or set the tapping block against its edge, and tap with the mallet toward the gap in small blows until the joint closes. Work along the row from the gap back toward the wall.',
      },
      {
        text: 'For the last plank against a wall, hook the pull bar over its end and tap the bar to draw the plank tight.',
      },
      {
        text: 'For ridges or a springy floor: remove the baseboard or quarter round along the tight wall by prying gently against a putty knife so the wall is not dented. Number the trim pieces on the back.',
        caution:
          'Pry against a wide putty knife and pull nails out through the back of the trim to avoid splinters and cuts.',
      },
      {
        text: 'Measure the space between the floor and the wall. If it is less than the gap the flooring maker asks for (commonly about 1/4 to 3/8 in, 6 to 10 mm), trim the floor edge back with the oscillating tool. Also free the floor where it is pinned by nailed trim, door casings, pipes or cabinets.',
        caution: 'Keep the blade level and cut only the flooring, not the wall or pipes.',
      },
      {
        text: 'Let the floor settle for a day. Ridges usually flatten once the floor can move. Then reinstall the trim, nailing it into the wall only.',
      },
      {
        text: 'Replace a swollen or broken plank near a wall by unclicking the rows up to it. A plank in the middle of the room usually needs a cut-out method that is easier for a flooring installer.',
      },
    ],
    verification: [
      'Joints are tight along the row and stay closed after a few days of walking.',
      'A ridge has flattened and the floor does not bounce underfoot.',
      'There is a visible expansion gap all around the room under the trim, and nothing nails or screws through the floor.',
    ],
    callAProWhen: [
      'Many planks are swollen or the floor smells musty: there may be water under it or in the subfloor.',
      'A damaged plank sits in the middle of a large room and you do not have spare planks or experience.',
      'Gaps keep reopening across the whole floor, which may mean the subfloor is uneven or the underlayment is wrong.',
    ],
  },
  {
    id: 'tub-shower-recaulk',
    title: 'Re-caulk a bathtub or shower',
    item: 'bathtub or shower caulk joint',
    category: 'walls-floors',
    keywords: [
      'caulk',
      'caulking',
      'bathtub caulk',
      'shower caulk',
      'silicone sealant',
      'mouldy caulk',
      'moldy caulk',
      'peeling caulk',
      'gap around tub',
      'tub surround',
      'bath sealant',
      'mildew',
    ],
    diagnosis: [
      {
        cause: 'Old caulk has aged or lost its bond',
        signs: 'Caulk that is peeling, cracked, shrunk away from the tile or tub, or can be lifted with a fingernail.',
      },
      {
        cause: 'Mould grown into or behind the caulk',
        signs: 'Black spots that do not scrub off the caulk surface.',
      },
      {
        cause: 'The tub or shower base moves',
        signs:
          'New caulk cracks again within weeks, the tub flexes or creaks when you stand in it, or the joint gap changes when the tub is full.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 60, max: 120 },
    tools: [
      { name: 'Caulk gun' },
      {
        name: 'Plastic caulk scraper',
        alternatives: ['a utility knife or razor scraper used carefully on tile, never on acrylic or fibreglass tubs'],
      },
      { name: "Painter's tape" },
      { name: 'Caulk smoothing tool', alternatives: ['a finger dipped in soapy water or wearing a glove'] },
      { name: 'Clean rags and an old toothbrush' },
    ],
    materials: [
      {
        name: '100% silicone kitchen-and-bath sealant with mildew resistance',
        note: 'White or clear, or a colour that matches the grout. Silicone lasts longer in wet joints than acrylic latex caulk.',
      },
      { name: 'Caulk remover (solvent gel)', note: 'Optional, helps soften old silicone.' },
      { name: 'Isopropyl (rubbing) alcohol', note: 'To remove soap film and silicone residue before caulking.' },
      { name: 'Bathroom mould and mildew cleaner or diluted bleach' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Never mix bleach with ammonia or acid cleaners (including some tile and toilet cleaners): the fumes are toxic. Run the fan and open a window.',
      },
      { severity: 'medium', text: 'Razor blades slip on wet surfaces: push away from your body and wear gloves.' },
      { severity: 'low', text: 'Silicone gives off vinegar-smelling fumes as it cures: keep the room ventilated.' },
    ],
    steps: [
      {
        text: 'Cut through the old caulk along both edges with the scraper or knife and pull it out in strips. Use caulk remover for stubborn bits.',
        caution: 'Use only plastic tools on acrylic or fibreglass tubs and shower bases: metal blades scratch them.',
      },
      {
        text: 'Scrub the joint with mildew cleaner and the toothbrush to kill mould, then rinse well.',
        caution: 'Do not mix bleach with other cleaners, and keep the fan running.',
      },
      {
        text: 'Wipe the joint with isopropyl alcohol to remove soap film and silicone residue, then let it dry completely: ideally overnight with the fan on.',
      },
      {
        text: "Put painter's tape on the tile and the tub about 1/8 in (3 mm) either side of the joint for straight edges.",
      },
      {
        text: 'For a bathtub, fill it with water before caulking so its weight opens the joint as it will be in use; this stops the caulk from tearing later.',
      },
      {
        text: 'Cut the tube nozzle at an angle to a hole slightly smaller than the gap, and run one steady bead along the joint, pushing the caulk into it.',
      },
      {
        text: 'Smooth the bead in one pass with the smoothing tool or a wet finger, then pull the tape off right away, away from the joint.',
      },
      {
        text: 'Leave any water in the tub for a few hours, then drain it. Do not shower until the cure time on the tube has passed (often 24 hours).',
      },
    ],
    verification: [
      'The bead is continuous with no gaps, bubbles or pinholes, and bonds to both surfaces when you press lightly after curing.',
      'After a shower, the joint stays dry behind the caulk and no water appears outside the tub.',
    ],
    callAProWhen: [
      'The tile or wall near the joint is soft, or tiles are loose: water has been getting in.',
      'The tub moves or creaks when you stand in it and new caulk keeps cracking.',
      'There are stains or drips on the ceiling below the bathroom.',
    ],
  },
  {
    id: 'hardwood-floor-scratches',
    title: 'Repair scratches in a hardwood floor',
    item: 'hardwood or engineered wood floor',
    category: 'walls-floors',
    keywords: [
      'hardwood floor',
      'scratched floor',
      'floor scratch',
      'engineered hardwood',
      'gouge in floor',
      'wood floor finish',
      'polyurethane',
      'touch up marker',
      'wood filler',
      'screen and recoat',
      'pet scratches',
      'scuffs',
    ],
    diagnosis: [
      {
        cause: 'Scratches only in the clear finish',
        signs:
          'White or grey lines that nearly disappear when you wet them with a damp cloth; the wood colour underneath is unchanged.',
      },
      {
        cause: 'Scratches through the finish into the wood',
        signs: 'Lines show bare, lighter-coloured wood and stay visible when wet; a fingernail catches in them.',
      },
      {
        cause: 'Dents and gouges',
        signs: 'Deeper marks from dropped objects or dragged furniture, with wood fibres crushed or missing.',
      },
      {
        cause: 'Worn finish over a large area',
        signs: 'Dull, grey traffic paths with many fine scratches, where water soaks in instead of beading.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 20, max: 90 },
    tools: [
      { name: 'Soft cloths and a vacuum or dust mop' },
      { name: 'Plastic putty knife' },
      {
        name: 'Fine sanding sponge or 220 grit sandpaper',
        alternatives: ['#0000 steel wool on finishes that are not water-based'],
      },
      { name: "Small artist's brush" },
    ],
    materials: [
      { name: 'Hardwood floor cleaner made for finished floors' },
      {
        name: 'Wood stain touch-up markers or blending pencils',
        note: 'Buy two or three shades near your floor colour and test on a hidden spot.',
      },
      { name: 'Hard wax filler stick or tinted wood filler', note: 'For gouges; pick a shade that matches the floor.' },
      {
        name: 'Clear floor finish matching the existing sheen (satin, semi-gloss)',
        note: 'Water-based polyurethane is easiest to use; use the type made for floors.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Rags soaked with oil-based stain, finish or oil can heat up and catch fire by themselves. Dry them flat outdoors or keep them in a closed metal can filled with water before disposal.',
      },
      {
        severity: 'medium',
        text: 'Stains and finishes give off fumes: open windows, keep flames away and wear gloves.',
      },
      {
        severity: 'high',
        text: 'Old floor finishes in homes built before 1978 may contain lead. Do not sand large areas of an old floor without testing.',
      },
    ],
    steps: [
      { text: 'Vacuum and clean the area with floor cleaner, then let it dry.' },
      {
        text: 'Wipe the scratch with a damp cloth. If it disappears while wet, it is in the finish only: go to the step about clear finish.',
      },
      {
        text: 'For scratches into the wood: test touch-up markers on a hidden spot (inside a closet), then colour the scratch with the best match and wipe off the excess right away so only the groove is coloured.',
      },
      {
        text: 'For gouges and dents: press wax filler or tinted wood filler into the mark with the plastic knife, scrape it flush, and let filler dry as the package says. Touch up the colour with a marker to imitate the wood grain.',
      },
      {
        text: 'For finish-only scratches: sand very lightly along the grain over the scratch with 220 grit, wipe off the dust, and brush a thin coat of clear finish onto the scratch only. Add a second coat after it dries if needed.',
        caution: 'Ventilate the room and keep flames and pilot lights away from solvent-based products.',
      },
      {
        text: 'Lay any oil-soaked rags flat outdoors to dry, or put them in a water-filled metal can with a lid.',
        caution: 'Never bunch oily rags in a pile or a garbage bag: they can catch fire by themselves.',
      },
      { text: 'Put felt pads under furniture legs and a mat at entry doors to prevent new scratches.' },
    ],
    verification: [
      'From standing height, the repaired scratch blends with the floor in normal light.',
      'A drop of water on the repaired spot beads up instead of soaking in.',
      'The touch-up is dry and does not come off on a white cloth.',
    ],
    callAProWhen: [
      'Wear is over a large area and the floor needs a full screen-and-recoat or sanding and refinishing.',
      'Boards are cupped, split, black-stained or loose, which points to water damage or failed fastening.',
      'The floor is engineered wood with a thin top layer that could be sanded through.',
    ],
  },
];
