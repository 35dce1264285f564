import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import React from 'react';
import ReactDOM from 'react-dom';
import * as ReactRedux from 'react-redux';
import { Link, NavLink, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_APP_ID, ADMIN_REMOTE_NAME, type AdminAppModule } from '../../../shared/admin-remote';

/** The installed versions of the shared packages, written in by webpack.config.ts from their package.json. */
declare const SHARED_PACKAGE_VERSIONS: Readonly<Record<string, string>>;

/**
 * The shell's own copies of the packages the console must not bring twice (one React, one router context,
 * one store binding): webpack hands the console the object it would get from its own import. CommonJS
 * packages as their module.exports (default import), ES modules as their namespace. Texts are not shared: the
 * console translates with an i18next of its own, in the language the shell gives it (AdminAppProps.locale).
 */
export const SHELL_COPIES: Readonly<Record<string, object>> = {
  react: React,
  'react-dom': ReactDOM,
  // Only what the console uses, named: the shell's router keeps its tree shaking (the whole package would add
  // about 30 KiB gzipped to every first visit). tests/unit/frontends checks the console's imports against it.
  'react-router-dom': { __esModule: true, Link, NavLink, Route, Routes, useLocation, useParams, useSearchParams },
  'react-redux': ReactRedux,
};

let federation: ModuleFederation | undefined;
let registeredEntry: string | undefined;

/**
 * The Module Federation runtime, created when the console is first opened: this module is its own chunk,
 * so public pages never download the runtime (issue 17). The shell is a host at run time only; its
 * webpack build has no federation plugin.
 */
function federationRuntime(): ModuleFederation {
  federation ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(SHELL_COPIES).map(([name, copy]) => {
        const version = SHARED_PACKAGE_VERSIONS[name];
        if (!version) throw new Error(`webpack.config.ts gives no version for the shared package ${name}`);
        return [name, { version, lib: () => copy, shareConfig: { singleton: true, requiredVersion: version } }];
      }),
    ),
  });
  return federation;
}

/** Registers the console at the address the server gave (its mf-manifest.json) and loads its app. */
export async function loadAdminApp(entry: string): Promise<AdminAppModule['default']> {
  const runtime = federationRuntime();
  if (entry !== registeredEntry) {
    // force: the console moved (ADMIN_REMOTE_URL changed while the page was open).
    runtime.registerRemotes([{ name: ADMIN_REMOTE_NAME, entry }], { force: registeredEntry !== undefined });
    registeredEntry = entry;
  }
  const remote = await runtime.loadRemote<AdminAppModule>(ADMIN_APP_ID);
  if (!remote) throw new Error(`The admin remote provided no ${ADMIN_APP_ID}`);
  return remote.default;
}
