/** What the server accepts as a logo (it checks the content again): the same types and size, said the same way. */
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/** The i18n key of what is wrong with a chosen logo file before it is sent, or null. */
export function logoProblem(file: File): 'contractors.logo.invalidType' | 'contractors.logo.tooLarge' | null {
  if (!LOGO_TYPES.includes(file.type)) return 'contractors.logo.invalidType';
  if (file.size > LOGO_MAX_BYTES) return 'contractors.logo.tooLarge';
  return null;
}
