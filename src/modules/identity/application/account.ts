import type { Clock } from '../../../shared/application/clock.js';
import type { PersonalDataContributor } from '../../../shared/application/personal-data.js';
import type { RequestPrincipal } from '../../../shared/application/principal.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { NotFoundError } from '../../../shared/errors/app-errors.js';
import type { Role } from '../../../shared/domain/role.js';
import type { AccountLocale } from '../domain/locale.js';
import { rolesOf } from '../domain/roles.js';
import { fullName } from '../domain/person-name.js';
import type { User, UserProps } from '../domain/user.js';
import type { DeviceRepository } from '../ports/device.repository.js';
import type { GrantedRoles } from '../ports/granted-roles.js';
import type { AccountStanding, RepairBalancesPort } from '../ports/repair-balances.js';
import type { SessionRepository } from '../ports/session.repository.js';
import type { SignedIn } from '../ports/signed-in-reader.js';
import type { UserRepository } from '../ports/user.repository.js';
import type { IdentitySettings } from './identity-settings.js';
import { personalDataHash } from './secrets.js';

/** The account as its owner sees it: who they are (the user's own fields), where they stand, what they may do. */
export interface AccountView
  extends AccountStanding, Pick<UserProps, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'locale'> {
  readonly roles: Role[];
  readonly isAdmin: boolean;
}

/** What other modules need to write to the person: their address, their name and their language. */
export interface AccountContact {
  readonly email: string;
  readonly name: string | null;
  readonly locale: AccountLocale | null;
}

type ShownAccount = Pick<AccountView, 'id' | 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'locale'>;

/** What the owner may change on their profile: the name (both parts together), the language, or both. */
export interface ProfileChange {
  readonly name?: { readonly firstName: string; readonly lastName: string };
  readonly locale?: AccountLocale;
}

function accountView(account: ShownAccount, standing: AccountStanding, roles: readonly Role[]): AccountView {
  const { id, email, firstName, lastName, profileImageUrl, locale } = account;
  return {
    id,
    email,
    firstName,
    lastName,
    profileImageUrl,
    locale,
    ...standing,
    roles: [...roles],
    isAdmin: roles.includes('admin'),
  };
}

/** The signed-in person's own account: reading it, renaming, exporting everything we keep, deleting it. */
export class Account {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly devices: DeviceRepository,
    private readonly balances: RepairBalancesPort,
    private readonly personalData: () => readonly PersonalDataContributor[],
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly settings: IdentitySettings,
    private readonly grantedRoles: GrantedRoles,
  ) {}

  /**
   * The account as its owner sees it. `knownRoles`: the roles the request's session already established, so the
   * signed-in user's own view (asked on every page load) does not read them a second time.
   */
  async view(userId: string, knownRoles?: readonly Role[]): Promise<AccountView> {
    const user = await this.require(userId);
    const standing = await this.balances.standingOf(userId);
    const roles = knownRoles ? [...knownRoles] : await this.rolesOf(user);
    return accountView(user.props, standing, roles);
  }

  /** How to reach the person; null when there is no such account (deleted since). */
  async contactOf(userId: string): Promise<AccountContact | null> {
    const user = await this.users.findById(userId);
    return user && { email: user.email, name: fullName(user.props), locale: user.props.locale };
  }

  /**
   * The signed-in caller's own account, from the read their session was resolved from (kept for a few seconds,
   * dropped on any change to it), so the page-load question costs no further query.
   */
  async ownView(principal: RequestPrincipal, signedIn: SignedIn | null): Promise<AccountView> {
    if (!signedIn || signedIn.account.id !== principal.userId) return this.view(principal.userId, principal.roles);
    return accountView(signedIn.account, signedIn.standing, principal.roles);
  }

  async updateProfile(userId: string, change: ProfileChange): Promise<AccountView> {
    let user = await this.require(userId);
    const now = this.clock.now();
    if (change.name) user = user.renamed(change.name.firstName, change.name.lastName, now);
    if (change.locale) user = user.speaking(change.locale, now);
    await this.users.save(user);
    return this.view(userId);
  }

  /** Everything RepairLens keeps about the person, module by module (PIPEDA access, CCPA right to know). */
  async export(userId: string): Promise<Record<string, unknown>> {
    const user = await this.require(userId);
    const [sessions, devices, identities] = await Promise.all([
      this.sessions.listFor(userId),
      this.devices.devicesOf(userId),
      this.users.identitiesOf(userId),
    ]);
    const sections: Record<string, unknown> = {};
    for (const contributor of this.personalData()) sections[contributor.section] = await contributor.exportFor(userId);
    const { signupDeviceKey: _device, issuer, subject, ...profile } = user.props;
    return {
      exportedAt: this.clock.now().toISOString(),
      profile: {
        ...profile,
        signInProvider: { issuer, subject },
        // Provider accounts linked later by a verified e-mail, beside the one the account was created with.
        linkedSignInProviders: identities.filter((linked) => linked.issuer !== issuer || linked.subject !== subject),
      },
      sessions: sessions.map(({ createdAt, lastSeenAt, expiresAt, userAgent, ipAddress }) => ({
        createdAt,
        lastSeenAt,
        expiresAt,
        userAgent,
        ipAddress,
      })),
      devices,
      ...sections,
    };
  }

  /**
   * Deletes the account and what every module keeps about the person, except financial records that
   * the law makes us keep. The e-mail is remembered only as a keyed hash, so free fixes are not given twice.
   */
  async delete(userId: string): Promise<void> {
    const user = await this.require(userId);
    await this.unitOfWork.transaction(async () => {
      for (const contributor of this.personalData()) await contributor.eraseFor(userId);
      const emailHash = personalDataHash(this.settings.personalDataHashKey, user.email);
      await this.users.rememberDeletedEmail(emailHash, user.freeFixesGranted, this.clock.now());
      await this.users.remove(userId);
    });
  }

  private async require(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('Account not found');
    return user;
  }

  private async rolesOf(user: User): Promise<Role[]> {
    const [identities, granted] = await Promise.all([
      this.users.identitiesOf(user.id),
      this.grantedRoles.rolesOf(user.id),
    ]);
    return rolesOf({ email: user.email, emailVerifiedBy: user.emailVerifiedBy, identities }, this.settings, granted);
  }
}
