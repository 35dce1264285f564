import { api } from './api';

/** The support address from the server's runtime configuration, once it has arrived. */
export function useSupportEmail(): string | undefined {
  return api.useRuntimeConfigQuery().data?.supportEmail;
}

/**
 * Whether the server's repairs look at the photo itself (a vision service). Until the answer arrives, assume not:
 * asking for a description too early is harmless, sending a photo nobody can read is not.
 */
export function usePhotosUnderstood(): boolean {
  return api.useRuntimeConfigQuery().data?.photosUnderstood ?? false;
}
