import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ProviderIdentity } from '../../domain/account-binding.js';
import type { DeviceFingerprint } from '../../domain/device-fingerprint.js';
import { isAccountLocale } from '../../domain/locale.js';
import type { RoleHolder } from '../../domain/roles.js';
import type { Session } from '../../domain/session.js';
import { User } from '../../domain/user.js';
import type { DeviceRepository } from '../../ports/device.repository.js';
import type { SessionRepository } from '../../ports/session.repository.js';
import type { SignInAttempt, SignInAttemptRepository } from '../../ports/sign-in-attempt.repository.js';
import type { UserRepository } from '../../ports/user.repository.js';
import {
  DeletedAccountRecord,
  DeviceRecord,
  LinkedIdentityRecord,
  SessionRecord,
  SignInAttemptRecord,
  UserDeviceRecord,
  UserRecord,
} from './identity.entities.js';

// Reads bypass the identity map: domain objects are rebuilt from rows, never tracked and flushed.
const FRESH = { disableIdentityMap: true } as const;

export function userFromRow(row: InferEntity<typeof UserRecord>): User {
  return User.restore({
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    profileImageUrl: row.profileImageUrl ?? null,
    locale: isAccountLocale(row.locale) ? row.locale : null,
    issuer: row.oidcIssuer,
    subject: row.oidcSubject,
    emailVerifiedBy: row.emailVerifiedBy ?? null,
    signupDeviceKey: row.signupDeviceKey ?? null,
    freeFixesGranted: row.freeFixesGranted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastSignInAt: row.lastSignInAt,
  });
}

/** The account columns roles are decided from, one row per linked provider account (or one row with nulls). */
export const ROLE_HOLDER_COLUMNS = `u.email, u.email_verified_by, u.oidc_issuer, u.oidc_subject,
  l.oidc_issuer as linked_issuer, l.oidc_subject as linked_subject`;

export interface RoleHolderColumns {
  email: string;
  email_verified_by: string | null;
  oidc_issuer: string;
  oidc_subject: string;
  linked_issuer: string | null;
  linked_subject: string | null;
}

/**
 * What roles are decided from, in one query: the address, who verified it, and every provider account bound to
 * the account (its own first). Null when the account does not exist.
 */
async function roleHolderOf(em: EntityManager, userId: string): Promise<RoleHolder | null> {
  const rows = await em.execute<RoleHolderColumns[]>(
    `select ${ROLE_HOLDER_COLUMNS}
       from identity_user u left join identity_linked_identity l on l.user_id = u.id
      where u.id = ?
      order by l.linked_at`,
    [userId],
  );
  return roleHolderFromRows(rows);
}

export function roleHolderFromRows(rows: readonly RoleHolderColumns[]): RoleHolder | null {
  const first = rows[0];
  if (!first) return null;
  const identities: ProviderIdentity[] = [{ issuer: first.oidc_issuer, subject: first.oidc_subject }];
  for (const row of rows) {
    if (row.linked_issuer !== null && row.linked_subject !== null) {
      identities.push({ issuer: row.linked_issuer, subject: row.linked_subject });
    }
  }
  return { email: first.email, emailVerifiedBy: first.email_verified_by, identities };
}

export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: string): Promise<User | null> {
    const row = await this.em.findOne(UserRecord, { id }, FRESH);
    return row ? userFromRow(row) : null;
  }

  async findBySubject(issuer: string, subject: string): Promise<User | null> {
    const row = await this.em.findOne(UserRecord, { oidcIssuer: issuer, oidcSubject: subject }, FRESH);
    if (row) return userFromRow(row);
    const linked = await this.em.findOne(LinkedIdentityRecord, { oidcIssuer: issuer, oidcSubject: subject }, FRESH);
    return linked ? this.findById(linked.userId) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.em.findOne(UserRecord, { email }, FRESH);
    return row ? userFromRow(row) : null;
  }

  async save(user: User): Promise<void> {
    const { props } = user;
    await this.em.upsert(UserRecord, {
      id: props.id,
      email: props.email,
      firstName: props.firstName,
      lastName: props.lastName,
      profileImageUrl: props.profileImageUrl,
      locale: props.locale,
      oidcIssuer: props.issuer,
      oidcSubject: props.subject,
      emailVerifiedBy: props.emailVerifiedBy,
      signupDeviceKey: props.signupDeviceKey,
      freeFixesGranted: props.freeFixesGranted,
      createdAt: props.createdAt,
      updatedAt: props.updatedAt,
      lastSignInAt: props.lastSignInAt,
    });
  }

  async linkIdentity(userId: string, identity: ProviderIdentity, at: Date): Promise<void> {
    await this.em.insert(LinkedIdentityRecord, {
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      userId,
      linkedAt: at,
    });
  }

  async identitiesOf(userId: string): Promise<ProviderIdentity[]> {
    return [...((await roleHolderOf(this.em, userId))?.identities ?? [])];
  }

  async remove(id: string): Promise<void> {
    // Linked provider accounts go with it (on delete cascade).
    await this.em.nativeDelete(UserRecord, { id });
  }

  async countFreeFixAccountsOnDevice(deviceKey: string, exceptUserId?: string): Promise<number> {
    return this.em.count(UserRecord, {
      signupDeviceKey: deviceKey,
      freeFixesGranted: { $gt: 0 },
      ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}),
    });
  }

  async rememberDeletedEmail(emailHash: string, freeFixesGranted: number, at: Date): Promise<void> {
    await this.em.execute(
      `insert into identity_deleted_account (email_hash, free_fixes_granted, deleted_at, keyed) values (?, ?, ?, true)
       on conflict (email_hash) do update
       set free_fixes_granted = greatest(identity_deleted_account.free_fixes_granted, excluded.free_fixes_granted),
           deleted_at = excluded.deleted_at`,
      [emailHash, freeFixesGranted, at],
    );
  }

  async deletedEmailReceivedFreeFixes(emailHash: string): Promise<boolean> {
    const row = await this.em.findOne(DeletedAccountRecord, { emailHash, keyed: true }, FRESH);
    return (row?.freeFixesGranted ?? 0) > 0;
  }

  async rekeyDeletedEmails(rekey: (plainHash: string) => string): Promise<number> {
    const plain = await this.em.execute<{ email_hash: string }[]>(
      'select email_hash from identity_deleted_account where not keyed',
    );
    for (const { email_hash: plainHash } of plain) {
      // One statement per row: of two instances re-keying at once, only one finds the plain row to delete.
      await this.em.execute(
        `with plain as (
           delete from identity_deleted_account where email_hash = ? and not keyed
           returning free_fixes_granted, deleted_at)
         insert into identity_deleted_account (email_hash, free_fixes_granted, deleted_at, keyed)
         select ?, free_fixes_granted, deleted_at, true from plain
         on conflict (email_hash) do update
         set free_fixes_granted = greatest(identity_deleted_account.free_fixes_granted, excluded.free_fixes_granted),
             deleted_at = greatest(identity_deleted_account.deleted_at, excluded.deleted_at)`,
        [plainHash, rekey(plainHash)],
      );
    }
    return plain.length;
  }

  async forgetDeletedEmailsBefore(cutoff: Date): Promise<number> {
    return this.em.nativeDelete(DeletedAccountRecord, { deletedAt: { $lt: cutoff } });
  }
}

/** Session reads are plain SQL: every signed-in request runs one, and the ORM's query building cost more than it gave. */
export const SESSION_COLUMNS = `s.id_hash, s.user_id, s.created_at, s.last_seen_at, s.expires_at, s.authenticated_at,
  s.id_token, s.user_agent, s.ip_address`;

export interface SessionColumns {
  id_hash: string;
  user_id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  authenticated_at: Date | string;
  id_token: string | null;
  user_agent: string | null;
  ip_address: string | null;
}

export function sessionFromColumns(row: SessionColumns): Session {
  return {
    idHash: row.id_hash,
    userId: row.user_id,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    authenticatedAt: new Date(row.authenticated_at),
    idToken: row.id_token,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
  };
}

export class MikroOrmSessionRepository implements SessionRepository {
  constructor(private readonly em: EntityManager) {}

  async create(session: Session): Promise<void> {
    await this.em.insert(SessionRecord, { ...session });
  }

  /** One round trip: the session, its account and the account's linked provider accounts. */
  async findWithAccount(idHash: string): Promise<{ session: Session; account: RoleHolder } | null> {
    const rows = await this.em.execute<(SessionColumns & RoleHolderColumns)[]>(
      `select ${SESSION_COLUMNS}, ${ROLE_HOLDER_COLUMNS}
         from identity_session s
         join identity_user u on u.id = s.user_id
         left join identity_linked_identity l on l.user_id = u.id
        where s.id_hash = ?
        order by l.linked_at`,
      [idHash],
    );
    const account = roleHolderFromRows(rows);
    return account ? { session: sessionFromColumns(rows[0]!), account } : null;
  }

  async touch(idHash: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(SessionRecord, { idHash }, { lastSeenAt: at });
  }

  async remove(idHash: string): Promise<void> {
    await this.em.nativeDelete(SessionRecord, { idHash });
  }

  async removeAllFor(userId: string): Promise<number> {
    return this.em.nativeDelete(SessionRecord, { userId });
  }

  async listFor(userId: string): Promise<Session[]> {
    const rows = await this.em.execute<SessionColumns[]>(
      `select ${SESSION_COLUMNS} from identity_session s where s.user_id = ? order by s.created_at desc`,
      [userId],
    );
    return rows.map(sessionFromColumns);
  }

  async removeExpired(now: Date, idleTimeoutMs: number): Promise<number> {
    return this.em.nativeDelete(SessionRecord, {
      $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: new Date(now.getTime() - idleTimeoutMs) } }],
    });
  }
}

export class MikroOrmSignInAttemptRepository implements SignInAttemptRepository {
  constructor(private readonly em: EntityManager) {}

  async create(attempt: SignInAttempt): Promise<void> {
    await this.em.insert(SignInAttemptRecord, { ...attempt });
  }

  async take(state: string): Promise<SignInAttempt | null> {
    // Deleting with RETURNING makes the attempt single-use even when two callbacks race.
    const rows = await this.em.execute<
      {
        state: string;
        browser_binding_hash: string;
        code_verifier: string;
        nonce: string;
        return_to: string;
        device_key: string | null;
        max_age_seconds: number | null;
        expires_at: Date | string;
      }[]
    >('delete from identity_sign_in_attempt where state = ? returning *', [state]);
    const row = rows[0];
    if (!row) return null;
    return {
      state: row.state,
      browserBindingHash: row.browser_binding_hash,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
      deviceKey: row.device_key,
      maxAgeSeconds: row.max_age_seconds,
      expiresAt: new Date(row.expires_at),
    };
  }

  async removeExpired(now: Date): Promise<number> {
    return this.em.nativeDelete(SignInAttemptRecord, { expiresAt: { $lte: now } });
  }
}

export class MikroOrmDeviceRepository implements DeviceRepository {
  constructor(private readonly em: EntityManager) {}

  async record(deviceKey: string, fingerprint: DeviceFingerprint, at: Date): Promise<void> {
    await this.em.execute(
      `insert into identity_device (key, fingerprint, first_seen_at, last_seen_at) values (?, ?, ?, ?)
       on conflict (key) do update set last_seen_at = excluded.last_seen_at`,
      [deviceKey, JSON.stringify(fingerprint), at, at],
    );
  }

  async exists(deviceKey: string): Promise<boolean> {
    return (await this.em.count(DeviceRecord, { key: deviceKey })) > 0;
  }

  async link(deviceKey: string, userId: string, at: Date): Promise<void> {
    await this.em.execute(
      `insert into identity_user_device (user_id, device_key, first_seen_at, last_seen_at) values (?, ?, ?, ?)
       on conflict (user_id, device_key) do update set last_seen_at = excluded.last_seen_at`,
      [userId, deviceKey, at, at],
    );
  }

  async devicesOf(userId: string): Promise<{ deviceKey: string; firstSeenAt: Date; lastSeenAt: Date }[]> {
    const rows = await this.em.find(UserDeviceRecord, { userId }, { ...FRESH, orderBy: { firstSeenAt: 'asc' } });
    return rows.map((row) => ({ deviceKey: row.deviceKey, firstSeenAt: row.firstSeenAt, lastSeenAt: row.lastSeenAt }));
  }

  async removeUnusedSince(cutoff: Date): Promise<number> {
    const removed = await this.em.execute<{ key: string }[]>(
      `delete from identity_device device
       where device.last_seen_at < ?
         and not exists (select 1 from identity_user account where account.signup_device_key = device.key)
         and not exists (select 1 from identity_user_device link where link.device_key = device.key)
       returning device.key`,
      [cutoff],
    );
    return removed.length;
  }
}
