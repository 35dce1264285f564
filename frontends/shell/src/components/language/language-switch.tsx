import { useTranslation } from '../../i18n/translation';
import { isFrench, pickLocale, type SupportedLocale } from '../../i18n/locale';
import styles from './language-switch.module.css';

/**
 * Each language offered in its own words (never translated, so a person finds their language whatever the page
 * is in), marked with its language so screen readers pronounce it right.
 */
const OFFERED = {
  french: { lang: 'fr', short: 'FR', name: 'Français', label: 'Afficher le site en français' },
  english: { lang: 'en', short: 'EN', name: 'English', label: 'Show the site in English' },
} as const;

/** The English to go back to: the browser's own (en-US in the United States), Canadian otherwise. */
function englishLocale(): SupportedLocale {
  const preferred = pickLocale(navigator.languages.filter((tag) => !isFrench(tag)));
  return isFrench(preferred) ? 'en-CA' : preferred;
}

interface LanguageSwitchProps {
  readonly onChoose: (locale: SupportedLocale) => void;
  /** "compact": the navigation bar's two-letter button; "named": the footer's button naming the language. */
  readonly variant: 'compact' | 'named';
}

/** Switches between English and French: it offers the language the page is not in. */
export function LanguageSwitch({ onChoose, variant }: LanguageSwitchProps) {
  const { i18n } = useTranslation();
  const offered = isFrench(i18n.language) ? OFFERED.english : OFFERED.french;
  const target: SupportedLocale = offered === OFFERED.french ? 'fr-CA' : englishLocale();
  return (
    <button
      type="button"
      lang={offered.lang}
      className={variant === 'compact' ? styles.compact : styles.named}
      // The name starts with what the button shows ("FR"), as speech control expects (WCAG 2.5.3).
      aria-label={variant === 'compact' ? `${offered.short} – ${offered.label}` : offered.label}
      onClick={() => onChoose(target)}
    >
      {variant === 'compact' ? offered.short : offered.name}
    </button>
  );
}
