/**
 * North American (NANP) phone numbers: area code and exchange each start with 2-9, and an area code is
 * never N11 (211, 411, 911...). Stored as E.164 (+14165550123), shown as (416) 555-0123.
 */
const NANP = /^([2-9](?!11)\d\d)([2-9]\d\d)(\d{4})$/;

export const PHONE_FORMAT = 'must be a North American phone number like (416) 555-0123';

/** "+1 (416) 555-0123", "416.555.0123", "4165550123" → "+14165550123"; null when it is not one. */
export function normalisePhoneNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const digits = compact.replace(/^\+?1(?=\d{10}$)/, '');
  return NANP.test(digits) ? `+1${digits}` : null;
}

/** "+14165550123" → "(416) 555-0123". */
export function displayPhoneNumber(e164: string): string {
  const match = NANP.exec(e164.replace(/^\+1/, ''));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
