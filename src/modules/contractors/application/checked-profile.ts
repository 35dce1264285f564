import type { Clock } from '../../../shared/application/clock.js';
import { isoDay } from '../domain/contractor.js';
import { parseProfile, type ContractorProfile, type ProfileDraft } from '../domain/contractor-profile.js';
import { InvalidFieldsError } from '../domain/field-errors.js';
import type { GeoPoint } from '../domain/geography.js';
import { areaCodeOf } from '../domain/postal-code.js';
import type { PostalCodeLocator } from '../ports/postal-code-locator.js';
import type { ContractorSettings } from './contractor-settings.js';

/**
 * A profile checked field by field, then against the postal-code data set: the business's postal code
 * must be one we can place (distances are measured from it), and so must every listed area.
 */
export async function checkedProfile(
  draft: ProfileDraft,
  locator: PostalCodeLocator,
  clock: Clock,
  settings: Pick<ContractorSettings, 'categories'>,
): Promise<{ readonly profile: ContractorProfile; readonly location: GeoPoint }> {
  const parsed = parseProfile(draft, { categories: settings.categories, today: isoDay(clock.now()) });
  if ('errors' in parsed) throw new InvalidFieldsError(parsed.errors);
  const { profile } = parsed;
  const errors: Record<string, string> = {};
  const location = await locator.locate(profile.country, areaCodeOf(profile.country, profile.postalCode));
  if (!location) errors.postalCode = `${profile.postalCode} is not a postal code we can find; please check it`;
  if (profile.serviceArea.kind === 'codes') {
    for (const code of profile.serviceArea.codes) {
      if (!(await locator.locate(profile.country, code))) {
        errors['serviceArea.codes'] = `${code} is not a postal area we can find; please check it`;
        break;
      }
    }
  }
  if (!location || Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
  return { profile, location };
}
