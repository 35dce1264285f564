import type { Clock } from '../../../shared/application/clock.js';
import type { UserRepository } from '../ports/user.repository.js';
import { rekeyedDigest } from './secrets.js';

/**
 * Housekeeping of deleted accounts' e-mail hashes: plain SHA-256 rows from before hashes were keyed are
 * re-keyed, and a hash older than its retention period is forgotten (the address may then get free fixes again).
 */
export class DeletedAccountEmails {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly retentionMs: number,
    private readonly hashKey: string,
  ) {}

  async sweep(): Promise<{ rekeyed: number; forgotten: number }> {
    const rekeyed = await this.users.rekeyDeletedEmails((plainHash) => rekeyedDigest(this.hashKey, plainHash));
    const forgotten = await this.users.forgetDeletedEmailsBefore(
      new Date(this.clock.now().getTime() - this.retentionMs),
    );
    return { rekeyed, forgotten };
  }
}
