import type { RepairGuide } from '../repair-guide.js';

/** Door, window and garage door repairs. Garage door springs, cables and bottom brackets are always a pro job. */
export const doorsWindowsGuides: readonly RepairGuide[] = [
  {
    id: 'door-sticking',
    title: 'Fix a door that sticks or rubs in its frame',
    item: 'interior or exterior hinged door',
    category: 'doors-windows',
    keywords: [
      'door',
      'sticking door',
      'door sticks',
      'door rubs',
      'door hard to close',
      'swollen door',
      'sagging door',
      'door jamb',
      'door frame',
      'hinge screws',
      'plane door',
      'humidity',
      'stripped screw hole',
    ],
    diagnosis: [
      {
        cause: 'Loose hinge screws letting the door sag',
        signs:
          'The door rubs at the top corner on the latch side, the gap above the door is wider at the hinge side, and the top hinge moves when you lift the door handle.',
      },
      {
        cause: 'Wood swollen by humidity',
        signs: 'The door sticks in summer or wet weather and works in winter; the rub marks run along a whole edge.',
      },
      {
        cause: 'Paint build-up on the door edge or frame',
        signs: 'Thick, tacky or layered paint where the door touches the frame.',
      },
      {
        cause: 'Frame moved by house settling',
        signs:
          'Uneven gaps that do not change with the seasons, sometimes with cracks in the wall above the door corners.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 20, max: 120 },
    tools: [
      { name: 'Screwdriver or drill-driver' },
      { name: 'Hand plane', alternatives: ['Sanding block with 80-grit paper for small amounts'] },
      { name: 'Pencil' },
      { name: 'Hammer and nail set', alternatives: ['Large nail for tapping out hinge pins'] },
      { name: 'Dust mask and safety glasses' },
    ],
    materials: [
      { name: '3 in (75 mm) wood screws', note: 'Match the head size and finish of the existing hinge screws.' },
      { name: 'Wooden toothpicks or golf tees and wood glue', note: 'For filling stripped screw holes.' },
      { name: 'Primer and paint or clear sealer', note: 'To seal any bare wood you plane.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Homes built before 1978 in the US, or before about 1990 in Canada, may have lead paint. Test before sanding or planing painted edges; if lead is present, avoid dry sanding and follow lead-safe practices or hire a certified contractor.',
      },
      {
        severity: 'medium',
        text: 'A solid or exterior door can weigh 30 kg (70 lb) or more. Get help lifting it off its hinges.',
      },
      {
        severity: 'low',
        text: 'Wear safety glasses and a dust mask when planing or sanding.',
      },
    ],
    steps: [
      {
        text: 'Close the door slowly and look for where it catches: shiny worn paint or a tight gap shows the spot. Sliding a piece of paper around the closed door also finds it.',
      },
      {
        text: 'Tighten every hinge screw on the door and the frame. If a screw turns without tightening, remove it, pack the hole with glue-dipped toothpicks or a golf tee, let the glue set, trim flush and drive the screw back in.',
      },
      {
        text: 'If the door sags at the latch side, replace one of the frame-side screws in the top hinge (usually the one nearest the door stop) with a 3 in (75 mm) screw that reaches the wall framing. Drive it slowly: it pulls the frame and door up and toward the hinge side.',
        caution: 'Do not overdrive the long screw; it can bow the frame and open a gap elsewhere.',
      },
      {
        text: 'Test the door. If it still rubs only a little, sand the rubbing spot or scrape off built-up paint.',
      },
      {
        text: 'If it needs more than sanding, mark the rub area with a pencil, close the door and tap the hinge pins out from the bottom, bottom hinge first, then lift the door off with a helper.',
      },
      {
        text: 'Plane the marked edge in thin passes until the line disappears, following the grain. On the top or bottom edge, plane from each end toward the middle so the corners do not split.',
      },
      {
        text: 'Seal the bare wood with primer and paint or clear sealer, including the top and bottom edges, so it does not swell again.',
      },
      {
        text: 'Rehang the door, top pin first, and check it closes with an even gap.',
      },
    ],
    verification: [
      'The door opens and closes with no rubbing and latches without pushing.',
      'The gap around the door is roughly even, about the thickness of a coin.',
      'Check again in the next season of high humidity.',
    ],
    callAProWhen: [
      'New or widening cracks appear in walls or ceilings, or several doors stick at once: the house may be settling and needs an inspection.',
      'The frame is split, rotten or loose in the wall.',
      'An exterior or fire-rated door needs trimming: trimming can void its rating or weather seal.',
    ],
  },
  {
    id: 'door-wont-latch',
    title: 'Fix a door that will not latch or stay closed',
    item: 'door latch and strike plate',
    category: 'doors-windows',
    keywords: [
      'door latch',
      'door will not latch',
      'door will not stay closed',
      'door pops open',
      'strike plate',
      'latch bolt',
      'doorknob',
      'door handle',
      'lever handle',
      'misaligned latch',
      'latch sticks',
      'backset',
      'door knob',
    ],
    diagnosis: [
      {
        cause: 'Latch and strike plate out of line',
        signs:
          'The latch hits the strike plate above or below its opening; scratches on the strike plate show where it lands.',
      },
      {
        cause: 'Door sagging on loose hinges',
        signs: 'The latch hits low on the strike, and the top hinge screws are loose.',
      },
      {
        cause: 'Sticky or broken latch mechanism',
        signs: 'The latch bolt does not spring all the way out when you turn the knob and let go, or it sticks in.',
      },
      {
        cause: 'Weatherstripping too thick (exterior doors)',
        signs: 'New or thick weatherstripping pushes the door back so the latch cannot reach the strike opening.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Screwdriver' },
      { name: 'Metal file', alternatives: ['Rotary tool with a grinding bit'] },
      { name: 'Wood chisel and hammer', alternatives: ['Only if the strike must be moved'] },
      { name: 'Lipstick, crayon or dry-erase marker for marking' },
    ],
    materials: [
      { name: 'Dry graphite or silicone spray lubricant', note: 'For the latch; avoid oil, which collects grit.' },
      { name: 'Adjustable strike plate', note: 'Optional, for exterior doors that swell and shrink.' },
      {
        name: 'Replacement latch set',
        note: 'Only if broken. Measure the backset (edge of door to centre of the knob hole): usually 2-3/8 in (60 mm) or 2-3/4 in (70 mm); check the door thickness.',
      },
      { name: 'Wood filler', note: 'For old strike screw holes if you move the plate.' },
    ],
    safetyWarnings: [
      {
        severity: 'low',
        text: 'Keep fingers clear of the chisel edge and cut away from your body.',
      },
      {
        severity: 'medium',
        text: 'On an exterior or entry door, make sure the door still locks securely before you leave it; a deadbolt that does not fully extend gives no security.',
      },
    ],
    steps: [
      {
        text: 'Tighten all hinge screws first; a sagging door is the most common reason the latch misses.',
      },
      {
        text: 'Rub lipstick or crayon on the end of the latch bolt, close the door gently against the frame and turn the knob to let the latch touch the strike. The mark shows where it lands.',
      },
      {
        text: 'If the mark is within about 3 mm (1/8 in) of the opening, remove the strike plate and file the opening larger on that side. Reinstall it.',
      },
      {
        text: 'If it is further off, move the strike plate: unscrew it, fill the old screw holes, extend the recess with a chisel in the direction needed, and screw the plate in its new position.',
        caution:
          'Chisel in small cuts with the bevel facing the waste wood, and keep your other hand behind the blade.',
      },
      {
        text: 'If the latch bolt is sluggish, spray a little dry lubricant into it and work the knob several times. If it still does not spring out fully, replace the latch.',
      },
      {
        text: 'To replace a latch, remove the two screws on the inside knob or lever, pull the knobs apart, then remove the latch from the door edge. Install the new latch with its slanted side facing the way the door closes.',
      },
      {
        text: 'Close the door normally several times and check it latches without being pushed or slammed.',
      },
    ],
    verification: [
      'The door latches with a normal push and stays closed when you pull on it.',
      'The latch and any deadbolt slide fully into the strike plate.',
      'The door does not rattle when closed.',
    ],
    callAProWhen: [
      'The frame is split or loose where the strike is screwed in.',
      'It is a multi-point lock or a fire-rated door.',
      'An exterior door will not lock securely and you cannot fix it the same day.',
    ],
  },
  {
    id: 'door-hinge-squeaky',
    title: 'Silence a squeaky door hinge',
    item: 'door hinge',
    category: 'doors-windows',
    keywords: [
      'squeaky hinge',
      'creaky door',
      'squeaking door',
      'door hinge',
      'hinge pin',
      'rusty hinge',
      'noisy door',
      'lubricate hinge',
      'white lithium grease',
      'butt hinge',
      'door creaks',
    ],
    diagnosis: [
      {
        cause: 'Dry or dirty hinge pin',
        signs: 'A squeak or creak as the door swings, usually from one hinge; the pin looks dry or has dark grime.',
      },
      {
        cause: 'Rusted pin or hinge',
        signs: 'Orange rust at the hinge knuckles, common on bathroom and exterior doors.',
      },
      {
        cause: 'Worn or bent hinge',
        signs: 'The squeak comes back within weeks, the pin is worn into a groove, or the knuckles do not line up.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 10, max: 30 },
    tools: [
      { name: 'Hammer' },
      { name: 'Nail set', alternatives: ['A large nail or a thin screwdriver'] },
      { name: 'Fine steel wool', alternatives: ['Scouring pad'] },
      { name: 'Rags' },
    ],
    materials: [
      {
        name: 'White lithium grease or silicone spray',
        note: 'Petroleum jelly works in a pinch. Avoid cooking oil, which turns gummy.',
      },
      {
        name: 'Replacement hinges',
        note: 'Only if worn. Match the size (commonly 3-1/2 in), corner shape (square or rounded, and the radius) and finish.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Remove one hinge pin at a time with the door closed. If all the pins come out, the door can fall.',
      },
      {
        severity: 'low',
        text: 'Wear safety glasses when tapping pins out; they can pop out suddenly.',
      },
    ],
    steps: [
      {
        text: 'Swing the door slowly to find which hinge squeaks. Close the door so its weight rests in the frame.',
      },
      {
        text: 'Put the tip of the nail set against the bottom end of the pin, from underneath the hinge, and tap upward with the hammer until you can pull the pin out. If the hinge is closed at the bottom, tap a flat screwdriver under the pin’s head instead.',
      },
      {
        text: 'Clean the pin with steel wool until it is smooth and bright, and wipe the inside of the hinge knuckles.',
      },
      {
        text: 'Coat the pin with a thin layer of white lithium grease or silicone.',
      },
      {
        text: 'Push the pin back in and tap it down. Swing the door several times to spread the lubricant and wipe off any excess.',
      },
      {
        text: 'Repeat on the other hinges, one at a time.',
      },
    ],
    verification: ['The door swings fully open and closed without a squeak.', 'No grease drips from the hinges.'],
    callAProWhen: [
      'The hinge or frame is cracked or the screws will not hold in the frame.',
      'The door is a heavy exterior or fire-rated door with special hinges (spring or ball-bearing hinges needing replacement).',
    ],
  },
  {
    id: 'window-screen-repair',
    title: 'Replace a torn window screen',
    item: 'window or door screen',
    category: 'doors-windows',
    keywords: [
      'window screen',
      'torn screen',
      'ripped screen',
      'hole in screen',
      'screen mesh',
      'insect screen',
      'fly screen',
      'screen spline',
      'spline roller',
      'screen frame',
      'bent screen frame',
      'screen door',
      'fiberglass screen',
      'bugs getting in',
    ],
    diagnosis: [
      {
        cause: 'Torn or punctured mesh',
        signs:
          'A visible hole or tear; a small hole under about 5 cm (2 in) can be patched, anything larger needs new mesh.',
      },
      {
        cause: 'Spline dried out or popped from its channel',
        signs: 'The mesh has pulled loose along an edge; the rubber cord is hard, cracked or shrunken.',
      },
      {
        cause: 'Bent frame',
        signs: 'The screen no longer fits its window snugly or the corners have separated.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 75 },
    tools: [
      { name: 'Spline roller', alternatives: ['A flat screwdriver for short runs'] },
      { name: 'Utility knife with a fresh blade' },
      { name: 'Flat screwdriver or awl for lifting the old spline' },
      { name: 'Scissors' },
      { name: 'Clamps or heavy books', alternatives: ['Wood blocks'] },
    ],
    materials: [
      {
        name: 'Screen mesh',
        note: 'Fibreglass is easiest to work with; aluminum is tougher; pet-resistant mesh is thicker. Buy enough to overlap the frame by 5 cm (2 in) all around.',
      },
      {
        name: 'Spline',
        note: 'Match the diameter: take a piece of the old spline to the store. Thicker mesh may need the next size down.',
      },
      { name: 'Screen patch kit', note: 'Only for small holes.' },
    ],
    safetyWarnings: [
      {
        severity: 'medium',
        text: 'Remove upper-floor screens from inside and never lean out of the window. A screen does not stop a child or pet from falling.',
      },
      {
        severity: 'low',
        text: 'Cut away from your body and your hand holding the frame.',
      },
    ],
    steps: [
      {
        text: 'Remove the screen from the window (usually by lifting the tabs or pushing it up and pulling the bottom out) and lay it flat on a table.',
      },
      {
        text: 'Find the end of the spline in a corner, lift it with a screwdriver or awl and pull it out of the channel all the way around. Remove the old mesh.',
      },
      {
        text: 'Clamp or weight the middle of each long side so the frame cannot bow inward as the mesh tightens.',
      },
      {
        text: 'Lay the new mesh over the frame, square to the edges, with about 5 cm (2 in) overlap all round. Cut the corners off at 45° just outside the channel to stop bunching.',
      },
      {
        text: 'Starting at a corner, press the mesh into the channel with the convex wheel of the roller along one side, then roll the spline in over it with the grooved wheel. Keep the mesh just snug, not drum-tight.',
      },
      {
        text: 'Work around the frame, doing the opposite side next, then the other two. Push the spline into the corners with a screwdriver.',
      },
      {
        text: 'Cut the spline where it meets its start. Trim the extra mesh with a sharp utility knife angled toward the outside edge of the spline.',
        caution: 'Keep the blade angled away from the mesh and your fingers behind the cutting edge.',
      },
      {
        text: 'Reinstall the screen in the window.',
      },
    ],
    verification: [
      'The mesh is smooth and evenly tight with no wrinkles or gaps at the edges.',
      'The frame is straight and the screen fits snugly in the window.',
    ],
    callAProWhen: [
      'The frame is badly bent or its corners are broken (a new frame kit or custom screen may be needed).',
      'The screen is for an upper-floor window you cannot remove from inside.',
      'It is a retractable or built-in screen system.',
    ],
  },
  {
    id: 'window-drafty-weatherstrip',
    title: 'Stop drafts around a window with weatherstripping and caulk',
    item: 'window',
    category: 'doors-windows',
    keywords: [
      'drafty window',
      'window draft',
      'cold air from window',
      'window weatherstripping',
      'weather stripping',
      'v-strip',
      'foam tape',
      'caulking',
      'window caulk',
      'window seal',
      'double-hung window',
      'casement window',
      'sliding window',
      'window insulation film',
      'heat loss',
    ],
    diagnosis: [
      {
        cause: 'Worn or missing weatherstripping',
        signs:
          'You can feel air or see a candle flame or incense smoke flicker where the sash meets the frame; the old strip is flattened, cracked or gone.',
      },
      {
        cause: 'Sash not pulled tight',
        signs: 'The lock does not draw the two sashes together, or a casement crank does not close tight.',
      },
      {
        cause: 'Gaps between the window frame and the wall',
        signs: 'Air comes around the interior trim or the outside of the frame; cracked or missing caulk.',
      },
      {
        cause: 'Failed sealed glass unit or broken glazing',
        signs:
          'Fog or moisture between the panes that cannot be wiped off, or loose, cracked putty on older single-pane windows.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 30, max: 120 },
    tools: [
      { name: 'Incense stick or candle for finding drafts', alternatives: ['Damp hand'] },
      { name: 'Caulking gun' },
      { name: 'Utility knife' },
      { name: 'Putty knife or scraper' },
      { name: 'Scissors' },
      { name: 'Tape measure' },
    ],
    materials: [
      {
        name: 'Weatherstripping',
        note: 'V-strip (tension seal) suits the side channels of double-hung and sliding windows; EPDM rubber or foam compression strip suits casement and awning windows where the sash presses shut. Check the thickness so the window still closes and locks.',
      },
      { name: 'Paintable acrylic latex caulk', note: 'For gaps between interior trim and the wall.' },
      {
        name: 'Exterior sealant',
        note: 'For the joint between the window frame and siding; check the temperature range on the tube.',
      },
      { name: 'Window insulation film kit', note: 'Optional, for a quick winter fix on windows you do not open.' },
      { name: 'Rubbing alcohol and a rag', note: 'To clean surfaces before applying adhesive strips.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Caulking outside above the ground floor may need a ladder over 6 ft (1.8 m). Set it on firm ground at a safe angle, have someone hold it, and never lean out sideways; use a pro for second-storey work if unsure.',
      },
      {
        severity: 'medium',
        text: 'Never leave a candle unattended, and keep it away from curtains when testing for drafts.',
      },
      {
        severity: 'low',
        text: 'Do not seal the small weep holes or slots along the bottom outside edge of vinyl and aluminum windows: they drain water out.',
      },
    ],
    steps: [
      {
        text: 'On a windy or cold day, close and lock the window and move a lit incense stick slowly around the sash and trim. Mark every spot where the smoke wavers.',
      },
      {
        text: 'Check the lock first: on double-hung windows it should pull the sashes tightly together. Adjust or replace a lock that does not.',
      },
      {
        text: 'Remove old, flattened weatherstripping and clean the surface with rubbing alcohol. Let it dry.',
      },
      {
        text: 'Cut the new weatherstripping to length. For V-strip, fit it in the side channels with the open side of the V facing the outside, so the wind presses it shut. For compression strip, stick it to the frame where the sash presses against it.',
      },
      {
        text: 'Close and lock the window to check it still closes easily. A window that no longer locks needs a thinner strip.',
      },
      {
        text: 'Indoors, fill gaps between the trim and the wall with a thin bead of acrylic latex caulk and smooth it with a wet finger.',
      },
      {
        text: 'Outdoors, remove cracked caulk where the frame meets the siding and apply exterior sealant in dry weather within the temperature range on the tube, leaving weep holes open.',
        caution: 'Keep the ladder on firm, level ground, with three points of contact; do not stretch sideways.',
      },
      {
        text: 'For windows you do not open in winter, apply an insulation film kit following its instructions.',
      },
    ],
    verification: [
      'The incense smoke stays steady around the sealed window on a windy day.',
      'The window closes, locks and opens without forcing.',
      'Less condensation and cold near the window.',
    ],
    callAProWhen: [
      'There is fog between the panes: the sealed glass unit has failed and needs replacing.',
      'The frame or sill is soft or rotten, or water is getting into the wall.',
      'Outside work needs a tall ladder or scaffolding.',
      'The window is old and drafty all over: replacement may need a permit and professional installation.',
    ],
  },
  {
    id: 'patio-door-sliding-sticks',
    title: 'Fix a sliding patio door that sticks or is hard to open',
    item: 'sliding patio door',
    category: 'doors-windows',
    keywords: [
      'sliding door',
      'patio door',
      'sliding glass door',
      'door hard to slide',
      'door sticks',
      'door track',
      'door rollers',
      'roller adjustment',
      'grinding noise',
      'door dragging',
      'bent track',
      'screen door track',
      'deck door',
    ],
    diagnosis: [
      {
        cause: 'Dirty track',
        signs: 'Grit, sand, leaves or pet hair in the bottom track; the door catches at the same spots.',
      },
      {
        cause: 'Rollers set too low or out of adjustment',
        signs:
          'The door drags on the track or the bottom of the frame scrapes; the gap at the bottom is uneven from end to end.',
      },
      {
        cause: 'Worn or broken rollers',
        signs: 'Grinding or bumping as it slides; adjusting the rollers does not lift the door.',
      },
      {
        cause: 'Bent or damaged track',
        signs: 'A dent or flattened spot on the raised rail of the track where the door jumps or sticks.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 120 },
    tools: [
      { name: 'Vacuum with a crevice tool' },
      { name: 'Stiff brush', alternatives: ['Old toothbrush'] },
      { name: 'Screwdriver (usually Phillips) for roller adjustment' },
      { name: 'Flat pry bar or putty knife', alternatives: ['Only if removing the door'] },
      { name: 'Block of wood and hammer', alternatives: ['Pliers for small bends'] },
      { name: 'A helper' },
    ],
    materials: [
      { name: 'Silicone spray or dry lubricant', note: 'Not grease or oil, which hold grit.' },
      {
        name: 'Replacement rollers',
        note: 'Only if worn. Take an old roller to the store or order by the door maker and roller dimensions (wheel diameter, housing length and width).',
      },
      { name: 'Track cover cap', note: 'Optional, for a worn aluminum track rail.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'A sliding glass door panel is heavy (often 35 to 70 kg, 80 to 150 lb) and the glass can shatter if dropped or twisted. Always remove it with a helper, wear gloves and safety glasses, and lean it against a padded wall on a flat surface.',
      },
      {
        severity: 'low',
        text: 'Keep children and pets away while the door is out of the frame.',
      },
    ],
    steps: [
      {
        text: 'Open the door fully. Vacuum the bottom track, scrub out packed dirt with a stiff brush and wipe it with a damp rag.',
      },
      {
        text: 'Spray a light coat of silicone or dry lubricant on the track rail and slide the door back and forth several times.',
      },
      {
        text: 'Find the adjustment screws near the bottom at each end of the door (on the face or the edge, often behind small caps). Turn each a quarter turn at a time, the same amount on both ends, until the door rides freely with an even gap at the bottom.',
      },
      {
        text: 'Look along the track rail for dents. Straighten small dents by placing a block of wood against the rail and tapping it gently with a hammer, or fit a track cover cap.',
      },
      {
        text: 'If the rollers are worn, lower them fully with the adjustment screws. Remove any stop strip screwed along the top of the frame on the inside.',
      },
      {
        text: 'With a helper, lift the door up into the top track, swing the bottom toward you, and lower it out. Carry it to a padded surface and lean it safely.',
        caution: 'Keep a grip on both sides of the panel; never let one person hold it alone.',
      },
      {
        text: 'Remove the screws holding the roller housings at the bottom corners, slide the old rollers out, and fit matching new ones.',
      },
      {
        text: 'Lift the door back into the top track, set the bottom rollers onto the rail, refit the stop strip, and adjust the rollers until the door slides smoothly and locks.',
      },
    ],
    verification: [
      'The door slides open and closed with one hand, without grinding or catching.',
      'The gap along the bottom is even, and the lock engages easily.',
      'No daylight shows around the closed door.',
    ],
    callAProWhen: [
      'The glass is cracked or the sealed unit is fogged.',
      'The track is badly bent, corroded or built into a rotted sill.',
      'The door is too heavy to remove safely with the help you have.',
      'Replacement rollers are not available for an older door.',
    ],
  },
  {
    id: 'garage-door-reverses',
    title: 'Fix a garage door that reverses or will not close',
    item: 'automatic garage door opener',
    category: 'doors-windows',
    keywords: [
      'garage door',
      'garage door opener',
      'garage door reverses',
      'garage door will not close',
      'door goes back up',
      'safety sensors',
      'photo eye',
      'safety beam',
      'sensor light blinking',
      'misaligned sensor',
      'close limit',
      'force adjustment',
      'remote',
      'garage',
    ],
    diagnosis: [
      {
        cause: 'Safety sensors (photo eyes) misaligned, dirty or blocked',
        signs:
          'The door reverses before touching the floor, the opener light flashes, and a sensor’s indicator light is off or blinking. On many openers, holding the wall button down until the door is shut still closes it.',
      },
      {
        cause: 'Sun glare on a sensor',
        signs: 'The problem happens only at a certain time of day when sunlight hits one of the sensors.',
      },
      {
        cause: 'Close limit or force set wrong',
        signs: 'The door touches the floor then immediately goes back up, or reverses at the same spot every time.',
      },
      {
        cause: 'Binding in the tracks or rollers',
        signs: 'The door jerks or stops partway, and is hard to move by hand when the opener is disconnected.',
      },
    ],
    difficulty: 'Easy',
    estimatedMinutes: { min: 15, max: 60 },
    tools: [
      { name: 'Soft cloth' },
      { name: 'Screwdriver', alternatives: ['Fingers for wing nuts'] },
      { name: 'Level', alternatives: ['String line'] },
      { name: 'A 2x4 board (or any object 1-1/2 in / 38 mm tall) for the reversing test' },
      { name: 'Stepladder for the opener controls' },
    ],
    materials: [
      { name: 'Insulated staples', note: 'Only if sensor wires are loose; never staple through the wire.' },
      { name: 'Replacement sensors', note: 'Only if damaged; they must be made for your opener model.' },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Never adjust, loosen or remove garage door springs, cables, drums or the bottom brackets they attach to. They are under enough tension to cause serious injury; that work is for a garage door technician.',
      },
      {
        severity: 'high',
        text: 'Never disable or bypass the safety sensors or reversing system. They stop the door from crushing people and pets.',
      },
      {
        severity: 'high',
        text: 'Unplug the opener (turn the power off) before working on the opener unit itself, and keep everyone clear of the door while testing.',
      },
    ],
    steps: [
      {
        text: 'Clear anything in the door’s path and along the sensors: boxes, bins, leaves, snow or spider webs.',
      },
      {
        text: 'Wipe both sensor lenses (the small units on each side of the door near the floor) with a soft cloth.',
      },
      {
        text: 'Look at the indicator lights on both sensors. Compare them with the opener manual: usually both are steady when aligned, and one is off or blinking when they cannot see each other.',
      },
      {
        text: 'To realign, loosen the sensor’s wing nut or screw, point it straight at the other sensor until its light is steady, and tighten. Both should sit at the same height, no higher than 15 cm (6 in) above the floor.',
      },
      {
        text: 'Follow the thin wires from each sensor back to the opener and look for staples through the wire, crushed spots or loose connections. Unplug the opener before tightening any wire at its terminals.',
        caution: 'Unplug the opener before touching its terminals or opening its cover.',
      },
      {
        text: 'If sunlight hits a sensor at the time the problem occurs, shade it with a short tube or swap the sending and receiving sensors to opposite sides, as the manual describes.',
      },
      {
        text: 'If the door touches the floor and then reverses, adjust the close limit (down travel) a small amount as the opener manual describes, then test.',
      },
      {
        text: 'Test the reversing system: lay a 2x4 flat on the floor in the door’s path and close the door. It must reverse when it touches the board. Then wave an object through the sensor beam as it closes: it must reverse.',
      },
    ],
    verification: [
      'The door closes fully and stays closed.',
      'The door reverses on touching a 2x4 laid flat on the floor, and when the sensor beam is broken.',
      'Both sensor lights are steady.',
    ],
    callAProWhen: [
      'A spring is broken (a loud bang, a visible gap in a spring above the door, or the door feels very heavy), or a cable is frayed or loose.',
      'The door is off its track, crooked or stuck partway.',
      'The door does not reverse during the 2x4 test after adjustment: stop using the opener until it is fixed.',
      'The opener’s motor, gears or control board have failed.',
    ],
  },
  {
    id: 'garage-door-noisy',
    title: 'Quiet a noisy garage door',
    item: 'garage door (rollers, hinges and hardware)',
    category: 'doors-windows',
    keywords: [
      'garage door',
      'noisy garage door',
      'squeaky garage door',
      'rattling garage door',
      'garage door rollers',
      'garage door hinges',
      'garage door lubricant',
      'loose bolts',
      'opener chain',
      'grinding garage door',
      'track',
      'overhead door',
      'garage',
    ],
    diagnosis: [
      {
        cause: 'Dry hinges, roller bearings and springs',
        signs: 'Squeaking or creaking as the door moves; the metal parts look dry or rusty.',
      },
      {
        cause: 'Loose hardware',
        signs: 'Rattling and vibration; hinge or track bracket bolts turn easily by hand.',
      },
      {
        cause: 'Worn rollers',
        signs: 'Rumbling or grinding; rollers wobble, are chipped or cracked, or do not turn freely.',
      },
      {
        cause: 'Slack opener chain',
        signs: 'Slapping or banging from the opener rail when the door starts and stops.',
      },
    ],
    difficulty: 'Medium',
    estimatedMinutes: { min: 30, max: 120 },
    tools: [
      { name: 'Socket set or nut driver', alternatives: ['Adjustable wrench'] },
      { name: 'Stepladder' },
      { name: 'Rags' },
      { name: 'Work gloves and safety glasses' },
      {
        name: 'Locking pliers or C-clamp',
        alternatives: ['Only to clamp the track below a roller so the door cannot move'],
      },
    ],
    materials: [
      {
        name: 'Garage door lubricant spray',
        note: 'A spray made for garage doors (lithium or silicone based). Do not use heavy grease on the tracks.',
      },
      {
        name: 'Replacement rollers',
        note: 'Only for worn rollers. Match the wheel diameter (usually 2 in) and stem length; nylon rollers with bearings are quieter.',
      },
    ],
    safetyWarnings: [
      {
        severity: 'high',
        text: 'Garage door springs, cables and the bottom brackets are under high tension. Never loosen or adjust them, and do not remove the bottom rollers, which sit in those brackets. Call a garage door technician for any of these.',
      },
      {
        severity: 'high',
        text: 'Close the door and unplug the opener (turn the power off) before working on it, so nobody can start it while your hands are in the hardware.',
      },
      {
        severity: 'medium',
        text: 'Keep your fingers out of the gaps between door sections and of the hinges while the door moves.',
      },
    ],
    steps: [
      {
        text: 'Close the door and unplug the opener. Clamp locking pliers on the track just above a roller so the door cannot move.',
        caution: 'Unplug the opener first so the door cannot start while your hands are in the hardware.',
      },
      {
        text: 'Tighten the nuts on each hinge and on the brackets that hold the tracks to the wall, snug but not so tight that they strip.',
        caution: 'Do not touch the bottom brackets or any bolt that holds a spring or cable; they are under tension.',
      },
      {
        text: 'Wipe the tracks clean with a rag. Leave the tracks without grease: rollers should roll, not slide.',
      },
      {
        text: 'Spray garage door lubricant on each hinge pivot, the bearings of the steel rollers (not nylon wheels), the spring coils and the bearing plates at the ends of the spring shaft. Wipe off drips.',
      },
      {
        text: 'To replace a worn roller (except the bottom ones), work on one hinge at a time with the door closed: remove the bolts that hold the hinge to one of the two sections, tilt the hinge away from the track to slide the old roller out, fit the new roller and bolt the hinge back.',
      },
      {
        text: 'Check the opener chain or belt tension against the opener manual and adjust it if it sags more than the manual allows.',
      },
      {
        text: 'Remove the locking pliers, plug in the opener and run the door up and down a few times.',
      },
    ],
    verification: [
      'The door runs up and down smoothly without squeaks, rattles or grinding.',
      'Rollers turn as they move along the track rather than sliding.',
      'The door still reverses when it touches a 2x4 laid flat on the floor.',
    ],
    callAProWhen: [
      'The springs, cables, drums or bottom brackets are worn, rusted, frayed or broken.',
      'The bottom rollers need replacing.',
      'The door is off its track, crooked or heavy to lift by hand.',
      'The noise comes from the opener motor or gears.',
    ],
  },
];
