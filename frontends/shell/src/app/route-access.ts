import type { AuthUser } from '@repairlens/contract';
import { data } from 'react-router-dom';
import { canAccess, type PageAccess } from '../lib/auth';
import { api } from '../lib/api';
import type { AppStore } from './store';

/**
 * The signed-in user for route loaders, from the cache while it is fresh (5 s). A failed call counts as
 * "nobody signed in", as the specification reads it: signed in only when the user call returns data.
 */
export async function loadAuthUser(store: AppStore): Promise<AuthUser | null> {
  const request = store.dispatch(api.endpoints.authUser.initiate());
  try {
    return await request.unwrap();
  } catch {
    return null;
  } finally {
    request.unsubscribe();
  }
}

/** Pages the visitor may not open answer like pages that do not exist (product §2). */
export async function requireAccess(store: AppStore, access: PageAccess): Promise<void> {
  if (access === 'everyone') return;
  if (!canAccess(await loadAuthUser(store), access)) throw data(null, { status: 404 });
}
