import { useId } from 'react';
import styles from './repair-report.module.css';

/** A three-row text box under its label and a hint, which screen readers read out with the box. */
export function HintedTextArea({
  label,
  hint,
  value,
  onChange,
  maxLength,
  disabled,
}: {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength: number;
  readonly disabled: boolean;
}) {
  const ids = { field: useId(), hint: useId() };
  return (
    <>
      <label htmlFor={ids.field}>{label}</label>
      <p id={ids.hint} className={styles.muted}>
        {hint}
      </p>
      <textarea
        id={ids.field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={3}
        aria-describedby={ids.hint}
        disabled={disabled}
      />
    </>
  );
}
