/**
 * The HTTP contract as the front ends see it: types inferred from the zod schemas that validate
 * requests and shape responses on the server. The front-end build type-checks against this file,
 * so a field renamed on the server breaks the build, not a user. Only schema files may be listed
 * here: they import nothing but zod.
 */
export type {
  AdminUser,
  AdminUserList,
  AdminUserSummary,
  AuthUser,
  DeviceFingerprint,
  SessionsEnded,
  SignedOut,
  UpdateProfile,
} from './modules/identity/contract.js';
export type {
  AdminRegionPrices,
  DetectedLocation,
  RegionPrices,
  UpdateRegionPrices,
} from './modules/pricing/contract.js';
export type {
  Catalogue,
  CatalogueItem,
  CheckoutRedirect,
  CreditGrantReceipt,
  CreditGrantRequest,
  Invoice,
  OneTimeCheckoutRequest,
  Payment,
  PlanChangePreview,
  PlanChangePreviewQuery,
  PlanChangeResult,
  SessionCheck,
  SubscriptionCheckoutAnswer,
  SubscriptionCheckoutRequest,
} from './modules/billing/contract.js';
export type {
  AdminGalleryEntry,
  AdminGalleryList,
  AdminGalleryState,
  CostEstimateView,
  FeedbackVerdictName,
  FollowUpQuestion,
  FollowUpThread,
  FollowUpView,
  GalleryEntry,
  GalleryFeaturing,
  GalleryVisibility,
  RepairCategoryName,
  RepairCreated,
  RepairFeedbackAnswer,
  RepairFeedbackView,
  RepairInstructions,
  RepairOutcomeName,
  RepairRequestView,
  RepairSharing,
  RepairStatusName,
  RepairSummary,
  RepairUploadFields,
} from './modules/repairs/contract.js';
export type {
  AdminContractor,
  AdminContractorList,
  ContractorApplication,
  ContractorCard,
  ContractorDirectoryAnswer,
  ContractorLead,
  ContractorLeadSummary,
  ContractorPlanCheckout,
  ContractorProfileUpdate,
  ContractorPublicProfile,
  CustomerLead,
  LeadAnswer,
  LeadRepairBrief,
  LeadRequest,
  LeadSent,
  MyContractorProfile,
  ReviewReason,
} from './modules/contractors/contract.js';
export type { RuntimeConfig } from './shared/http/system.contract.js';
export type {
  ClientErrorList,
  ClientErrorReport,
  LoggedClientError,
} from './platform/client-errors/client-error.contract.js';
export type { AdminDashboard } from './platform/admin-dashboard/admin-dashboard.contract.js';
export type { OutboxEmail, OutboxEmailStatus, OutboxPage } from './shared/email/email.contract.js';
export type { AuditEntryList, AuditEntryView } from './shared/audit/audit.contract.js';
export type { Region, Currency } from './shared/domain/region.js';
