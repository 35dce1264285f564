/**
 * Finds where a photo probably carries printed text (a rating plate, a label), so OCR reads those crops instead of
 * the whole frame: on a textured photo (wood, gravel, foliage) Tesseract's own layout analysis spends seconds on
 * texture. Plain arithmetic on a greyscale copy of the still picture, some tens of milliseconds.
 *
 * How: pixels clearly darker (or, for light print on a dark plate, lighter) than their surroundings form blobs;
 * blobs the size and shape of a letter are glyphs; glyphs of similar height standing side by side, about a letter
 * apart, chain into lines (a plate's border, a screw or wood grain does not chain); neighbouring lines form blocks,
 * each with the skew of its lines.
 */

export type TextPolarity = 'dark-on-light' | 'light-on-dark';

/** A block of text lines in the coordinates of the picture it was found in. */
export interface TextRegion extends Box {
  /** Skew of its lines in degrees, clockwise positive (image coordinates: y grows downwards). */
  readonly angleDegrees: number;
  /** Typical height of its letters. */
  readonly letterHeight: number;
  readonly polarity: TextPolarity;
  /** Its darkest and lightest grey (1st and 99th percentile) in the picture given: to stretch a crop's contrast. */
  readonly levels: Levels;
  /** Letters found inside: more is more text. Regions are answered strongest first. */
  readonly letters: number;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Levels {
  readonly dark: number;
  readonly light: number;
}

export interface GreyPicture {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * A pixel is ink when it is darker (lighter) than the mean of its neighbourhood, a square this share of the picture
 * across, by more than INK_CONTRAST (of 255, after stretching the picture's contrast).
 */
const NEIGHBOURHOOD_SHARE = 1 / 12;
const INK_CONTRAST = 18;
/** Neighbourhood means are taken per block of this many pixels square. */
const BLOCK = 8;
/** Letters smaller than this (pixels) are too small to read; larger than this share of the picture are not letters. */
const MIN_LETTER_HEIGHT = 8;
const MAX_LETTER_HEIGHT_SHARE = 1 / 5;
/** A glyph wider than this many times its height is a rule or a streak (a few touching letters still pass). */
const MAX_GLYPH_ASPECT = 4;
/** Share of a glyph's box its ink fills: outlines (a border) fill less, solid patches more. */
const GLYPH_FILL = { min: 0.12, max: 0.95 };
/** Neighbouring glyphs of one line: heights within this ratio, gap within this many heights, overlapping rows. */
const HEIGHT_RATIO = 2;
const MAX_GAP_IN_HEIGHTS = 1.2;
const MIN_ROW_OVERLAP = 0.5;
const MIN_LETTERS_PER_LINE = 3;
const MAX_SKEW_DEGREES = 20;
/** Glyph bottoms of a line of print stray from its baseline by less than this share of a letter (median). */
const MAX_BASELINE_SPREAD = 0.12;
const MAX_LINES = 64;
/** Share of the glyph-like blobs in and around a block that must belong to its lines. */
const MIN_CLEARNESS = 0.75;
const MAX_REGIONS = 4;

interface Glyph {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

interface Line {
  readonly glyphs: readonly Glyph[];
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly angleDegrees: number;
  readonly letterHeight: number;
}

/**
 * Text blocks in the picture, strongest first, at most a few, none mostly inside a stronger one. The picture
 * may be dim or flat: its contrast is stretched first.
 */
export function findTextRegions(picture: GreyPicture): TextRegion[] {
  const stretched = { ...picture, pixels: stretch(picture.pixels, levelsOf(picture)) };
  const means = neighbourhoodMeans(stretched);
  const regions = (['dark-on-light', 'light-on-dark'] as const)
    .flatMap((polarity) => {
      const candidates = glyphs(stretched, means, polarity);
      // Print stands clear on its plate: around a block, within two letters' height, there is little else. In
      // texture (noise, gravel) a few blobs chain by chance among many others.
      return groupIntoBlocks(chainIntoLines(candidates), polarity).filter(
        (block) => block.letters >= MIN_CLEARNESS * glyphsAround(block, candidates),
      );
    })
    .sort((a, b) => b.letters - a.letters);
  const kept: Omit<TextRegion, 'levels'>[] = [];
  for (const region of regions) {
    if (kept.length === MAX_REGIONS) break;
    if (!kept.some((stronger) => overlapShare(region, stronger) > 0.5)) kept.push(region);
  }
  return kept.map((region) => ({ ...region, levels: levelsOf(picture, region) }));
}

/** The 1st and 99th percentile of the grey levels, over the whole picture or a box of it. */
function levelsOf({ pixels, width, height }: GreyPicture, box: Box = { left: 0, top: 0, width, height }): Levels {
  const histogram = new Uint32Array(256);
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let at = y * width + box.left, end = at + box.width; at < end; at++) {
      const level = pixels[at]!;
      histogram[level] = histogram[level]! + 1;
    }
  }
  const total = box.width * box.height;
  const percentile = (share: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level]!;
      if (seen > share * total) return level;
    }
    return 255;
  };
  return { dark: percentile(0.01), light: percentile(0.99) };
}

/** The grey levels mapped linearly so that `dark` becomes black and `light` white. */
function stretch(pixels: Uint8Array, { dark, light }: Levels): Uint8Array {
  const range = Math.max(1, light - dark);
  const table = Uint8ClampedArray.from({ length: 256 }, (_, level) => ((level - dark) * 255) / range);
  return pixels.map((level) => table[level]!);
}

/**
 * The mean of each pixel's square neighbourhood. The neighbourhood is wide (tens of pixels), so the means are
 * taken over blocks of BLOCK × BLOCK pixels (summed-area tables of the block sums) and each pixel gets its block's:
 * a few milliseconds where a per-pixel table takes tens.
 */
function neighbourhoodMeans({ pixels, width, height }: GreyPicture): Uint8Array {
  const across = Math.ceil(width / BLOCK);
  const down = Math.ceil(height / BLOCK);
  const stride = across + 1;
  // Summed-area tables over the blocks: of the pixel values, and of the pixel counts (edge blocks are partial).
  const sums = new Float64Array(stride * (down + 1));
  const counts = new Float64Array(stride * (down + 1));
  for (let y = 0; y < height; y++) {
    const row = (Math.floor(y / BLOCK) + 1) * stride;
    for (let column = 0; column < across; column++) {
      const start = y * width + column * BLOCK;
      const end = y * width + Math.min(width, (column + 1) * BLOCK);
      let sum = 0;
      for (let at = start; at < end; at++) sum += pixels[at]!;
      sums[row + column + 1] = sums[row + column + 1]! + sum;
      counts[row + column + 1] = counts[row + column + 1]! + end - start;
    }
  }
  for (let row = 1; row <= down; row++) {
    for (let column = 1; column <= across; column++) {
      const at = row * stride + column;
      sums[at] = sums[at]! + sums[at - 1]! + sums[at - stride]! - sums[at - stride - 1]!;
      counts[at] = counts[at]! + counts[at - 1]! + counts[at - stride]! - counts[at - stride - 1]!;
    }
  }
  const reach = Math.max(1, Math.round((Math.max(width, height) * NEIGHBOURHOOD_SHARE) / 2 / BLOCK));
  const blockMeans = new Uint8Array(across * down);
  for (let row = 0; row < down; row++) {
    const top = Math.max(0, row - reach);
    const bottom = Math.min(down, row + reach + 1);
    for (let column = 0; column < across; column++) {
      const left = Math.max(0, column - reach);
      const right = Math.min(across, column + reach + 1);
      const box = (table: Float64Array) =>
        table[bottom * stride + right]! -
        table[top * stride + right]! -
        table[bottom * stride + left]! +
        table[top * stride + left]!;
      blockMeans[row * across + column] = box(sums) / box(counts);
    }
  }
  const means = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const blockRow = Math.floor(y / BLOCK) * across;
    for (let column = 0; column < across; column++) {
      means.fill(
        blockMeans[blockRow + column]!,
        y * width + column * BLOCK,
        y * width + Math.min(width, (column + 1) * BLOCK),
      );
    }
  }
  return means;
}

/**
 * Blobs of ink (runs of ink pixels per row, joined with the overlapping runs of the row above by union-find),
 * kept when shaped like a letter. Typed arrays throughout: a noisy photo has a few hundred thousand runs.
 */
function glyphs({ pixels, width, height }: GreyPicture, means: Uint8Array, polarity: TextPolarity): Glyph[] {
  const sign = polarity === 'dark-on-light' ? 1 : -1;
  // At most one run per two pixels, plus one per row.
  const capacity = Math.ceil((width * height) / 2) + height;
  const parent = new Int32Array(capacity);
  const starts = new Int32Array(capacity);
  const ends = new Int32Array(capacity);
  const rows = new Int32Array(capacity);
  const find = (run: number): number => {
    while (parent[run] !== run) run = parent[run] = parent[parent[run]!]!;
    return run;
  };
  let runs = 0;
  let previousFirst = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const rowFirst = runs;
    const offset = y * width;
    let x = 0;
    while (x < width) {
      if (sign * (means[offset + x]! - pixels[offset + x]!) <= INK_CONTRAST) {
        x++;
        continue;
      }
      starts[runs] = x;
      while (x < width && sign * (means[offset + x]! - pixels[offset + x]!) > INK_CONTRAST) x++;
      ends[runs] = x - 1;
      rows[runs] = y;
      parent[runs] = runs;
      runs++;
    }
    // Both rows are in x order: walk them together.
    let above = previousFirst;
    for (let run = rowFirst; run < runs; run++) {
      while (above < previousEnd && ends[above]! < starts[run]!) above++;
      for (let other = above; other < previousEnd && starts[other]! <= ends[run]!; other++) {
        const a = find(other);
        const b = find(run);
        if (a !== b) parent[b] = a;
      }
    }
    previousFirst = rowFirst;
    previousEnd = runs;
  }
  // Bounding box and ink of each blob, kept at its root run.
  const left = new Int32Array(runs).fill(width);
  const right = new Int32Array(runs).fill(-1);
  const top = new Int32Array(runs).fill(height);
  const bottom = new Int32Array(runs).fill(-1);
  const ink = new Int32Array(runs);
  for (let run = 0; run < runs; run++) {
    const root = find(run);
    left[root] = Math.min(left[root]!, starts[run]!);
    right[root] = Math.max(right[root]!, ends[run]!);
    top[root] = Math.min(top[root]!, rows[run]!);
    bottom[root] = Math.max(bottom[root]!, rows[run]!);
    ink[root] = ink[root]! + ends[run]! - starts[run]! + 1;
  }
  const maxHeight = Math.max(width, height) * MAX_LETTER_HEIGHT_SHARE;
  const found: Glyph[] = [];
  for (let root = 0; root < runs; root++) {
    if (parent[root] !== root) continue;
    const blobWidth = right[root]! - left[root]! + 1;
    const blobHeight = bottom[root]! - top[root]! + 1;
    const fill = ink[root]! / (blobWidth * blobHeight);
    if (
      blobHeight >= MIN_LETTER_HEIGHT &&
      blobHeight <= maxHeight &&
      blobWidth <= MAX_GLYPH_ASPECT * blobHeight &&
      fill >= GLYPH_FILL.min &&
      // Narrow glyphs (I, l, 1) are solid bars.
      (fill <= GLYPH_FILL.max || blobWidth * 3 <= blobHeight)
    ) {
      found.push({ left: left[root]!, top: top[root]!, right: right[root]!, bottom: bottom[root]! });
    }
  }
  return found;
}

/** Two items, by index, that belong together. */
type Link = readonly [number, number];

/**
 * The groups the links join items into (union-find): each group in its items' order, the groups in the order of
 * their first items.
 */
function connectedGroups<T>(items: readonly T[], links: readonly Link[]): T[][] {
  const parent = items.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  for (const [a, b] of links) parent[find(b)] = find(a);
  const groups = new Map<number, T[]>();
  items.forEach((item, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.push(item);
    else groups.set(root, [item]);
  });
  return [...groups.values()];
}

/** Each glyph links to its nearest follower on the same line; linked glyphs form lines of a few letters or more. */
function chainIntoLines(found: readonly Glyph[]): Line[] {
  const sorted = [...found].sort((a, b) => a.left - b.left);
  const links: Link[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const glyph = sorted[i]!;
    const height = glyph.bottom - glyph.top + 1;
    let nearest = -1;
    let nearestGap = Infinity;
    for (let j = i + 1; j < sorted.length; j++) {
      const next = sorted[j]!;
      const gap = next.left - glyph.right;
      if (gap > MAX_GAP_IN_HEIGHTS * height) break;
      const nextHeight = next.bottom - next.top + 1;
      const shared = Math.min(glyph.bottom, next.bottom) - Math.max(glyph.top, next.top) + 1;
      if (
        nextHeight <= HEIGHT_RATIO * height &&
        height <= HEIGHT_RATIO * nextHeight &&
        shared >= MIN_ROW_OVERLAP * Math.min(height, nextHeight) &&
        gap < nearestGap
      ) {
        nearest = j;
        nearestGap = gap;
      }
    }
    if (nearest >= 0) links.push([i, nearest]);
  }
  const lines: Line[] = [];
  for (const chain of connectedGroups(sorted, links)) {
    if (chain.length < MIN_LETTERS_PER_LINE) continue;
    const heights = chain.map((glyph) => glyph.bottom - glyph.top + 1).sort((a, b) => a - b);
    const letterHeight = heights[Math.floor(heights.length / 2)]!;
    const baseline = baselineOf(chain);
    if (Math.abs(baseline.angleDegrees) > MAX_SKEW_DEGREES || baseline.spread > MAX_BASELINE_SPREAD * letterHeight) {
      continue;
    }
    lines.push({
      glyphs: chain,
      left: Math.min(...chain.map((glyph) => glyph.left)),
      top: Math.min(...chain.map((glyph) => glyph.top)),
      right: Math.max(...chain.map((glyph) => glyph.right)),
      bottom: Math.max(...chain.map((glyph) => glyph.bottom)),
      angleDegrees: baseline.angleDegrees,
      letterHeight,
    });
  }
  // Texture can chain into hundreds of short "lines": the longest are kept.
  return lines.sort((a, b) => b.glyphs.length - a.glyphs.length).slice(0, MAX_LINES);
}

/**
 * The line through the glyphs' bottoms (least squares): its slope is the skew of the print, and the median distance
 * of the bottoms from it says how straight they stand (print: a pixel or two, but for descenders; texture: anywhere).
 */
function baselineOf(chain: readonly Glyph[]): { angleDegrees: number; spread: number } {
  const points = chain.map((glyph) => ({ x: (glyph.left + glyph.right) / 2, y: glyph.bottom }));
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.x - meanX) * (point.y - meanY);
    variance += (point.x - meanX) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  const distances = points.map((point) => Math.abs(point.y - meanY - slope * (point.x - meanX))).sort((a, b) => a - b);
  return { angleDegrees: (Math.atan(slope) * 180) / Math.PI, spread: distances[Math.floor(distances.length / 2)]! };
}

/** Lines that sit close above or beside one another (within about a letter's height) form one block. */
function groupIntoBlocks(lines: readonly Line[], polarity: TextPolarity): Omit<TextRegion, 'levels'>[] {
  const links: Link[] = [];
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i]!;
      const b = lines[j]!;
      const margin = Math.max(a.letterHeight, b.letterHeight);
      const near =
        a.left - margin <= b.right &&
        b.left - margin <= a.right &&
        a.top - margin <= b.bottom &&
        b.top - margin <= a.bottom;
      if (near) links.push([i, j]);
    }
  }
  return connectedGroups(lines, links).map((group) => {
    const left = Math.min(...group.map((line) => line.left));
    const top = Math.min(...group.map((line) => line.top));
    const letters = group.reduce((sum, line) => sum + line.glyphs.length, 0);
    const heights = group.map((line) => line.letterHeight).sort((a, b) => a - b);
    return {
      left,
      top,
      width: Math.max(...group.map((line) => line.right)) - left + 1,
      height: Math.max(...group.map((line) => line.bottom)) - top + 1,
      angleDegrees: group.reduce((sum, line) => sum + line.angleDegrees * line.glyphs.length, 0) / letters,
      letterHeight: heights[Math.floor(heights.length / 2)]!,
      polarity,
      letters,
    };
  });
}

/** Glyph-like blobs whose centre lies in the block or within two letters' height of it. */
function glyphsAround(block: Omit<TextRegion, 'levels'>, candidates: readonly Glyph[]): number {
  const margin = 2 * block.letterHeight;
  let around = 0;
  for (const glyph of candidates) {
    const x = (glyph.left + glyph.right) / 2;
    const y = (glyph.top + glyph.bottom) / 2;
    if (
      x >= block.left - margin &&
      x < block.left + block.width + margin &&
      y >= block.top - margin &&
      y < block.top + block.height + margin
    ) {
      around++;
    }
  }
  return around;
}

/** Share of `region`'s area that lies inside `other`. */
function overlapShare(region: Box, other: Box): number {
  const width = Math.min(region.left + region.width, other.left + other.width) - Math.max(region.left, other.left);
  const height = Math.min(region.top + region.height, other.top + other.height) - Math.max(region.top, other.top);
  return width > 0 && height > 0 ? (width * height) / (region.width * region.height) : 0;
}
