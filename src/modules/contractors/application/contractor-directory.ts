import type { Clock } from '../../../shared/application/clock.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import { NotFoundError, ValidationError } from '../../../shared/errors/app-errors.js';
import { isoDay, type Contractor, type StoredLogo } from '../domain/contractor.js';
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
  ): Promise<{ readonly location: SearchLocation; readonly matches: DirectoryMatch[] }> {
    const location = this.locationOf(rawPostalCode);
    const matches = await this.matches({ location, category });
    return { location, matches: matches.slice(0, this.settings.directoryLimit) };
  }

  /** Every listed contractor serving the place (and category), ranked; what a request for quotes picks from. */
  async matches({ location, category }: DirectorySearch): Promise<DirectoryMatch[]> {
    const point = await this.locator.locate(location.country, location.areaCode);
    if (!point) {
      throw new ValidationError(
        `postalCode: we cannot place ${location.postalCode} on the map yet; please try a postal code nearby`,
      );
    }
    const candidates = await this.contractors.directoryCandidates(
      { country: location.country, areaCode: location.areaCode, point, category },
      CANDIDATE_LIMIT,
    );
    const paidUp = await this.billing.activeAmong(candidates.map((contractor) => contractor.userId));
    const matches: DirectoryMatch[] = [];
    for (const contractor of candidates) {
      if (!contractor.isListed(paidUp.has(contractor.userId))) continue;
      const distanceKm = reach(contractor.profile.serviceArea, contractor.props.location, {
        areaCode: location.areaCode,
        point,
      });
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
   * not to be kept by shared caches).
   */
  async logoOf(
    id: string,
    viewer: RequestPrincipal | undefined,
  ): Promise<{ readonly logo: StoredLogo; readonly public: boolean }> {
    const contractor = await this.contractors.findById(id);
    if (!contractor?.props.logo) throw new NotFoundError('Logo not found');
    const listed = await this.isListed(contractor);
    if (!listed && contractor.userId !== viewer?.userId && !viewer?.roles.includes('admin')) {
      throw new NotFoundError('Logo not found');
    }
    return { logo: contractor.props.logo, public: listed };
  }

  async isListed(contractor: Contractor): Promise<boolean> {
    const paidUp = await this.billing.activeAmong([contractor.userId]);
    return contractor.isListed(paidUp.has(contractor.userId));
  }
}
