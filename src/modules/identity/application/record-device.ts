import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { canonicalFingerprint, type DeviceFingerprint } from '../domain/device-fingerprint.js';
import { mustRevokeAfterLateDevice } from '../domain/free-fix-policy.js';
import type { DeviceRepository } from '../ports/device.repository.js';
import type { RepairBalancesPort } from '../ports/repair-balances.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { IdentitySettings } from './identity-settings.js';
import { sha256Hex } from './secrets.js';

/**
 * The fingerprint the shell sends at start. A visitor's device is remembered for the sign-up that may
 * follow; a signed-in user's device is linked to them, and an account whose device was learned only
 * after sign-up gives its free fixes back when that device had already used up its share.
 */
export class RecordDevice {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly users: UserRepository,
    private readonly balances: RepairBalancesPort,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: IdentitySettings,
  ) {}

  async execute(fingerprint: DeviceFingerprint, userId: string | null): Promise<{ deviceKey: string }> {
    const deviceKey = sha256Hex(canonicalFingerprint(fingerprint));
    const now = this.clock.now();
    await this.unitOfWork.transaction(async () => {
      await this.devices.record(deviceKey, fingerprint, now);
      if (!userId) return;
      await this.devices.link(deviceKey, userId, now);
      const user = await this.users.findById(userId);
      if (!user || user.signupDeviceKey !== null) return;
      const others = await this.users.countFreeFixAccountsOnDevice(deviceKey, userId);
      const revoke = mustRevokeAfterLateDevice(this.settings.freeFixes, others, user.freeFixesGranted > 0);
      if (revoke) {
        await this.balances.revokeFreeFixes(userId, 'Free repairs on this device were already used by other accounts');
      }
      await this.users.save(user.deviceLearned(deviceKey, !revoke, now));
    });
    return { deviceKey };
  }
}

/**
 * Retention of what visitors write without an account: a device unseen for the retention period is forgotten,
 * unless an account was created on it (the free-fix cap counts those per device) or uses it.
 */
export class ForgetUnusedDevices {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly clock: Clock,
    private readonly retentionMs: number,
  ) {}

  /** Answers how many devices were forgotten. */
  execute(): Promise<number> {
    return this.devices.removeUnusedSince(new Date(this.clock.now().getTime() - this.retentionMs));
  }
}
