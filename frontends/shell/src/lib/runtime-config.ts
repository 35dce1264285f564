import { api } from './api';

/** The support address from the server's runtime configuration, once it has arrived. */
export function useSupportEmail(): string | undefined {
  return api.useRuntimeConfigQuery().data?.supportEmail;
}
