import type { Contractor } from './contractor.js';

export interface DirectoryMatch {
  readonly contractor: Contractor;
  readonly distanceKm: number;
}

/**
 * How well a contractor fits, among those at the same distance: insured counts most, then licensed,
 * then established (five years or more), then a specialist over a generalist for the category asked.
 */
export function relevanceOf(contractor: Contractor, category: string | null, at: Date, today: string): number {
  let score = 0;
  if (contractor.isInsuredOn(today)) score += 4;
  if (contractor.profile.licenceNumber) score += 2;
  if ((contractor.yearsInBusiness(at) ?? 0) >= 5) score += 1;
  if (category && contractor.profile.specializations.includes(category)) {
    score += 1 / contractor.profile.specializations.length;
  }
  return score;
}

/**
 * Sorted by distance as a card shows it (whole kilometres), then by relevance, then by name, so the order
 * is the same on every search.
 */
export function rankMatches(
  matches: readonly DirectoryMatch[],
  category: string | null,
  at: Date,
  today: string,
): DirectoryMatch[] {
  const scored = matches.map((match) => ({
    match,
    shownKm: Math.round(match.distanceKm),
    relevance: relevanceOf(match.contractor, category, at, today),
  }));
  scored.sort(
    (a, b) =>
      a.shownKm - b.shownKm ||
      b.relevance - a.relevance ||
      a.match.contractor.profile.businessName.localeCompare(b.match.contractor.profile.businessName),
  );
  return scored.map(({ match }) => match);
}
