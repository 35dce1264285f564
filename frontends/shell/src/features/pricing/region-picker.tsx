import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { currencyOf, REGIONS } from './region';
import { useRegion } from './region-context';
import styles from './region-picker.module.css';

/**
 * The navigation bar's region and currency selector and its "Region" dialog (product §2):
 * choosing a region applies it, remembers it and closes the dialog.
 */
export function RegionPicker() {
  const { t } = useTranslation();
  const { region, currency, chooseRegion } = useRegion();
  const [open, setOpen] = useState(false);
  const currentOption = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        type="button"
        className={styles.selector}
        aria-haspopup="dialog"
        aria-label={t('region.selectorLabel', { region: t(`region.names.${region}`), currency })}
        onClick={() => setOpen(true)}
      >
        <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          />
        </svg>
        {currency}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('region.title')}
        description={t('region.description')}
        initialFocus={currentOption}
      >
        <ul className={styles.options}>
          {REGIONS.map((option) => {
            const current = option === region;
            return (
              <li key={option}>
                <button
                  type="button"
                  ref={current ? currentOption : undefined}
                  className={current ? `${styles.option} ${styles.current}` : styles.option}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    chooseRegion(option);
                    setOpen(false);
                  }}
                >
                  <span className={styles.name}>{t(`region.names.${option}`)}</span>
                  <span className={styles.currency}>{currencyOf(option)}</span>
                  {current && <span className={styles.badge}>{t('region.current')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </ModalDialog>
    </>
  );
}
