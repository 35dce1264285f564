import { numberFormat } from '../../i18n/intl-formats';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** A file's size as people read it ("3.2 MB", "740 kB", "12 byte"), in the page's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, amount] =
    bytes >= MEGABYTE
      ? ['megabyte', bytes / MEGABYTE]
      : bytes >= KILOBYTE
        ? ['kilobyte', bytes / KILOBYTE]
        : ['byte', bytes];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(amount);
}
