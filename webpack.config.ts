import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import {
  Compilation,
  DefinePlugin,
  optimize,
  sources,
  type Compiler,
  type Configuration,
  type RuleSetRule,
} from 'webpack';
import adminPackage from './frontends/admin/package.json' with { type: 'json' };
import adminRemote from './frontends/shared/admin-remote.json' with { type: 'json' };
import shellMessages from './frontends/shell/src/i18n/en.json' with { type: 'json' };
import frenchShellMessages from './frontends/shell/src/i18n/fr-CA.json' with { type: 'json' };
import staticPageTexts from './frontends/shell/src/i18n/static-page.en.json' with { type: 'json' };
import frenchStaticPageTexts from './frontends/shell/src/i18n/static-page.fr-CA.json' with { type: 'json' };
import { PRERENDERED_PAGES_DIR, PUBLIC_PAGES, prerenderedPageFile } from './src/shared/http/public-pages.js';

/**
 * Two builds, deployed apart and composed at run time with Module Federation:
 * - shell (dist/frontends/shell): the public app. It has no build-time remotes and no federation plugin: when
 *   an admin route opens it fetches the federation runtime, asks the server for the admin console's manifest
 *   URL (/api/runtime-config) and registers it, offering its own copies of the shared packages.
 * - admin (dist/frontends/admin): the admin console, exposing `./AdminApp` through remoteEntry.js and
 *   mf-manifest.json; its version is frontends/admin/package.json's.
 */

const ROOT = import.meta.dirname;
// FRONTEND_DIST_DIR is the server's setting for where it serves the builds from; parallel work can build apart.
const DIST = path.resolve(ROOT, process.env.FRONTEND_DIST_DIR || path.join('dist', 'frontends'));
const require = createRequire(import.meta.url);

/**
 * One copy at run time: a second React breaks hooks, and a second router or store would give the console
 * contexts the shell never filled. The console shares them all; the shell offers its own copies of those the
 * console imports when it loads the console (frontends/shell/src/app/admin-federation.ts). i18next is the
 * console's alone: the shell has a translator of its own (docs/decisions/0019-in-house-translator.md).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit'];

/** package.json pins exact versions (save-exact); react-router comes pinned by react-router-dom. */
function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

const sharedVersions = Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name)]));

const shared = Object.fromEntries(
  Object.entries(sharedVersions).map(([name, version]) => [
    name,
    { singleton: true, version, requiredVersion: version },
  ]),
);

/** Browser-only builds: the federation runtime leaves out its Node.js code paths. */
const experiments = { optimization: { target: 'web' as const } };

/** React Router's production chunks, whose unused components the production build drops (see the loader). */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
);

/** Rules for the browser's bundles, or (`forNode`) for the bundle that renders the public pages at build time. */
function rules(production: boolean, forNode = false): RuleSetRule[] {
  const swc = (tsx: boolean) => ({
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  });
  return [
    ...(production
      ? [
          {
            test: /\.mjs$/,
            include: REACT_ROUTER_PRODUCTION,
            use: path.join(ROOT, 'scripts/webpack/droppable-components-loader.cjs'),
          },
        ]
      : []),
    // No alias for @repairlens/contract: it is imported as types only, which swc erases; a value import
    // (which would put zod and server code in the browser) fails to resolve and stops the build.
    { test: /\.ts$/, exclude: /node_modules/, use: swc(false) },
    { test: /\.tsx$/, exclude: /node_modules/, use: swc(true) },
    {
      test: /\.css$/,
      use: [
        // In Node.js only the class names matter: the same as the browser's, from the same names and context.
        ...(forNode ? [] : [MiniCssExtractPlugin.loader]),
        {
          loader: 'css-loader',
          options: {
            modules: {
              auto: true,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: forNode,
              localIdentName: production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:4]',
            },
          },
        },
      ],
    },
  ];
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each script and stylesheet at the strongest settings, once per
 * build: the server (koa-send) sends them to browsers that accept them, instead of compressing every
 * response on the fly at a lighter level.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css)$/.test(name)) continue;
            const content = asset.buffer();
            if (content.length < 1024) continue;
            const brotli = brotliCompressSync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(content, { level: 9 })));
          }
        },
      );
    });
  }
}

/**
 * Adds `<link rel="preload">` for the scripts and stylesheets of the named chunk and of the chunks split off
 * it (the libraries' chunk) to index.html, so the browser fetches them with the entry instead of after it has
 * run: the shell starts behind `import('./bootstrap')`.
 */
class PreloadChunkPlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunkPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunkPlugin', (groups) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath as string);
        const chunks = compilation.namedChunkGroups.get(this.chunkName)?.chunks ?? [];
        for (const file of chunks.flatMap((chunk) => [...chunk.files])) {
          const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
          if (!as) continue;
          groups.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href: `${publicPath}${file}` }),
          );
        }
        return groups;
      });
    });
  }
}

/**
 * React Router's package exports name only its development build, warnings and all (remix-run/react-router
 * issue 14102): a production build takes the production one, same API, for every import of react-router.
 */
function reactRouterBuild(production: boolean): Record<string, string> {
  if (!production) return {};
  return {
    'react-router$': path.join(REACT_ROUTER_PRODUCTION, 'index.mjs'),
    'react-router/dom$': path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs'),
  };
}

function common(name: string, production: boolean): Configuration {
  return {
    name,
    mode: production ? 'production' : 'development',
    context: path.join(ROOT, 'frontends', name),
    // Production maps are written for error reports but not referenced from the bundles (no sourceMappingURL),
    // and the server does not serve them in production (src/shared/http/frontend-assets.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: reactRouterBuild(production) },
    module: { rules: rules(production) },
    output: {
      path: path.join(DIST, name),
      // Module Federation breaks with [contenthash] in entry names; chunks keep theirs.
      filename: production ? '[name].[fullhash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `repairlens_${name}`,
      clean: true,
    },
    // webpack's hints weigh single assets, raw; the shell's budget is the gzipped sum of a first page load.
    performance: { hints: false },
  };
}

function cssPlugin(production: boolean) {
  return new MiniCssExtractPlugin({
    filename: production ? '[name].[contenthash:8].css' : '[name].css',
    chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
  });
}

/** What index.html is written from in one language: the app's catalogue, the static page's own texts, its locales. */
function staticPageParameters(
  catalogue: typeof shellMessages,
  staticPage: typeof staticPageTexts,
  page: { ogLocale: string; ogLocaleAlternates: string[] },
) {
  return { ...catalogue, meta: { ...catalogue.meta, ...staticPage.meta }, startup: staticPage.startup, page };
}

function shellConfig(production: boolean): Configuration {
  const base = common('shell', production);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // Absolute: index.html is served for deep client routes such as /admin/pricing. The pre-rendered pages are
    // written after this build, by the prerender build (below).
    output: { ...base.output, publicPath: '/', clean: { keep: new RegExp(`^${PRERENDERED_PAGES_DIR}/`) } },
    // The shortest export names and modern syntax in the minifier's output: 0.6 KiB gzipped less on a first visit
    // (issue 17's budget), at the price of the libraries' chunk changing more often between releases. What the shell
    // shares with the console (app/admin-federation.ts) is handed over as whole objects, so no name it reads is lost.
    optimization: { mangleExports: 'size', minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 2 } } } },
    plugins: [
      // No federation plugin: the shell becomes a host at run time, when /admin opens (app/admin-federation.ts),
      // so a public page loads neither the federation runtime nor whole copies of the shared packages.
      new DefinePlugin({ SHARED_PACKAGE_VERSIONS: JSON.stringify(sharedVersions) }),
      // The static page before and instead of the app is written from the app's catalogue and the texts only it
      // shows (static-page.*.json, kept out of the app's bundle), once per language: the server sends the French one
      // to a French request (FRENCH_INDEX_HTML in src/shared/http/frontend-assets.ts).
      new HtmlWebpackPlugin({
        template: './index.html',
        templateParameters: staticPageParameters(shellMessages, staticPageTexts, {
          ogLocale: 'en_CA',
          ogLocaleAlternates: ['en_US', 'fr_CA'],
        }),
      }),
      new HtmlWebpackPlugin({
        template: './index.html',
        filename: 'index.fr-CA.html',
        templateParameters: staticPageParameters(frenchShellMessages, frenchStaticPageTexts, {
          ogLocale: 'fr_CA',
          ogLocaleAlternates: ['en_CA', 'en_US'],
        }),
      }),
      new PreloadChunkPlugin('bootstrap'),
      new ChunkFilesPlugin(),
      cssPlugin(production),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
}

/** The shell's page template's app element, as HtmlWebpackPlugin writes (and minifies) it from index.html. */
const ROOT_ELEMENT = /<div id="?root"?>[\s\S]*?<\/div>/;

/** The chunk of each public page's code (its `webpackChunkName` in frontends/shell/src/app/router.tsx). */
const PAGE_CHUNKS: Readonly<Record<(typeof PUBLIC_PAGES)[number], string>> = {
  '/': 'page-landing',
  '/pricing': 'page-pricing',
  '/gallery': 'page-gallery',
  '/contractors': 'page-contractors',
  '/contractors/signup': 'page-contractor-signup',
  '/privacy-policy': 'page-privacy-policy',
  '/terms-of-service': 'page-terms-of-service',
  '/success': 'page-payment-success',
  '/cancel': 'page-payment-cancelled',
};

/** The files of the shell's named chunks (its pages', the app's), by chunk name: written by the shell's build. */
const shellChunkFiles = new Map<string, readonly string[]>();

/** Records the files of each named chunk group of the shell's build for the pre-rendered pages' links. */
class ChunkFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ChunkFilesPlugin', (compilation) => {
      shellChunkFiles.clear();
      for (const [name, group] of compilation.namedChunkGroups) {
        shellChunkFiles.set(
          name,
          group.chunks.flatMap((chunk) => [...chunk.files]),
        );
      }
    });
  }
}

/**
 * What a pre-rendered page adds to its head: the app's and the page's stylesheets, which the HTML needs to look
 * as it will once the scripts run (the scripts would add them later: mini-css-extract finds them already there).
 */
function pageStylesheets(page: (typeof PUBLIC_PAGES)[number]): string {
  const stylesheets = ['bootstrap', PAGE_CHUNKS[page]]
    .flatMap((name) => {
      const chunkFiles = shellChunkFiles.get(name);
      if (!chunkFiles) throw new Error(`The shell's build has no chunk named ${name} (for ${page})`);
      return chunkFiles;
    })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="/${file}">`);
  return [...new Set(stylesheets)].join('');
}

/** The page's own scripts, which the entry preloads beside the app's once the page is painted (painted-first.ts). */
function pageScripts(page: (typeof PUBLIC_PAGES)[number]): string {
  return (shellChunkFiles.get(PAGE_CHUNKS[page]) ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`)
    .join(' ');
}

/**
 * index.html's preloads of the app's scripts, as HtmlWebpackPlugin writes (and minifies) them: a pre-rendered page
 * fetches its scripts only after its first paint (decision 0023).
 */
const SCRIPT_PRELOAD = /<link rel="?preload"? as="?script"? href="?[^"\s>]+"?\s*\/?>/g;

/** The pages rendered at build time, once per language the server sends pages in, from that language's index.html. */
const PRERENDERED_LANGUAGES = [
  { language: 'en', locale: 'en-CA', template: 'index.html' },
  { language: 'fr', locale: 'fr-CA', template: 'index.fr-CA.html' },
] as const;

interface PrerenderBundle {
  readonly renderPage: (path: string, locale: string) => Promise<string>;
}

/**
 * Runs the prerender bundle once it is written and puts each public page, rendered in each language, into a copy
 * of the shell's index.html (docs/decisions/0021-public-pages-rendered-at-build-time.md). #root names the page
 * and locale it holds, so the browser hydrates it only when it shows the same (bootstrap.tsx).
 */
class PrerenderPagesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path ?? '', 'prerender.cjs');
      // A rebuild (webpack --watch) renders with the new bundle.
      delete require.cache[bundle];
      const { renderPage } = require(bundle) as PrerenderBundle;
      const shellDir = path.join(DIST, 'shell');
      for (const { language, locale, template } of PRERENDERED_LANGUAGES) {
        const html = await readFile(path.join(shellDir, template), 'utf8');
        for (const page of PUBLIC_PAGES) {
          const markup = await renderPage(page, locale);
          const root =
            `<div id="root" data-rendered-path="${page}" data-rendered-locale="${locale}" ` +
            `data-page-scripts="${pageScripts(page)}">${markup}</div>`;
          const file = path.join(shellDir, prerenderedPageFile(page, language));
          await mkdir(path.dirname(file), { recursive: true });
          const head = pageStylesheets(page);
          await writeFile(
            file,
            html
              .replace(SCRIPT_PRELOAD, '')
              .replace('</head>', () => `${head}</head>`)
              .replace(ROOT_ELEMENT, () => root),
          );
        }
      }
    });
  }
}

/**
 * The shell's code built for Node.js, to render the public pages to HTML once the shell's build is written. One
 * file (the pages' chunks inlined), not served: it lives beside the builds.
 */
function prerenderConfig(production: boolean): Configuration {
  const base = common('shell', production);
  return {
    ...base,
    name: 'prerender',
    dependencies: ['shell'],
    target: 'node',
    devtool: false,
    entry: { prerender: './src/prerender.tsx' },
    module: { rules: rules(production, true) },
    output: {
      path: path.join(DIST, 'prerender'),
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new DefinePlugin({ SHARED_PACKAGE_VERSIONS: JSON.stringify(sharedVersions) }),
      new PrerenderPagesPlugin(),
    ],
  };
}

/**
 * The console's version, shown in its footer: the one Module Federation writes into mf-manifest.json
 * (its own MF_BUILD_VERSION when set, else frontends/admin/package.json's), so both name the same build.
 */
const ADMIN_VERSION = process.env.MF_BUILD_VERSION || adminPackage.version;

function adminConfig(production: boolean): Configuration {
  const base = common('admin', production);
  return {
    ...base,
    // The container entry (remoteEntry.js) is the console's only entry.
    entry: {},
    // Wherever the console is deployed, its chunks are fetched next to its remoteEntry.js.
    output: { ...base.output, publicPath: 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name: adminRemote.name,
        filename: 'remoteEntry.js',
        exposes: { [`./${adminRemote.exposedApp}`]: './src/admin-app.tsx' },
        shared,
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        experiments,
      }),
      new DefinePlugin({ ADMIN_CONSOLE_VERSION: JSON.stringify(ADMIN_VERSION) }),
      cssPlugin(production),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const production = argv.mode !== 'development';
  return [shellConfig(production), adminConfig(production), prerenderConfig(production)];
};
