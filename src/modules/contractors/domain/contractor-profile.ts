import type { FieldErrors } from './field-errors.js';
import type { DistanceUnit } from './geography.js';
import { normalisePhoneNumber, PHONE_FORMAT } from './phone-number.js';
import {
  COUNTRIES,
  normalisePostalCode,
  normaliseServiceCode,
  POSTAL_CODE_FORMATS,
  SERVICE_CODE_FORMATS,
  type Country,
} from './postal-code.js';
import { MAX_RADIUS, MAX_SERVICE_CODES, type ServiceArea } from './service-area.js';

/** What a contractor tells the directory about the business, checked and tidied. */
export interface ContractorProfile {
  readonly businessName: string;
  readonly contactName: string;
  readonly email: string;
  /** E.164, e.g. +14165550123. */
  readonly phone: string;
  readonly website: string | null;
  readonly country: Country;
  /** Where the business is; distances are measured from here. */
  readonly postalCode: string;
  readonly serviceArea: ServiceArea;
  /** Repair categories of the knowledge base. */
  readonly specializations: readonly string[];
  readonly description: string;
  readonly licenceNumber: string | null;
  readonly insurance: { readonly provider: string; readonly expiresOn: string } | null;
  /** Canadian businesses only: the Business Number's GST/HST program account, e.g. 123456789RT0001. */
  readonly gstHstNumber: string | null;
  readonly yearEstablished: number | null;
}

/** The profile as a person typed it. Optional fields may be left out, empty or null. */
export interface ProfileDraft {
  readonly businessName: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  readonly website?: string | null;
  readonly country: string;
  readonly postalCode: string;
  readonly serviceArea:
    | { readonly kind: 'radius'; readonly radius: number; readonly unit: DistanceUnit }
    | { readonly kind: 'codes'; readonly codes: readonly string[] };
  readonly specializations: readonly string[];
  readonly description: string;
  readonly licenceNumber?: string | null;
  readonly insuranceProvider?: string | null;
  readonly insuranceExpiresOn?: string | null;
  readonly gstHstNumber?: string | null;
  readonly yearEstablished?: number | null;
}

export interface ProfileRules {
  /** The specializations a contractor may choose: the repair categories. */
  readonly categories: readonly string[];
  /** Today, YYYY-MM-DD (UTC): an insurance policy must run past it. */
  readonly today: string;
}

export const PROFILE_LIMITS = {
  businessName: { min: 2, max: 120 },
  contactName: { min: 2, max: 100 },
  email: { max: 254 },
  website: { max: 2048 },
  description: { min: 30, max: 2000 },
  licenceNumber: { min: 2, max: 50 },
  insuranceProvider: { min: 2, max: 120 },
  firstYear: 1800,
} as const;

const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const LICENCE = /^[A-Za-z0-9][A-Za-z0-9 ./#-]*$/;
const GST_HST = /^(\d{9})\s*RT\s*(\d{4})$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');
const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

/** Checks and tidies a whole profile; answers it, or every problem found. */
export function parseProfile(
  draft: ProfileDraft,
  rules: ProfileRules,
): { readonly profile: ContractorProfile } | { readonly errors: FieldErrors } {
  const errors: Record<string, string> = {};
  const text = (field: string, value: string, limits: { min?: number; max: number }, squeezed = true) => {
    const tidy = squeezed ? squeeze(value) : value.trim();
    if (tidy === '') errors[field] = 'is required';
    else if (limits.min && tidy.length < limits.min) errors[field] = `must be at least ${limits.min} characters`;
    else if (tidy.length > limits.max) errors[field] = `must be at most ${limits.max} characters`;
    return tidy;
  };

  const businessName = text('businessName', draft.businessName, PROFILE_LIMITS.businessName);
  const contactName = text('contactName', draft.contactName, PROFILE_LIMITS.contactName);
  if (!errors.contactName && !PERSON_NAME.test(contactName)) {
    errors.contactName = 'may contain only letters, spaces, periods, apostrophes and hyphens';
  }
  const email = text('email', draft.email, PROFILE_LIMITS.email).toLowerCase();
  if (!errors.email && !EMAIL.test(email)) errors.email = 'must be an e-mail address like name@example.com';

  const phone = normalisePhoneNumber(draft.phone);
  if (blank(draft.phone)) errors.phone = 'is required';
  else if (!phone) errors.phone = PHONE_FORMAT;

  let website: string | null = null;
  if (!blank(draft.website)) {
    website = draft.website!.trim();
    if (website.length > PROFILE_LIMITS.website.max) errors.website = 'must be at most 2048 characters';
    else if (!isHttpsUrl(website)) errors.website = 'must be a secure web address starting with https://';
  }

  const country = COUNTRIES.find((candidate) => candidate === draft.country.trim().toUpperCase());
  if (!country) errors.country = 'must be CA (Canada) or US (United States)';

  let postalCode = '';
  if (blank(draft.postalCode)) errors.postalCode = 'is required';
  else if (country) {
    postalCode = normalisePostalCode(country, draft.postalCode) ?? '';
    if (!postalCode) errors.postalCode = POSTAL_CODE_FORMATS[country];
  }

  const serviceArea = parseServiceArea(draft.serviceArea, country, errors);

  const specializations = [...new Set(draft.specializations.map((value) => value.trim()))];
  const unknown = specializations.find((value) => !rules.categories.includes(value));
  if (specializations.length === 0) errors.specializations = 'must name at least one kind of repair';
  else if (unknown !== undefined) {
    errors.specializations = `"${unknown}" is not one of: ${rules.categories.join(', ')}`;
  }

  const description = text('description', draft.description, PROFILE_LIMITS.description, false);

  let licenceNumber: string | null = null;
  if (!blank(draft.licenceNumber)) {
    licenceNumber = text('licenceNumber', draft.licenceNumber!, PROFILE_LIMITS.licenceNumber);
    if (!errors.licenceNumber && !LICENCE.test(licenceNumber)) {
      errors.licenceNumber = 'may contain only letters, digits, spaces and . / # -';
    }
  }

  let insurance: ContractorProfile['insurance'] = null;
  const hasProvider = !blank(draft.insuranceProvider);
  const hasExpiry = !blank(draft.insuranceExpiresOn);
  if (hasProvider || hasExpiry) {
    const provider = hasProvider
      ? text('insuranceProvider', draft.insuranceProvider!, PROFILE_LIMITS.insuranceProvider)
      : '';
    const expiresOn = draft.insuranceExpiresOn?.trim() ?? '';
    if (!hasProvider) errors.insuranceProvider = 'is required with a policy expiry date';
    if (!hasExpiry) errors.insuranceExpiresOn = 'is required with an insurance provider';
    else if (!isCalendarDate(expiresOn)) errors.insuranceExpiresOn = 'must be a date like 2027-03-31';
    else if (expiresOn <= rules.today) errors.insuranceExpiresOn = 'must be a future date: this policy has expired';
    insurance = { provider, expiresOn };
  }

  let gstHstNumber: string | null = null;
  if (!blank(draft.gstHstNumber)) {
    const match = GST_HST.exec(draft.gstHstNumber!.trim());
    if (country === 'US') errors.gstHstNumber = 'is only for Canadian businesses';
    else if (!match) errors.gstHstNumber = 'must be a GST/HST number like 123456789 RT 0001';
    else gstHstNumber = `${match[1]}RT${match[2]}`;
  }

  const thisYear = Number(rules.today.slice(0, 4));
  const yearEstablished = draft.yearEstablished ?? null;
  if (
    yearEstablished !== null &&
    (!Number.isInteger(yearEstablished) || yearEstablished < PROFILE_LIMITS.firstYear || yearEstablished > thisYear)
  ) {
    errors.yearEstablished = `must be a year from ${PROFILE_LIMITS.firstYear} to ${thisYear}`;
  }

  if (Object.keys(errors).length > 0 || !country || !phone || !serviceArea) return { errors };
  return {
    profile: {
      businessName,
      contactName,
      email,
      phone,
      website,
      country,
      postalCode,
      serviceArea,
      specializations,
      description,
      licenceNumber,
      insurance,
      gstHstNumber,
      yearEstablished,
    },
  };
}

function parseServiceArea(
  draft: ProfileDraft['serviceArea'],
  country: Country | undefined,
  errors: Record<string, string>,
): ServiceArea | null {
  if (draft.kind === 'radius') {
    const max = MAX_RADIUS[draft.unit];
    if (!Number.isInteger(draft.radius) || draft.radius < 1 || draft.radius > max) {
      errors['serviceArea.radius'] = `must be a whole number from 1 to ${max} ${draft.unit}`;
      return null;
    }
    return { kind: 'radius', radius: draft.radius, unit: draft.unit };
  }
  if (draft.codes.length === 0) {
    errors['serviceArea.codes'] = 'must list at least one area you serve';
    return null;
  }
  if (draft.codes.length > MAX_SERVICE_CODES) {
    errors['serviceArea.codes'] = `may list at most ${MAX_SERVICE_CODES} areas`;
    return null;
  }
  if (!country) return null;
  const codes: string[] = [];
  for (const raw of draft.codes) {
    const code = normaliseServiceCode(country, raw);
    if (!code) {
      errors['serviceArea.codes'] = `"${raw.trim()}" ${SERVICE_CODE_FORMATS[country]}`;
      return null;
    }
    if (!codes.includes(code)) codes.push(code);
  }
  return { kind: 'codes', codes };
}

/**
 * Whether a change to an approved profile goes back to review. The review vouches for who the business is
 * and the credentials it claims: its name, licence number, insurer and GST/HST number. A new or different
 * one is checked again; dropping one is not (its badge simply goes). A renewed policy's new expiry date
 * with the same insurer, the website, the description and the logo are checked on their own while the
 * listing stays (see `holdReviewedDetails`).
 */
export function needsReview(approved: ContractorProfile, changed: ContractorProfile): boolean {
  const claimed = (before: string | null, after: string | null) => after !== null && after !== before;
  return (
    changed.businessName !== approved.businessName ||
    claimed(approved.licenceNumber, changed.licenceNumber) ||
    claimed(approved.insurance?.provider ?? null, changed.insurance?.provider ?? null) ||
    claimed(approved.gstHstNumber, changed.gstHstNumber)
  );
}

/** New values of reviewed details, waiting for an admin; the profile keeps the reviewed ones meanwhile. */
export interface HeldDetails {
  readonly website?: string;
  readonly description?: string;
  /** The policy's new expiry date, with the same insurer (a new insurer sends the whole profile to review). */
  readonly insuranceExpiresOn?: string;
  /** An earlier year: more years in business, which the directory shows and ranks by. */
  readonly yearEstablished?: number;
}

/**
 * Splits a change to a reviewed profile (one that `needsReview` lets through) into what applies at once
 * and what waits for an admin. The directory vouches for the description and the website it shows, for
 * the insured badge (the policy's expiry date decides it) and for the years in business (shown, and
 * ranked by): a new value of these waits, and the directory shows the reviewed one meanwhile. Taking a
 * claim away (no website, no policy, fewer years) claims nothing and applies at once. Contact details,
 * area and specializations say how to reach the business and what it takes on, not what it has proven:
 * they are the contractor's own to keep current.
 */
export function holdReviewedDetails(
  reviewed: ContractorProfile,
  changed: ContractorProfile,
): { readonly profile: ContractorProfile; readonly held: HeldDetails } {
  const newWebsite = changed.website !== null && changed.website !== reviewed.website;
  const newDescription = changed.description !== reviewed.description;
  const newExpiry =
    changed.insurance !== null &&
    reviewed.insurance !== null &&
    changed.insurance.expiresOn !== reviewed.insurance.expiresOn;
  const olderYear =
    changed.yearEstablished !== null &&
    (reviewed.yearEstablished === null || changed.yearEstablished < reviewed.yearEstablished);
  return {
    profile: {
      ...changed,
      website: newWebsite ? reviewed.website : changed.website,
      description: reviewed.description,
      insurance: newExpiry ? reviewed.insurance : changed.insurance,
      yearEstablished: olderYear ? reviewed.yearEstablished : changed.yearEstablished,
    },
    held: {
      ...(newWebsite ? { website: changed.website } : {}),
      ...(newDescription ? { description: changed.description } : {}),
      ...(newExpiry ? { insuranceExpiresOn: changed.insurance.expiresOn } : {}),
      ...(olderYear ? { yearEstablished: changed.yearEstablished } : {}),
    },
  };
}

/** The profile with the held details in place: what the contractor typed last. */
export function withHeldDetails(profile: ContractorProfile, held: HeldDetails): ContractorProfile {
  return {
    ...profile,
    website: held.website ?? profile.website,
    description: held.description ?? profile.description,
    insurance:
      profile.insurance && held.insuranceExpiresOn !== undefined
        ? { ...profile.insurance, expiresOn: held.insuranceExpiresOn }
        : profile.insurance,
    yearEstablished: held.yearEstablished ?? profile.yearEstablished,
  };
}

/** A profile back in the shape it is typed in: what an edit starts from. */
export function draftOf(profile: ContractorProfile): Required<ProfileDraft> {
  return {
    businessName: profile.businessName,
    contactName: profile.contactName,
    email: profile.email,
    phone: profile.phone,
    website: profile.website,
    country: profile.country,
    postalCode: profile.postalCode,
    serviceArea: profile.serviceArea,
    specializations: profile.specializations,
    description: profile.description,
    licenceNumber: profile.licenceNumber,
    insuranceProvider: profile.insurance?.provider ?? null,
    insuranceExpiresOn: profile.insurance?.expiresOn ?? null,
    gstHstNumber: profile.gstHstNumber,
    yearEstablished: profile.yearEstablished,
  };
}
