import type { AuthUser, DeviceFingerprint, SignedOut, UpdateProfile } from '@repairlens/contract';
import { api } from '../../lib/api';
import { SIGN_OUT_PATH } from '../../lib/server-paths';

export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Changes the first and last name; the user is read again afterwards (product §7). */
    updateProfile: build.mutation<AuthUser, UpdateProfile>({
      query: (profile) => ({ url: '/api/user/profile', method: 'PATCH', body: profile }),
      invalidatesTags: ['AuthUser'],
    }),
    /** Deletes the account and everything kept about the person that the law does not require us to keep. */
    deleteAccount: build.mutation<null, void>({
      query: () => ({ url: '/api/user', method: 'DELETE' }),
    }),
    /** The device fingerprint of product §3, against the session (and the user, if any). */
    sendDeviceFingerprint: build.mutation<null, DeviceFingerprint>({
      query: (fingerprint) => ({ url: '/api/auth/fingerprint', method: 'POST', body: fingerprint }),
    }),
    /** Ends the session; the answer says where the browser goes next (the provider's sign-out, or home). */
    signOut: build.mutation<SignedOut, void>({
      query: () => ({ url: SIGN_OUT_PATH, method: 'POST' }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useDeleteAccountMutation,
  useSendDeviceFingerprintMutation,
  useSignOutMutation,
} = identityApi;

/** A browser navigation, not an API call: the server answers with a JSON file to save. */
export const PERSONAL_DATA_EXPORT_PATH = '/api/user/export';
