import type { z } from 'zod';
import type { ContractorDashboard } from '../../application/contractor-applications.js';
import type { CustomerLead } from '../../application/leads.js';
import type {
  AdminContractorListSchema,
  AdminContractorSchema,
  ContractorCardSchema,
  ContractorLeadSchema,
  ContractorLeadSummarySchema,
  ContractorPublicProfileSchema,
  CustomerLeadSchema,
  MyContractorProfileSchema,
  RepairBriefSchema,
} from '../../contract.js';
import { isoDay, logoVersion, type Contractor, type StoredLogo } from '../../domain/contractor.js';
import type { Lead, RepairBrief } from '../../domain/lead.js';
import { draftOf } from '../../domain/contractor-profile.js';
import { displayPhoneNumber } from '../../domain/phone-number.js';
import { describeServiceArea } from '../../domain/service-area.js';

/** Contractors and leads as the HTTP answers show them; the response schemas drop anything else. */

type Input<S extends z.ZodType> = z.input<S>;
type ProfileView = Input<typeof MyContractorProfileSchema>['application'];

/*
 * The domain's readonly shapes (service area, specializations, a lead's repair brief) are the contract's
 * shapes; the response schema copies them field by field, so a cast to the writable type is all it takes.
 * Specializations are repair categories, which the contract's enum checks on the way out.
 */
const serviceAreaView = (contractor: Contractor) => contractor.profile.serviceArea as ProfileView['serviceArea'];
const specializationsView = (contractor: Contractor) =>
  contractor.profile.specializations as ProfileView['specializations'];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A URL that changes with the logo, so browsers may keep each version as long as they like. */
function logoUrl(contractor: Contractor, logo: StoredLogo | null | undefined): string | null {
  return logo ? `/api/contractors/${contractor.id}/logo?v=${encodeURIComponent(logoVersion(logo))}` : null;
}

/** The logo the directory shows. */
export function logoUrlOf(contractor: Contractor): string | null {
  return logoUrl(contractor, contractor.props.logo);
}

function badgesOf(contractor: Contractor, at: Date) {
  return { licensed: contractor.profile.licenceNumber !== null, insured: contractor.isInsuredOn(isoDay(at)) };
}

function publicFields(contractor: Contractor, at: Date) {
  const { profile } = contractor;
  return {
    id: contractor.id,
    businessName: profile.businessName,
    logoUrl: logoUrlOf(contractor),
    specializations: specializationsView(contractor),
    country: profile.country,
    area: describeServiceArea(profile.serviceArea, profile.postalCode),
    badges: badgesOf(contractor, at),
    yearsInBusiness: contractor.yearsInBusiness(at),
    description: profile.description,
  };
}

export function cardView(contractor: Contractor, distanceKm: number, at: Date): Input<typeof ContractorCardSchema> {
  return { ...publicFields(contractor, at), distanceKm: Math.round(distanceKm) };
}

export function publicProfileView(contractor: Contractor, at: Date): Input<typeof ContractorPublicProfileSchema> {
  const { profile } = contractor;
  return {
    ...publicFields(contractor, at),
    serviceArea: serviceAreaView(contractor),
    website: profile.website,
    licenceNumber: profile.licenceNumber,
  };
}

export function dashboardView(
  { contractor, listingState, subscription }: ContractorDashboard,
  at: Date,
): Input<typeof MyContractorProfileSchema> {
  const { props } = contractor;
  return {
    id: contractor.id,
    status: props.status,
    statusReason: props.statusReason,
    submittedAt: props.submittedAt.toISOString(),
    reviewedAt: iso(props.reviewedAt),
    logoUrl: logoUrlOf(contractor),
    badges: badgesOf(contractor, at),
    listing: { state: listingState, listed: listingState === 'listed', paused: props.listingPaused },
    subscription: {
      status: subscription.status,
      active: subscription.active,
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
    },
    application: applicationView(contractor),
    pendingChanges: pendingChangesView(contractor),
  };
}

/** The profile as the contractor last entered it, pending changes included: what the edit form starts from. */
function applicationView(contractor: Contractor): ProfileView {
  const profile = contractor.enteredProfile;
  return {
    ...draftOf(profile),
    // A draft's country is free text until checked; the profile's is a checked one.
    country: profile.country,
    phone: displayPhoneNumber(profile.phone),
    serviceArea: serviceAreaView(contractor),
    specializations: specializationsView(contractor),
  };
}

function pendingChangesView(contractor: Contractor): Input<typeof MyContractorProfileSchema>['pendingChanges'] {
  const pending = contractor.props.pendingChanges;
  if (!pending) return null;
  const { profile } = contractor;
  return {
    fields: contractor.pendingFields,
    submittedAt: pending.submittedAt.toISOString(),
    logoUrl: logoUrl(contractor, pending.logo),
    current: {
      website: profile.website,
      description: profile.description,
      insuranceExpiresOn: profile.insurance?.expiresOn ?? null,
      yearEstablished: profile.yearEstablished,
    },
  };
}

export function adminView(dashboard: ContractorDashboard, at: Date): Input<typeof AdminContractorSchema> {
  const { props } = dashboard.contractor;
  return {
    ...dashboardView(dashboard, at),
    userId: props.userId,
    reviewedBy: props.reviewedBy,
    updatedAt: props.updatedAt.toISOString(),
  };
}

export function adminListItem(contractor: Contractor): Input<typeof AdminContractorListSchema>['items'][number] {
  const { props, profile } = contractor;
  return {
    id: contractor.id,
    businessName: profile.businessName,
    contactName: profile.contactName,
    email: profile.email,
    country: profile.country,
    specializations: specializationsView(contractor),
    status: props.status,
    submittedAt: props.submittedAt.toISOString(),
    reviewedAt: iso(props.reviewedAt),
    changesSubmittedAt: iso(props.pendingChanges?.submittedAt ?? null),
  };
}

function leadFields(lead: Lead, at: Date) {
  const { props } = lead;
  return {
    id: lead.id,
    requestId: props.requestId,
    status: lead.statusAt(at),
    sentAt: props.sentAt.toISOString(),
    expiresAt: props.expiresAt.toISOString(),
    respondedAt: iso(props.respondedAt),
    reply: props.reply,
    preferredTiming: props.preferredTiming,
    category: props.category,
  };
}

const EXCERPT_LENGTH = 160;

export function contractorLeadSummary(lead: Lead, at: Date): Input<typeof ContractorLeadSummarySchema> {
  const { props } = lead;
  return {
    ...leadFields(lead, at),
    viewedAt: iso(props.viewedAt),
    customerName: props.customer.name,
    postalCode: props.customer.postalCode,
    excerpt:
      props.description.length > EXCERPT_LENGTH
        ? `${props.description.slice(0, EXCERPT_LENGTH - 1)}…`
        : props.description,
    repairTitle: props.repair?.title ?? null,
  };
}

export function contractorLeadView(lead: Lead, at: Date): Input<typeof ContractorLeadSchema> {
  const customer = lead.customerForContractor();
  return {
    ...leadFields(lead, at),
    viewedAt: iso(lead.props.viewedAt),
    customer: { ...customer, phone: customer.phone === null ? null : displayPhoneNumber(customer.phone) },
    description: lead.props.description,
    repair: lead.props.repair && repairBriefView(lead.props.repair),
  };
}

export const repairBriefView = (brief: RepairBrief) => brief as Input<typeof RepairBriefSchema>;

export function customerLeadView({ lead, contractor }: CustomerLead, at: Date): Input<typeof CustomerLeadSchema> {
  // The contractor's contact reaches the customer once the contractor accepts, as theirs reaches it.
  const shared = lead.contactShared;
  return {
    ...leadFields(lead, at),
    postalCode: lead.props.customer.postalCode,
    description: lead.props.description,
    repairTitle: lead.props.repair?.title ?? null,
    contractor: contractor && {
      id: contractor.id,
      businessName: contractor.profile.businessName,
      logoUrl: logoUrlOf(contractor),
      phone: shared ? displayPhoneNumber(contractor.profile.phone) : null,
      email: shared ? contractor.profile.email : null,
      website: contractor.profile.website,
    },
  };
}
