import type { EntityManager } from '@mikro-orm/sql';
import type { AuditTargetNamer } from '../../../../shared/audit/audit-target-names.js';
import { uuidsAmong } from '../../../../shared/audit/uuid.js';
import { fullName } from '../../domain/person-name.js';
import { UserRecord } from './identity.entities.js';

/** "user:<id>" in the audit log, named as "Robin Fixer (robin@example.com)", or the e-mail alone. */
export class UserAuditNames implements AuditTargetNamer {
  readonly kind = 'user';

  constructor(private readonly em: EntityManager) {}

  async namesOf(ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const known = uuidsAmong(ids);
    if (known.length === 0) return new Map();
    const users = await this.em.find(UserRecord, { id: { $in: known } }, { disableIdentityMap: true });
    return new Map(
      users.map((user) => {
        const name = fullName(user);
        return [user.id, name ? `${name} (${user.email})` : user.email];
      }),
    );
  }
}
