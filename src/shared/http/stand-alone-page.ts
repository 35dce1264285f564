import type { PageLanguage } from './page-language.js';

/**
 * Small server-rendered pages that live outside the web app (the development sign-in form, the local
 * payment provider's checkout): one skeleton, no inline script, each page adding only its own styles. The
 * Content-Security-Policy lets the one `<style>` element through by its hash (see allowInlineStyles).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const BASE_STYLES = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1b2733; margin: 0; padding: 0 1rem; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  .note { background: #fff4d6; border: 1px solid #e9c46a; padding: .6rem .8rem; border-radius: 8px; font-size: .9rem; }`;

/** The one action button of a stand-alone page's form. */
export const BUTTON_STYLES = `
  button { margin-top: 1.5rem; width: 100%; padding: .75rem; font-size: 1rem; font-weight: 600; border: 0;
           border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }`;

/** `lang`: the page's language (see pageLanguageOf), for screen readers and translation tools. */
export function standAlonePage(title: string, body: string, styles = '', lang: PageLanguage = 'en'): string {
  return `<!doctype html>
<html lang="${lang === 'fr' ? 'fr-CA' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLES}${styles}
</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}
