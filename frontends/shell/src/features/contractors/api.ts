import type {
  ContractorApplication,
  ContractorDirectoryAnswer,
  ContractorLead,
  ContractorLeadSummary,
  ContractorPlanCheckout,
  ContractorProfileUpdate,
  ContractorPublicProfile,
  CustomerLead,
  LeadRepairBrief,
  LeadRequest,
  LeadSent,
  MyContractorProfile,
  RepairCategoryName,
} from '@repairlens/contract';
import { uploadRequest } from '../../../../shared/api/upload-request';
import { api } from '../../lib/api';

export interface DirectorySearch {
  readonly postalCode: string;
  readonly category: RepairCategoryName | null;
  /** Widened: also pros based within this many km, whatever their service area; null for the plain search. */
  readonly withinKm: number | null;
}

export interface LeadDecision {
  readonly id: string;
  readonly decision: 'accept' | 'decline';
  readonly message?: string;
}

/** The contractor directory, the contractor's own profile and leads, and the customer's leads. */
export const contractorsApi = api
  .enhanceEndpoints({ addTagTypes: ['ContractorProfile', 'ContractorLeads', 'ContractorLead', 'UserLeads'] })
  .injectEndpoints({
    endpoints: (build) => ({
      contractorDirectory: build.query<ContractorDirectoryAnswer, DirectorySearch>({
        query: ({ postalCode, category, withinKm }) => {
          const query = new URLSearchParams({ postalCode });
          if (category) query.set('category', category);
          if (withinKm !== null) query.set('withinKm', String(withinKm));
          return { url: `/api/contractors?${query}` };
        },
      }),
      contractorProfile: build.query<ContractorPublicProfile, string>({
        query: (id) => ['/api/contractors', id],
      }),
      applyAsContractor: build.mutation<MyContractorProfile, ContractorApplication>({
        // No invalidation: the signup page would turn to "applied already" before the logo is sent; the
        // pages that show the profile read it afresh when they open.
        query: (body) => ({ url: '/api/contractor/application', method: 'POST', body }),
      }),
      myContractorProfile: build.query<MyContractorProfile | null, void>({
        async queryFn(_arg, _api, _extraOptions, baseQuery) {
          const result = await baseQuery(['/api/contractor/profile']);
          if (!result.error) return { data: result.data as MyContractorProfile };
          // 404: not applied yet.
          return result.error.status === 404 ? { data: null } : { error: result.error };
        },
        providesTags: ['ContractorProfile'],
      }),
      editContractorProfile: build.mutation<MyContractorProfile, ContractorProfileUpdate>({
        query: (body) => ({ url: '/api/contractor/profile', method: 'PATCH', body }),
        invalidatesTags: ['ContractorProfile'],
      }),
      uploadContractorLogo: build.mutation<MyContractorProfile, File>({
        queryFn: async (file, queryApi) => {
          const form = new FormData();
          form.append('logo', file, file.name);
          const result = await uploadRequest({ url: '/api/contractor/logo', method: 'PUT', body: form }, queryApi, {});
          return result.error ? { error: result.error } : { data: result.data as MyContractorProfile };
        },
        invalidatesTags: ['ContractorProfile'],
      }),
      removeContractorLogo: build.mutation<MyContractorProfile, void>({
        query: () => ({ url: '/api/contractor/logo', method: 'DELETE' }),
        invalidatesTags: ['ContractorProfile'],
      }),
      subscribeContractorPlan: build.mutation<ContractorPlanCheckout, void>({
        query: () => ({ url: '/api/contractor/listing/subscribe', method: 'POST' }),
      }),
      setContractorListing: build.mutation<MyContractorProfile, 'pause' | 'resume'>({
        query: (action) => ({ url: `/api/contractor/listing/${action}`, method: 'POST' }),
        invalidatesTags: ['ContractorProfile'],
      }),
      contractorLeads: build.query<ContractorLeadSummary[], void>({
        query: () => ['/api/contractor/leads'],
        providesTags: ['ContractorLeads'],
      }),
      /** One lead in full (the customer's contact once accepted, the repair's brief); opening it marks it viewed. */
      contractorLead: build.query<ContractorLead, string>({
        query: (id) => ['/api/contractor/leads', id],
        providesTags: (_lead, _error, id) => [{ type: 'ContractorLead', id }],
        async onQueryStarted(_id, lifecycle) {
          try {
            await lifecycle.queryFulfilled;
            lifecycle.dispatch(contractorsApi.util.invalidateTags(['ContractorLeads']));
          } catch {
            // The card shows the failed read.
          }
        },
      }),
      answerLead: build.mutation<ContractorLead, LeadDecision>({
        query: ({ id, decision, message }) => ({
          url: `/api/contractor/leads/${id}/${decision}`,
          method: 'POST',
          body: message ? { message } : {},
        }),
        invalidatesTags: (_lead, _error, { id }) => ['ContractorLeads', { type: 'ContractorLead', id }],
      }),
      sendLead: build.mutation<LeadSent, LeadRequest>({
        query: (body) => ({ url: '/api/leads', method: 'POST', body }),
        invalidatesTags: ['UserLeads'],
      }),
      userLeads: build.query<CustomerLead[], void>({
        query: () => ['/api/user/leads'],
        providesTags: ['UserLeads'],
      }),
      /** What a request would carry of one of the user's repairs: its diagnosis and a pro's typical price. */
      repairBrief: build.query<LeadRepairBrief, string>({
        query: (repairId) => ['/api/user/repair-briefs', repairId],
      }),
    }),
  });

export const {
  useContractorDirectoryQuery,
  useContractorProfileQuery,
  useApplyAsContractorMutation,
  useMyContractorProfileQuery,
  useEditContractorProfileMutation,
  useUploadContractorLogoMutation,
  useRemoveContractorLogoMutation,
  useSubscribeContractorPlanMutation,
  useSetContractorListingMutation,
  useContractorLeadsQuery,
  useContractorLeadQuery,
  useAnswerLeadMutation,
  useSendLeadMutation,
  useUserLeadsQuery,
  useRepairBriefQuery,
} = contractorsApi;

/** The `fieldErrors` of a 400 answer ({ message, fieldErrors: { field: problem } }), or {}. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('message' in error) || typeof error.message !== 'string') return {};
  const start = error.message.indexOf('{');
  if (start < 0) return {};
  try {
    const parsed = JSON.parse(error.message.slice(start)) as { fieldErrors?: Record<string, string> };
    return parsed.fieldErrors ?? {};
  } catch {
    return {};
  }
}
