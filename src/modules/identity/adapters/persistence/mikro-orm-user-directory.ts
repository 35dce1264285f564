import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../../../../shared/persistence/like-pattern.js';
import type { User } from '../../domain/user.js';
import type { UserDirectory, UserSearch } from '../../ports/user-directory.js';
import { UserRecord } from './identity.entities.js';
import { userFromRow } from './mikro-orm-identity.repositories.js';

export class MikroOrmUserDirectory implements UserDirectory {
  constructor(private readonly em: EntityManager) {}

  async search({ emailContains, limit, offset }: UserSearch): Promise<{ items: User[]; total: number }> {
    const [rows, total] = await this.em.findAndCount(
      UserRecord,
      emailContains ? { email: { $ilike: containsPattern(emailContains) } } : {},
      {
        disableIdentityMap: true,
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
        offset,
      },
    );
    return { items: rows.map(userFromRow), total };
  }
}
