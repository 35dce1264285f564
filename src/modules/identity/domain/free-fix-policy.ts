/**
 * Free repairs are a welcome gift, not a farm: only the first few accounts created on one device
 * (default 2) receive them, and an e-mail address that deleted an account does not get them twice.
 */
export interface FreeFixPolicy {
  readonly freeFixesAtSignUp: number;
  readonly accountsPerDeviceWithFreeFixes: number;
}

export interface SignUpCircumstances {
  /** Accounts created on this device that already received free fixes; null when the device is unknown. */
  readonly accountsOnDeviceWithFreeFixes: number | null;
  readonly emailPreviouslyReceivedFreeFixes: boolean;
}

export function freeFixesForNewAccount(policy: FreeFixPolicy, circumstances: SignUpCircumstances): number {
  if (circumstances.emailPreviouslyReceivedFreeFixes) return 0;
  if (
    circumstances.accountsOnDeviceWithFreeFixes !== null &&
    circumstances.accountsOnDeviceWithFreeFixes >= policy.accountsPerDeviceWithFreeFixes
  ) {
    return 0;
  }
  return policy.freeFixesAtSignUp;
}

/**
 * A device first reported after sign-up: the account keeps its free fixes only if the device had
 * room for it among the accounts that received them.
 */
export function mustRevokeAfterLateDevice(
  policy: FreeFixPolicy,
  otherAccountsOnDeviceWithFreeFixes: number,
  accountReceivedFreeFixes: boolean,
): boolean {
  return accountReceivedFreeFixes && otherAccountsOnDeviceWithFreeFixes >= policy.accountsPerDeviceWithFreeFixes;
}
