import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin-ui.module.css';
import { ModalDialog } from '../../components/modal-dialog';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useItemNameAt } from '../../catalogue';
import { priceText, type PricedItem } from './price-entry';
import styles from './pricing.module.css';

export interface PriceChange {
  readonly item: PricedItem;
  readonly before: number;
  readonly after: number;
}

/** An item's name; an item without one of its own (just added to the catalogue) shows the server's name of it. */
export function useItemName(): (item: PricedItem) => string {
  return useItemNameAt('sections.pricing.items');
}

interface PriceChangeDialogProps {
  readonly regionName: string;
  readonly currency: string;
  /** The console's language: the amounts are written its way. */
  readonly locale: string;
  readonly changes: readonly PriceChange[];
  readonly saving: boolean;
  /** Puts the prices live; the dialog closes once it has answered (the row below says how it went). */
  readonly onConfirm: () => Promise<void>;
  /** Called once it has closed: cancelled, Escape, or saved. */
  readonly onClose: () => void;
}

/**
 * New prices go live on the public pages at once: before they do, the admin sees each change, old → new in
 * the region's currency, and confirms, in a modal dialog open while mounted; Escape and Cancel keep the old
 * prices, and the focus goes back to Save.
 */
export function PriceChangeDialog({
  regionName,
  currency,
  locale,
  changes,
  saving,
  onConfirm,
  onClose,
}: PriceChangeDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const itemName = useItemName();
  // The safe choice has the focus: Enter does not put prices live by accident.
  const cancel = useRef<HTMLButtonElement>(null);

  const amount = (cents: number) =>
    t('sections.pricing.confirm.amount', { amount: priceText(cents, locale), currency });

  return (
    <ModalDialog
      title={t('sections.pricing.confirm.title', { region: regionName })}
      description={t('sections.pricing.confirm.description')}
      initialFocus={cancel}
      onClose={onClose}
    >
      {(close) => (
        <>
          <ul className={styles.changes}>
            {changes.map(({ item, before, after }) => (
              <li key={item}>
                {t('sections.pricing.confirm.change', {
                  item: itemName(item),
                  before: amount(before),
                  after: amount(after),
                })}
              </li>
            ))}
          </ul>
          <div className={ui.dialogButtons}>
            <button type="button" className={ui.button} disabled={saving} onClick={() => void onConfirm().then(close)}>
              {t('sections.pricing.confirm.submit')}
            </button>
            <button ref={cancel} type="button" className={`${ui.button} ${ui.secondary}`} onClick={close}>
              {t('sections.pricing.confirm.cancel')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
