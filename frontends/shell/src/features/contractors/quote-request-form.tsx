import type { RepairCategoryName, RepairSummary } from '@repairlens/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { buttonClassName } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { api } from '../../lib/api';
import { fullName } from '../../lib/display-name';
import { formatMoneyRange } from '../../lib/money-range';
import { fieldErrorsOf, useRepairBriefQuery, useSendLeadMutation } from './api';
import styles from './contractors.module.css';

const TIMINGS = ['asap', 'this-week', 'this-month', 'flexible'] as const;

/** Who the quote is asked of: one contractor, or "many" for "get quotes from up to 3 pros". */
export type QuoteTarget = { readonly id: string; readonly businessName: string } | 'many';

interface QuoteRequestDialogProps {
  /** Null while closed. */
  readonly target: QuoteTarget | null;
  readonly category: RepairCategoryName | null;
  readonly postalCode: string;
  /** The user's repairs, one of which may go with the request (its diagnosis and instructions). */
  readonly repairs: readonly RepairSummary[];
  /** The repair the person came from (Hire a Pro), chosen to go with the request; null for none. */
  readonly repairId: string | null;
  readonly onClose: () => void;
}

/**
 * The quote request in a modal dialog named after the contractor asked: it opens on the first field, Escape or
 * Cancel closes it and the focus goes back to the button that opened it. It stays in the page while closed, so
 * that closing is the dialog's own (which gives the focus back).
 */
export function QuoteRequestDialog({ target, onClose, ...form }: QuoteRequestDialogProps) {
  const { t } = useTranslation();
  const firstField = useRef<HTMLInputElement>(null);
  const title =
    target === null
      ? ''
      : target === 'many'
        ? t('contractors.quote.titleMany')
        : t('contractors.quote.titleFor', { name: target.businessName });
  return (
    <ModalDialog open={target !== null} onClose={onClose} title={title} initialFocus={firstField}>
      {target && (
        <QuoteRequestForm
          key={target === 'many' ? target : target.id}
          contractorId={target === 'many' ? null : target.id}
          firstField={firstField}
          onDone={onClose}
          {...form}
        />
      )}
    </ModalDialog>
  );
}

interface QuoteRequestFormProps extends Omit<QuoteRequestDialogProps, 'target' | 'onClose'> {
  /** One contractor, or null for "get quotes from up to 3 pros". */
  readonly contractorId: string | null;
  readonly firstField: React.RefObject<HTMLInputElement | null>;
  readonly onDone: () => void;
}

/**
 * A lead: the customer's name, contact, postal code, description, timing and optionally one of their repairs;
 * the signed-in person's name and e-mail filled in, and the repair they came from chosen.
 */
function QuoteRequestForm({
  contractorId,
  category,
  postalCode: initialPostalCode,
  repairs,
  repairId: initialRepairId,
  firstField,
  onDone,
}: QuoteRequestFormProps) {
  const { t } = useTranslation();
  const { data: user } = api.useAuthUserQuery();
  const [sendLead, { isLoading, error, data: sent }] = useSendLeadMutation();
  const [customerName, setCustomerName] = useState(() => (user ? fullName(user) : ''));
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [description, setDescription] = useState('');
  const [preferredTiming, setPreferredTiming] = useState<string>('flexible');
  const [repairId, setRepairId] = useState(() =>
    repairs.some((repair) => repair.id === initialRepairId) ? (initialRepairId ?? '') : '',
  );
  const errors = fieldErrorsOf(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendLead({
      ...(contractorId ? { contractorId } : { requestQuotes: true as const }),
      ...(category && !contractorId ? { category } : {}),
      ...(repairId ? { repairId } : {}),
      customerName,
      email: email || null,
      phone: phone || null,
      postalCode,
      description,
      preferredTiming,
    });
  };

  if (sent) {
    return (
      <div role="status" className={styles.stack}>
        <p>{t('contractors.quote.sent', { count: sent.leads.length })}</p>
        <ul>
          {sent.leads.map((lead) => (
            <li key={lead.id}>{lead.contractor.businessName}</li>
          ))}
        </ul>
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          {t('contractors.quote.close')}
        </button>
      </div>
    );
  }

  const field = (name: string, label: string, input: React.ReactNode) => (
    <label className={styles.field}>
      <span>{label}</span>
      {input}
      {errors[name] && <span className={styles.error}>{errors[name]}</span>}
    </label>
  );

  return (
    <form
      className={styles.stack}
      onSubmit={submit}
      aria-label={contractorId ? t('contractors.quote.title') : t('contractors.quote.titleMany')}
    >
      {field(
        'customerName',
        t('contractors.quote.name'),
        <input
          ref={firstField}
          value={customerName}
          onChange={(e) => setCustomerName(e.target.value)}
          autoComplete="name"
          required
        />,
      )}
      {field(
        'email',
        t('contractors.quote.email'),
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />,
      )}
      {field(
        'phone',
        t('contractors.quote.phone'),
        <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" />,
      )}
      {field(
        'postalCode',
        t('contractors.quote.postalCode'),
        <input
          value={postalCode}
          onChange={(e) => setPostalCode(e.target.value)}
          autoComplete="postal-code"
          required
        />,
      )}
      {field(
        'description',
        t('contractors.quote.description'),
        <textarea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} required />,
      )}
      {field(
        'preferredTiming',
        t('contractors.quote.timing'),
        <select value={preferredTiming} onChange={(e) => setPreferredTiming(e.target.value)}>
          {TIMINGS.map((timing) => (
            <option key={timing} value={timing}>
              {t(`contractors.timing.${timing}`)}
            </option>
          ))}
        </select>,
      )}
      {repairs.length > 0 &&
        field(
          'repairId',
          t('contractors.quote.repair'),
          <select value={repairId} onChange={(e) => setRepairId(e.target.value)}>
            <option value="">{t('contractors.quote.noRepair')}</option>
            {repairs.map((repair) => (
              <option key={repair.id} value={repair.id}>
                {repair.title}
              </option>
            ))}
          </select>,
        )}
      {repairId && <RepairBriefPreview repairId={repairId} />}
      {error && Object.keys(errors).length === 0 && (
        <p role="alert" className={styles.error}>
          {t('contractors.quote.failed')}
        </p>
      )}
      {errors.contractorId && (
        <p role="alert" className={styles.error}>
          {errors.contractorId}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className={buttonClassName('primary')} disabled={isLoading}>
          {t('contractors.quote.send')}
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          {t('contractors.quote.cancel')}
        </button>
      </div>
    </form>
  );
}

/** What the chosen repair adds to the request, as the server will send it: its diagnosis and a pro's typical price. */
function RepairBriefPreview({ repairId }: { readonly repairId: string }) {
  const { t, i18n } = useTranslation();
  const { data: brief } = useRepairBriefQuery(repairId);
  if (!brief) return null;
  const likelyCause = brief.diagnosis[0]?.cause;
  return (
    <section className={styles.muted} aria-label={t('contractors.quote.sentWith')}>
      <p>
        <strong>{t('contractors.quote.sentWith')}</strong>
      </p>
      <ul>
        <li>
          {likelyCause
            ? t('contractors.quote.briefDiagnosis', { title: brief.title, cause: likelyCause })
            : t('contractors.quote.briefTitle', { title: brief.title })}
        </li>
        <li>
          {brief.proEstimate
            ? t('contractors.quote.briefPrice', {
                amount: formatMoneyRange(brief.proEstimate, brief.proEstimate.currency, i18n.language),
                currency: brief.proEstimate.currency,
              })
            : t('contractors.quote.briefNoPrice')}
        </li>
      </ul>
    </section>
  );
}
