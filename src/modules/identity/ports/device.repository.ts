import type { DeviceFingerprint } from '../domain/device-fingerprint.js';
import { token } from '../../../shared/token.js';

export interface DeviceRepository {
  /** Records the device's fingerprint with first and last seen times. */
  record(deviceKey: string, fingerprint: DeviceFingerprint, at: Date): Promise<void>;
  exists(deviceKey: string): Promise<boolean>;
  /** Notes that a user uses a recorded device. */
  link(deviceKey: string, userId: string, at: Date): Promise<void>;
  devicesOf(userId: string): Promise<{ deviceKey: string; firstSeenAt: Date; lastSeenAt: Date }[]>;
  /**
   * Forgets devices last seen before `cutoff` that no account was created on or uses (retention of what visitors
   * write); the devices accounts were created on stay, since the free-fix cap counts accounts per device.
   * Answers how many went.
   */
  removeUnusedSince(cutoff: Date): Promise<number>;
}

export const DEVICE_REPOSITORY = token<DeviceRepository>('identity.DeviceRepository');
