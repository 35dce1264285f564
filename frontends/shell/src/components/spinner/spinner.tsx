import styles from './spinner.module.css';

interface SpinnerProps {
  /** Announced to screen readers; shown under the spinner when `showLabel` is set. */
  readonly label: string;
  readonly showLabel?: boolean;
}

export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <div role="status" className={styles.spinner}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={showLabel ? styles.label : 'visually-hidden'}>{label}</span>
    </div>
  );
}

/** A whole screen with nothing but a spinner in the middle. */
export function SpinnerScreen(props: SpinnerProps) {
  return (
    <div className={styles.screen}>
      <Spinner {...props} />
    </div>
  );
}
