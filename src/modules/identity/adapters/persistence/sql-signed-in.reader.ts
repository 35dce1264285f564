import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../../../shared/application/clock.js';
import { isAccountLocale } from '../../domain/locale.js';
import type { SignedIn, SignedInReader, SignedInReadParts } from '../../ports/signed-in-reader.js';
import {
  ROLE_HOLDER_COLUMNS,
  roleHolderFromRows,
  SESSION_COLUMNS,
  sessionFromColumns,
  type RoleHolderColumns,
  type SessionColumns,
} from './mikro-orm-identity.repositories.js';

interface SignedInColumns extends SessionColumns, RoleHolderColumns {
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  locale: string | null;
  standing: unknown;
  granted: unknown;
}

/**
 * The signed-in read as one round trip: the session, its account with every linked provider account (one row
 * each), and the parts other modules add (balances and plan, granted roles) as expressions of the same query.
 * Plain SQL: every signed-in request runs it, and the ORM's query building cost more than it gave.
 */
export class SqlSignedInReader implements SignedInReader {
  private readonly sql: string;

  constructor(
    private readonly em: EntityManager,
    private readonly parts: SignedInReadParts,
    private readonly clock: Clock,
  ) {
    this.sql = `select ${SESSION_COLUMNS}, ${ROLE_HOLDER_COLUMNS},
        u.first_name, u.last_name, u.profile_image_url, u.locale,
        ${parts.standing.sql('s.user_id')} as standing,
        ${parts.grantedRoles.sql('s.user_id')} as granted
      from identity_session s
      join identity_user u on u.id = s.user_id
      left join identity_linked_identity l on l.user_id = u.id
      where s.id_hash = ?
      order by l.linked_at`;
  }

  async read(idHash: string): Promise<SignedIn | null> {
    const rows = await this.em.execute<SignedInColumns[]>(this.sql, [idHash]);
    const holder = roleHolderFromRows(rows);
    const first = rows[0];
    if (!holder || !first) return null;
    const now = this.clock.now();
    return {
      session: sessionFromColumns(first),
      account: {
        ...holder,
        id: first.user_id,
        firstName: first.first_name,
        lastName: first.last_name,
        profileImageUrl: first.profile_image_url,
        locale: isAccountLocale(first.locale) ? first.locale : null,
      },
      grantedRoles: this.parts.grantedRoles.read(first.granted, now),
      standing: this.parts.standing.read(first.standing, now),
    };
  }

  forget(): void {}

  async settle(): Promise<void> {}
}
