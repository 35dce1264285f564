import type { ComponentType } from 'react';
import type { RepairLensApi } from './api/repairlens-api';
import adminRemote from './admin-remote.json';

/**
 * The contract between the shell (host) and the admin console (remote), two builds deployed apart that meet
 * through Module Federation at run time. The names come from admin-remote.json, which webpack.config.ts
 * reads too, so the build that exposes the console and the code that loads it cannot drift apart.
 */
export const ADMIN_REMOTE_NAME = adminRemote.name;

/** The id the shell passes to `loadRemote`: `<remote name>/<exposed module>`. */
export const ADMIN_APP_ID = `${adminRemote.name}/${adminRemote.exposedApp}`;

/**
 * The shell mounts the console on /admin/* and the console routes its own sections below it (/admin,
 * /admin/pricing, ...), so sections come and go with admin releases alone.
 */
export interface AdminAppProps {
  /**
   * The host's API (one Redux store, one cache, the same request rules). The console reads through it and
   * adds its own endpoints with `api.injectEndpoints`, so an edit made in the console refreshes the shell.
   */
  readonly api: RepairLensApi;
  /** The shell's language (a locale such as fr-CA): the console's texts follow it. */
  readonly locale: string;
}

/** What `loadRemote(ADMIN_APP_ID)` resolves to. */
export interface AdminAppModule {
  readonly default: ComponentType<AdminAppProps>;
}
