/**
 * An (I)LIKE pattern for text that contains `search` as typed: `%`, `_` and `\` in it match themselves,
 * not any text. Backslash is PostgreSQL's default LIKE escape character.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
