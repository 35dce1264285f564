/** A page's code (a chunk, or the admin remote) could not be fetched: "Error loading page", with a retry. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded', { cause });
    this.name = 'PageLoadError';
  }
}
