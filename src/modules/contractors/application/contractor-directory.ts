import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import { NotFoundError, ValidationError } from '../../../shared/errors/app-errors.js';
import { isoDay, logoVersion, type Contractor, type StoredLogo } from '../domain/contractor.js';
import { rankMatches, type DirectoryMatch } from '../domain/directory-ranking.js';
import { parseSearchLocation, type SearchLocation } from '../domain/postal-code.js';
import { reach } from '../domain/service-area.js';
import type { ContractorRepository } from '../ports/contractor.repository.js';
import type { ListingBilling } from '../ports/listing-billing.js';
import type { PostalCodeLocator } from '../ports/postal-code-locator.js';
import type { ContractorSettings } from './contractor-settings.js';

/** How many candidates the database hands over for exact measuring; far more than one page of results. */
const CANDIDATE_LIMIT = 1000;

export interface DirectorySearch {
  readonly location: SearchLocation;
  readonly category: string | null;
  /**
   * Widened by the searcher (when nobody's service area reaches them): also contractors based within this many
   * km. Null or left out for the plain search.
   */
  readonly withinKm?: number | null;
}

/**
 * The public directory: listed contractors (approved, paid up, not paused) whose service area covers the
 * searcher, nearest first (distance computed offline from the postal-code data set), then most relevant.
 */
export class ContractorDirectory {
  constructor(
    private readonly contractors: ContractorRepository,
    private readonly locator: PostalCodeLocator,
    private readonly billing: ListingBilling,
    private readonly clock: Clock,
    private readonly settings: ContractorSettings,
  ) {}

  /** The place a postal code names, in any form a person types it; 400 when it names none. */
  locationOf(rawPostalCode: string): SearchLocation {
    const location = parseSearchLocation(rawPostalCode);
    if (!location) {
      throw new ValidationError('postalCode: must be a Canadian postal code like A1A 1A1 or a US ZIP code like 12345');
    }
    return location;
  }

  /** The directory for a postal code (in any form a person types it) and optionally a category. */
  async search(
    rawPostalCode: string,
    category: string | null,
    withinKm: number | null = null,
  ): Promise<{ readonly location: SearchLocation; readonly matches: DirectoryMatch[] }> {
    const location = this.locationOf(rawPostalCode);
    const matches = await this.matches({ location, category, withinKm });
    return { location, matches: matches.slice(0, this.settings.directoryLimit) };
  }

  /** Every listed contractor serving the place (and category), ranked; what a request for quotes picks from. */
  async matches({ location, category, withinKm = null }: DirectorySearch): Promise<DirectoryMatch[]> {
    const point = await this.locator.locate(location.country, location.areaCode);
    if (!point) {
      throw new ValidationError(
        `postalCode: we cannot place ${location.postalCode} on the map yet; please try a postal code nearby`,
      );
    }
    const candidates = await this.contractors.directoryCandidates(
      { country: location.country, areaCode: location.areaCode, point, category, withinKm },
      CANDIDATE_LIMIT,
    );
    const paidUp = await this.billing.activeAmong(candidates.map((contractor) => contractor.userId));
    const matches: DirectoryMatch[] = [];
    for (const contractor of candidates) {
      if (!contractor.isListed(paidUp.has(contractor.userId))) continue;
      const distanceKm = reach(
        contractor.profile.serviceArea,
        contractor.props.location,
        { areaCode: location.areaCode, point },
        withinKm,
      );
      if (distanceKm !== null) matches.push({ contractor, distanceKm });
    }
    const now = this.clock.now();
    return rankMatches(matches, category, now, isoDay(now));
  }

  /** A listed contractor's profile; anyone else's answers as missing. */
  async listed(id: string): Promise<Contractor> {
    const contractor = await this.contractors.findById(id);
    if (!contractor || !(await this.isListed(contractor))) throw new NotFoundError('Contractor not found');
    return contractor;
  }

  /**
   * The logo of a listed contractor (public), or for its owner and admins whatever the listing (private:
   * not to be kept by shared caches); `version` names one, and a new logo waiting for review is theirs only.
   */
  async logoOf(
    id: string,
    viewer: RequestPrincipal | undefined,
    version: string | undefined,
  ): Promise<{ readonly logo: StoredLogo; readonly public: boolean }> {
    const contractor = await this.contractors.findById(id);
    if (!contractor) throw new NotFoundError('Logo not found');
    const ownerOrAdmin = contractor.userId === viewer?.userId || viewer?.roles.includes('admin') === true;
    const waiting = contractor.props.pendingChanges?.logo;
    if (waiting && ownerOrAdmin && version === logoVersion(waiting)) return { logo: waiting, public: false };
    const shown = contractor.props.logo;
    // Another version's URL never answers with this one, so no cache keeps the wrong logo under it.
    if (!shown || (version !== undefined && version !== logoVersion(shown))) throw new NotFoundError('Logo not found');
    const listed = await this.isListed(contractor);
    if (!listed && !ownerOrAdmin) throw new NotFoundError('Logo not found');
    return { logo: shown, public: listed };
  }

  async isListed(contractor: Contractor): Promise<boolean> {
    const paidUp = await this.billing.activeAmong([contractor.userId]);
    return contractor.isListed(paidUp.has(contractor.userId));
  }
}
