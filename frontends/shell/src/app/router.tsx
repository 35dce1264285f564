import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/error-screens';
import { takePendingPlanDestination } from '../features/identity/pending-plan';
import { AppErrorBoundary, PageErrorBoundary } from '../components/errors/route-error-boundaries';
import { AppLayout } from './layout/app-layout';
import { loadCatalogueParts, type CataloguePartName } from '../i18n';
import type { PageAccess } from '../lib/auth';
import { AdminConsoleRoute, loadAdminConsole } from './admin-console';
import { LoadedPageRoute, loadPage, type PageModule } from './page-loading';
import { loadAuthUser, requireAccess } from './route-access';
import { LoadingScreen } from './routes/loading-screen';
import { ServerPathRoute } from './routes/server-path';
import type { AppStore } from './store';

interface RouteOptions {
  /**
   * Rendering the public pages to HTML at build time (prerender.tsx): nobody is signed in there and nothing is
   * fetched; the browser fetches what the pages show once it has taken the HTML over.
   */
  readonly atBuildTime?: boolean;
}

/** The route table of product §2. Each page is its own chunk, fetched by its route's loader. */
export function appRoutes(store: AppStore, { atBuildTime = false }: RouteOptions = {}): RouteObject[] {
  const authUser = () => (atBuildTime ? Promise.resolve(null) : loadAuthUser(store));
  const page = (
    path: string,
    importPage: () => Promise<PageModule>,
    {
      access = 'everyone',
      layoutData,
      messages = [],
    }: {
      readonly access?: PageAccess;
      /** Data the page lays itself out with: fetched beside its code, so nothing moves when it arrives. */
      readonly layoutData?: () => Promise<unknown>;
      /** The catalogue parts whose texts the page shows (i18n/index.ts): fetched beside its code. */
      readonly messages?: readonly CataloguePartName[];
    } = {},
  ): RouteObject => ({
    path,
    loader: async () => {
      // Access first: a visitor never downloads a signed-in page, nor the admin console.
      await requireAccess(store, access);
      // A failed read is the page's to show (with its Try Again), not the loader's.
      const [loaded] = await Promise.all([
        loadPage(async () => {
          const [{ Component }] = await Promise.all([importPage(), loadCatalogueParts(...messages)]);
          return Component;
        }),
        atBuildTime ? undefined : layoutData?.().catch(() => undefined),
      ]);
      return loaded;
    },
    Component: LoadedPageRoute,
  });

  /** The catalogue decides which price cards /pricing has; the prices fill them in later (issue 17). */
  const catalogue = async () => {
    const { billingApi } = await import(/* webpackChunkName: "page-pricing" */ '../features/billing/api');
    const request = store.dispatch(billingApi.endpoints.catalogue.initiate());
    try {
      await request;
    } finally {
      request.unsubscribe();
    }
  };

  // Everything under /admin belongs to the console, which routes its own sections: a new section ships
  // with a new admin build, without a shell release.
  const adminConsole: RouteObject = {
    path: 'admin/*',
    loader: async () => {
      await requireAccess(store, 'admin');
      return loadAdminConsole(store);
    },
    Component: AdminConsoleRoute,
  };

  return [
    // The server answers /api itself; a client route there only waits (see ServerPathRoute).
    { path: '/api/*', Component: ServerPathRoute },
    {
      path: '/',
      // "Loading..." (HydrateFallback) until we know who is signed in. A plan chosen before signing in is
      // completed as soon as someone is (product §4).
      loader: async () => {
        const user = await authUser();
        const planDestination = user ? takePendingPlanDestination() : null;
        if (planDestination) throw redirect(planDestination);
        return null;
      },
      HydrateFallback: LoadingScreen,
      Component: AppLayout,
      ErrorBoundary: AppErrorBoundary,
      children: [
        {
          // Page errors render inside the layout, so the navigation bar keeps working.
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              index: true,
              loader: async () =>
                loadPage(async () => {
                  // The landing page's chunk is small and first visits are mostly visitors': it downloads
                  // while the server says who is signed in, which saves a round trip before the first paint.
                  const landing = Promise.all([
                    import(/* webpackChunkName: "page-landing" */ './routes/landing'),
                    loadCatalogueParts('landing'),
                  ]);
                  landing.catch(() => undefined);
                  if (!(await authUser())) return (await landing)[0].Component;
                  const [dashboard] = await Promise.all([
                    import(/* webpackChunkName: "page-dashboard" */ './routes/dashboard'),
                    loadCatalogueParts('repairs', 'account'),
                  ]);
                  return dashboard.Component;
                }),
              Component: LoadedPageRoute,
            },
            page('pricing', () => import(/* webpackChunkName: "page-pricing" */ './routes/pricing'), {
              layoutData: catalogue,
              messages: ['pricing'],
            }),
            page('gallery', () => import(/* webpackChunkName: "page-gallery" */ './routes/gallery'), {
              messages: ['repairInstructions'],
            }),
            page('contractors', () => import(/* webpackChunkName: "page-contractors" */ './routes/contractors'), {
              messages: ['contractors'],
            }),
            page(
              'contractors/signup',
              () => import(/* webpackChunkName: "page-contractor-signup" */ './routes/contractor-signup'),
              { messages: ['contractorProfile'] },
            ),
            page(
              'contractors/success',
              () =>
                import(/* webpackChunkName: "page-contractor-signup-success" */ './routes/contractor-signup-success'),
              { messages: ['contractorProfile'] },
            ),
            page('success', () => import(/* webpackChunkName: "page-payment-success" */ './routes/payment-success')),
            page('cancel', () => import(/* webpackChunkName: "page-payment-cancelled" */ './routes/payment-cancelled')),
            page(
              'privacy-policy',
              () => import(/* webpackChunkName: "page-privacy-policy" */ './routes/privacy-policy'),
              { messages: ['privacyPolicy'] },
            ),
            page(
              'terms-of-service',
              () => import(/* webpackChunkName: "page-terms-of-service" */ './routes/terms-of-service'),
              { messages: ['termsOfService'] },
            ),
            page('account', () => import(/* webpackChunkName: "page-account" */ './routes/account'), {
              access: 'signed-in',
              messages: ['account'],
            }),
            page('checkout', () => import(/* webpackChunkName: "page-checkout" */ './routes/checkout'), {
              access: 'signed-in',
              messages: ['account'],
            }),
            page('subscribe', () => import(/* webpackChunkName: "page-subscribe" */ './routes/subscribe'), {
              access: 'signed-in',
              messages: ['account'],
            }),
            page(
              'contractor-requests',
              () => import(/* webpackChunkName: "page-contractor-requests" */ './routes/contractor-requests'),
              { access: 'signed-in', messages: ['contractorProfile', 'contractorDashboard'] },
            ),
            page(
              'contractor-dashboard',
              () => import(/* webpackChunkName: "page-contractor-dashboard" */ './routes/contractor-dashboard'),
              { access: 'signed-in', messages: ['contractors', 'contractorProfile', 'contractorDashboard'] },
            ),
            page('repair/:id', () => import(/* webpackChunkName: "page-repair" */ './routes/repair'), {
              access: 'signed-in',
              messages: ['repairs', 'repairInstructions', 'account'],
            }),
            adminConsole,
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store));
}

/** Resolves once a router's first route has loaded (who is signed in, the page's code and texts). */
export function firstRouteLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
