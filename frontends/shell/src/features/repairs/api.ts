import type {
  FollowUpThread,
  GalleryEntry,
  Region,
  RepairCategoryName,
  RepairCreated,
  RepairFeedbackAnswer,
  RepairFeedbackView,
  RepairRequestView,
  RepairSummary,
} from '@repairlens/contract';
import { uploadRequest } from '../../../../shared/api/upload-request';
import { api } from '../../lib/api';

/** One upload from the card: the file, what the person wrote, and their region for Hire a Pro. */
export interface RepairUpload {
  readonly file: File;
  readonly description: string;
  readonly region?: Region;
  /** The language the instructions are wanted in (the page's: en-CA, en-US or fr-CA). */
  readonly locale?: string;
  /** The share of the file sent so far (0..1), for the progress bar. */
  readonly onUploadProgress?: (sentFraction: number) => void;
}

/** The detail an answer asked for, added to the same repair. */
export interface RepairDetailAddition {
  readonly id: string;
  readonly detail: string;
}

/** A follow-up question on a repair, with one more photo or none. */
export interface FollowUpAsked {
  readonly id: string;
  readonly question: string;
  readonly photo: File | null;
}

/** The owner's answer to "Did this fix it?" for one repair. */
export interface RepairFeedbackGiven extends RepairFeedbackAnswer {
  readonly id: string;
}

export interface RepairSharingChange {
  readonly id: string;
  readonly shared: boolean;
}

/** The multipart form of POST /api/repair-requests: `file`, and `description`, `region` and `locale` when given. */
export function repairUploadForm({ file, description, region, locale }: RepairUpload): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  const trimmed = description.trim();
  if (trimmed !== '') form.append('description', trimmed);
  if (region) form.append('region', region);
  if (locale) form.append('locale', locale);
  return form;
}

const REPAIR_LIST = { type: 'RepairRequest', id: 'LIST' } as const;

export const repairsApi = api.enhanceEndpoints({ addTagTypes: ['RepairRequest', 'Gallery'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * Uploads the photo or video; the answer comes once the instructions are written (completed) or the
     * server stops waiting for them (pending). Spending a repair changes the user's balance.
     */
    submitRepairRequest: build.mutation<RepairCreated, RepairUpload>({
      queryFn: async (upload, queryApi) => {
        const result = await uploadRequest(
          { url: '/api/repair-requests', body: repairUploadForm(upload), onUploadProgress: upload.onUploadProgress },
          queryApi,
          {},
        );
        return result.error ? { error: result.error } : { data: result.data as RepairCreated };
      },
      invalidatesTags: (created) => (created ? ['AuthUser', REPAIR_LIST] : []),
    }),
    /**
     * Adds the detail an answer asked for; the repair is written again (and paid for once, now that it can be
     * delivered). Answers like an upload: completed, or still pending.
     */
    addRepairDetail: build.mutation<RepairCreated, RepairDetailAddition>({
      query: ({ id, detail }) => ({ url: `/api/repair-requests/${id}/details`, method: 'POST', body: { detail } }),
      invalidatesTags: (created, _error, { id }) =>
        created ? ['AuthUser', REPAIR_LIST, { type: 'RepairRequest', id }] : [],
    }),
    /** The signed-in user's repair requests, newest first. */
    repairRequests: build.query<RepairSummary[], void>({
      query: () => ['/api/repair-requests'],
      providesTags: [REPAIR_LIST],
    }),
    /** One of the user's repair requests with its instructions (404 for anyone else's). */
    repairRequest: build.query<RepairRequestView, string>({
      query: (id) => ['/api/repair-requests', id],
      providesTags: (_repair, _error, id) => [{ type: 'RepairRequest', id }],
      // A pending repair that has just finished changes its row in Recent Fixes too.
      async onQueryStarted(_id, lifecycle) {
        const statusBefore = lifecycle.getCacheEntry().data?.status;
        try {
          const { data } = await lifecycle.queryFulfilled;
          if (statusBefore === 'pending' && data.status !== 'pending') {
            lifecycle.dispatch(repairsApi.util.invalidateTags([REPAIR_LIST]));
          }
        } catch {
          // The page shows the failed read.
        }
      },
    }),
    /** Shares a completed repair to the public gallery, or stops sharing it. */
    setRepairSharing: build.mutation<RepairRequestView, RepairSharingChange>({
      query: ({ id, shared }) => ({ url: `/api/repair-requests/${id}/sharing`, method: 'PATCH', body: { shared } }),
      // The answer is the repair as it now is: the repair page shows it without asking again.
      async onQueryStarted({ id }, lifecycle) {
        try {
          const { data } = await lifecycle.queryFulfilled;
          lifecycle.dispatch(repairsApi.util.updateQueryData('repairRequest', id, () => data));
        } catch {
          // The page tells the owner.
        }
      },
      invalidatesTags: ['Gallery'],
    }),
    /** The questions asked about one of the user's repairs, with their answers and how many are left. */
    followUps: build.query<FollowUpThread, string>({
      query: (id) => ['/api/repair-requests', id, 'follow-ups'],
    }),
    /** Asks a follow-up question: JSON, or multipart with the photo. The answer is the thread as it now is. */
    askFollowUp: build.mutation<FollowUpThread, FollowUpAsked>({
      queryFn: async ({ id, question, photo }, queryApi, _extra, baseQuery) => {
        const url = `/api/repair-requests/${id}/follow-ups`;
        if (!photo) {
          const result = await baseQuery({ url, method: 'POST', body: { question } });
          return result.error ? { error: result.error } : { data: result.data as FollowUpThread };
        }
        const form = new FormData();
        form.append('question', question);
        form.append('file', photo, photo.name);
        const result = await uploadRequest({ url, body: form }, queryApi, {});
        return result.error ? { error: result.error } : { data: result.data as FollowUpThread };
      },
      async onQueryStarted({ id }, lifecycle) {
        try {
          const { data } = await lifecycle.queryFulfilled;
          void lifecycle.dispatch(repairsApi.util.upsertQueryData('followUps', id, data));
        } catch {
          // The form tells the owner.
        }
      },
    }),
    /** Answers "Did this fix it?" (again, to change it); the repair page shows the answer without asking again. */
    answerRepairFeedback: build.mutation<RepairFeedbackView, RepairFeedbackGiven>({
      query: ({ id, verdict, comment }) => ({
        url: `/api/repair-requests/${id}/feedback`,
        method: 'PUT',
        body: { verdict, comment },
      }),
      async onQueryStarted({ id }, lifecycle) {
        try {
          const { data } = await lifecycle.queryFulfilled;
          lifecycle.dispatch(
            repairsApi.util.updateQueryData('repairRequest', id, (repair) => {
              repair.feedback = data;
            }),
          );
        } catch {
          // The card tells the owner.
        }
      },
    }),
    /** The repairs their owners shared, newest first; all categories, or one. */
    gallery: build.query<GalleryEntry[], RepairCategoryName | null>({
      query: (category) => ({ url: category ? `/api/gallery?${new URLSearchParams({ category })}` : '/api/gallery' }),
      providesTags: ['Gallery'],
    }),
  }),
});

export const {
  useSubmitRepairRequestMutation,
  useAddRepairDetailMutation,
  useRepairRequestsQuery,
  useRepairRequestQuery,
  useSetRepairSharingMutation,
  useGalleryQuery,
  useFollowUpsQuery,
  useAskFollowUpMutation,
  useAnswerRepairFeedbackMutation,
} = repairsApi;
