import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

/** The look of a button, for <button>s and for links that look like buttons (they still navigate). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: 'regular' | 'large' = 'regular'): string {
  return [styles.button, styles[variant], size === 'large' ? styles.large : undefined].filter(Boolean).join(' ');
}
