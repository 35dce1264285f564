/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { SHELL_COPIES } from '../../../frontends/shell/src/app/admin-federation';

const ADMIN_SOURCES = path.resolve(import.meta.dirname, '../../../frontends/admin/src');
const IMPORT = /import\s+(?!type\b)(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+'([^']+)'/g;

/** Every value import of the console's sources: the package and the names taken from it. */
async function consoleImports(): Promise<{ readonly from: string; readonly names: readonly string[] }[]> {
  const files = (await readdir(ADMIN_SOURCES, { recursive: true })).filter((file) => /\.tsx?$/.test(file));
  const found = [];
  for (const file of files) {
    const source = await readFile(path.join(ADMIN_SOURCES, file), 'utf8');
    for (const [, defaultName, named, from] of source.matchAll(IMPORT)) {
      const names = (named ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0]!);
      found.push({ from: from!, names: defaultName ? ['default', ...names] : names });
    }
  }
  return found;
}

/** A CommonJS copy (no __esModule mark) is its own default export, as webpack's interop reads it. */
const offers = (copy: object, name: string) => name in copy || (name === 'default' && !('__esModule' in copy));

/**
 * The shell offers the console its own copies of the shared packages (issue 17: the federation runtime only
 * on /admin). The router is offered by name, to keep the shell's copy tree-shaken: a console import it does not
 * offer would be undefined at run time, so the console's sources are checked against the offer here.
 */
describe('the shell as a run-time federation host for the admin console', () => {
  it('offers every name the console imports from the packages it shares with the shell', async () => {
    const missing = (await consoleImports())
      .filter(({ from }) => from in SHELL_COPIES)
      .flatMap(({ from, names }) =>
        names.filter((name) => !offers(SHELL_COPIES[from]!, name)).map((name) => `${name} from ${from}`),
      );
    expect(missing).to.deep.equal([]);
  });
});
