import type { FieldErrors } from './field-errors.js';
import { normalisePhoneNumber, PHONE_FORMAT } from './phone-number.js';
import { parseSearchLocation, type SearchLocation } from './postal-code.js';
import { PREFERRED_TIMINGS, type PreferredTiming } from './lead.js';

/** What a customer fills in to ask a contractor, or several, for a quote. */
export interface LeadRequestDraft {
  readonly customerName: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly postalCode: string;
  readonly description: string;
  readonly preferredTiming: string;
}

export interface LeadRequest {
  readonly customerName: string;
  readonly email: string | null;
  /** E.164. */
  readonly phone: string | null;
  readonly location: SearchLocation;
  readonly description: string;
  readonly preferredTiming: PreferredTiming;
}

export const LEAD_LIMITS = {
  customerName: { min: 2, max: 100 },
  description: { min: 20, max: 2000 },
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Checks a lead request's fields; answers the request, or every problem found. */
export function parseLeadRequest(
  draft: LeadRequestDraft,
): { readonly request: LeadRequest } | { readonly errors: FieldErrors } {
  const errors: Record<string, string> = {};
  const customerName = draft.customerName.trim().replace(/\s+/g, ' ');
  if (customerName.length < LEAD_LIMITS.customerName.min) errors.customerName = 'is required';
  else if (customerName.length > LEAD_LIMITS.customerName.max) errors.customerName = 'must be at most 100 characters';

  const email = draft.email?.trim().toLowerCase() || null;
  const phone = draft.phone?.trim() ? normalisePhoneNumber(draft.phone) : null;
  if (!email && !draft.phone?.trim()) errors.email = 'give an e-mail address or a phone number (or both)';
  if (email && (email.length > 254 || !EMAIL.test(email)))
    errors.email = 'must be an e-mail address like name@example.com';
  if (draft.phone?.trim() && !phone) errors.phone = PHONE_FORMAT;

  const location = parseSearchLocation(draft.postalCode);
  if (!draft.postalCode.trim()) errors.postalCode = 'is required';
  else if (!location) errors.postalCode = 'must be a Canadian postal code like A1A 1A1 or a US ZIP code like 12345';

  const description = draft.description.trim();
  if (description.length < LEAD_LIMITS.description.min) {
    errors.description = `must be at least ${LEAD_LIMITS.description.min} characters: say what needs doing`;
  } else if (description.length > LEAD_LIMITS.description.max) {
    errors.description = `must be at most ${LEAD_LIMITS.description.max} characters`;
  }

  const preferredTiming = PREFERRED_TIMINGS.find((timing) => timing === draft.preferredTiming);
  if (!preferredTiming) errors.preferredTiming = `must be one of: ${PREFERRED_TIMINGS.join(', ')}`;

  if (Object.keys(errors).length > 0 || !location || !preferredTiming) return { errors };
  return { request: { customerName, email, phone, location, description, preferredTiming } };
}
