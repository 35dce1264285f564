/** Where contractors work: Canada (postal codes, FSAs) and the United States (ZIP codes). */
export const COUNTRIES = ['CA', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

// Canada Post never uses D, F, I, O, Q or U, and never W or Z as the first letter.
const CA_FIRST = '[ABCEGHJ-NPRSTVXY]';
const CA_OTHER = '[ABCEGHJ-NPRSTV-Z]';
const CA_POSTAL_CODE = new RegExp(`^(${CA_FIRST}\\d${CA_OTHER}) ?(\\d${CA_OTHER}\\d)$`);
const CA_FSA = new RegExp(`^${CA_FIRST}\\d${CA_OTHER}$`);
const US_ZIP = /^(\d{5})(?:-(\d{4}))?$/;

/** What a person reads when a postal code does not fit the country. */
export const POSTAL_CODE_FORMATS = {
  CA: 'must be a Canadian postal code like A1A 1A1',
  US: 'must be a ZIP code like 12345 or 12345-6789',
} as const satisfies Readonly<Record<Country, string>>;

export const SERVICE_CODE_FORMATS = {
  CA: 'must be a forward sortation area like M5V (the first 3 characters of a postal code)',
  US: 'must be a 5-digit ZIP code like 12345',
} as const satisfies Readonly<Record<Country, string>>;

function tidy(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** "m5v3l9" → "M5V 3L9", "12345-6789" as it is; null when it is not a postal code of that country. */
export function normalisePostalCode(country: Country, raw: string): string | null {
  const code = tidy(raw);
  if (country === 'CA') {
    const match = CA_POSTAL_CODE.exec(code);
    return match ? `${match[1]} ${match[2]}` : null;
  }
  return US_ZIP.test(code) ? code : null;
}

/**
 * A code of a service-area list: a Canadian FSA (a whole postal code is cut to its FSA) or a US ZIP5 (a
 * ZIP+4 is cut to its ZIP5). Null when it is neither for the country.
 */
export function normaliseServiceCode(country: Country, raw: string): string | null {
  const code = tidy(raw);
  if (country === 'CA') {
    if (CA_FSA.test(code)) return code;
    return normalisePostalCode('CA', code)?.slice(0, 3) ?? null;
  }
  return US_ZIP.exec(code)?.[1] ?? null;
}

/** The area a postal code lies in, as the directory matches service areas: FSA or ZIP5. */
export function areaCodeOf(country: Country, postalCode: string): string {
  return country === 'CA' ? postalCode.slice(0, 3) : postalCode.slice(0, 5);
}

export interface SearchLocation {
  readonly country: Country;
  /** As the person typed it, tidied: a whole postal code, an FSA, a ZIP or a ZIP+4. */
  readonly postalCode: string;
  /** FSA or ZIP5. */
  readonly areaCode: string;
}

/** Where someone searching lives, in any form they may type it: postal code, FSA, ZIP or ZIP+4. */
export function parseSearchLocation(raw: string): SearchLocation | null {
  const code = tidy(raw);
  if (CA_FSA.test(code)) return { country: 'CA', postalCode: code, areaCode: code };
  for (const country of COUNTRIES) {
    const postalCode = normalisePostalCode(country, code);
    if (postalCode) return { country, postalCode, areaCode: areaCodeOf(country, postalCode) };
  }
  return null;
}
