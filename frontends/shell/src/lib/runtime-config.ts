import type { RuntimeConfig } from '@repairlens/contract';
import { api } from './api';

const selectConfig = ({ data }: { readonly data?: RuntimeConfig }) => ({ data });

/**
 * The server's runtime configuration, once it has arrived. Only the answer is selected: the footer and the pages
 * that read it render again when it arrives, not as the call starts (issue 17).
 */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return api.useRuntimeConfigQuery(undefined, { selectFromResult: selectConfig }).data;
}

/** The support address from the server's runtime configuration, once it has arrived. */
export function useSupportEmail(): string | undefined {
  return useRuntimeConfig()?.supportEmail;
}

/**
 * Whether the server's repairs look at the photo itself (a vision service). Until the answer arrives, assume not:
 * asking for a description too early is harmless, sending a photo nobody can read is not.
 */
export function usePhotosUnderstood(): boolean {
  return useRuntimeConfig()?.photosUnderstood ?? false;
}
