import { defineEntity, p } from '@mikro-orm/core';
import type { DeviceFingerprint } from '../../domain/device-fingerprint.js';

export const UserRecord = defineEntity({
  name: 'UserRecord',
  tableName: 'identity_user',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).unique(),
    firstName: p.string().length(50).nullable(),
    lastName: p.string().length(50).nullable(),
    profileImageUrl: p.string().length(2048).nullable(),
    locale: p.string().length(8).nullable(),
    oidcIssuer: p.string().length(512),
    oidcSubject: p.string(),
    emailVerifiedBy: p.string().length(512).nullable(),
    signupDeviceKey: p.string().length(64).nullable(),
    freeFixesGranted: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    lastSignInAt: p.datetime(),
  },
});

/** A provider account linked to an existing account by a verified e-mail (the user's own stays in UserRecord). */
export const LinkedIdentityRecord = defineEntity({
  name: 'LinkedIdentityRecord',
  tableName: 'identity_linked_identity',
  properties: {
    oidcIssuer: p.string().length(512).primary(),
    oidcSubject: p.string().primary(),
    userId: p.uuid(),
    linkedAt: p.datetime(),
  },
});

export const DeletedAccountRecord = defineEntity({
  name: 'DeletedAccountRecord',
  tableName: 'identity_deleted_account',
  properties: {
    emailHash: p.string().length(64).primary(),
    freeFixesGranted: p.integer(),
    deletedAt: p.datetime(),
    /** False: a plain SHA-256 stored before hashes were keyed, waiting to be re-keyed. */
    keyed: p.boolean(),
  },
});

export const SessionRecord = defineEntity({
  name: 'SessionRecord',
  tableName: 'identity_session',
  properties: {
    idHash: p.string().length(64).primary(),
    userId: p.uuid(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
    authenticatedAt: p.datetime(),
    idToken: p.text().nullable(),
    userAgent: p.string().length(512).nullable(),
    ipAddress: p.string().length(64).nullable(),
  },
});

export const SignInAttemptRecord = defineEntity({
  name: 'SignInAttemptRecord',
  tableName: 'identity_sign_in_attempt',
  properties: {
    state: p.string().length(128).primary(),
    browserBindingHash: p.string().length(64),
    codeVerifier: p.string().length(128),
    nonce: p.string().length(128),
    returnTo: p.string().length(512),
    deviceKey: p.string().length(64).nullable(),
    maxAgeSeconds: p.integer().nullable(),
    expiresAt: p.datetime(),
  },
});

export const DeviceRecord = defineEntity({
  name: 'DeviceRecord',
  tableName: 'identity_device',
  properties: {
    key: p.string().length(64).primary(),
    fingerprint: p.json<DeviceFingerprint>(),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});

export const UserDeviceRecord = defineEntity({
  name: 'UserDeviceRecord',
  tableName: 'identity_user_device',
  properties: {
    userId: p.uuid().primary(),
    deviceKey: p.string().length(64).primary(),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});

export const identityEntities = [
  UserRecord,
  LinkedIdentityRecord,
  DeletedAccountRecord,
  SessionRecord,
  SignInAttemptRecord,
  DeviceRecord,
  UserDeviceRecord,
];
