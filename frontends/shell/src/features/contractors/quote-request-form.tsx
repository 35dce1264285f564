import type { RepairCategoryName, RepairSummary } from '@repairlens/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { fieldErrorsOf, useSendLeadMutation } from './api';
import styles from './contractors.module.css';

const TIMINGS = ['asap', 'this-week', 'this-month', 'flexible'] as const;

interface QuoteRequestFormProps {
  /** One contractor, or null for "get quotes from up to 3 pros". */
  readonly contractorId: string | null;
  readonly category: RepairCategoryName | null;
  readonly postalCode: string;
  /** The user's repairs, one of which may go with the request (its diagnosis and instructions). */
  readonly repairs: readonly RepairSummary[];
  readonly onDone: () => void;
}

/** A lead: the customer's name, contact, postal code, description, timing and optionally one of their repairs. */
export function QuoteRequestForm({
  contractorId,
  category,
  postalCode: initialPostalCode,
  repairs,
  onDone,
}: QuoteRequestFormProps) {
  const { t } = useTranslation();
  const [sendLead, { isLoading, error, data: sent }] = useSendLeadMutation();
  const [customerName, setCustomerName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [postalCode, setPostalCode] = useState(initialPostalCode);
  const [description, setDescription] = useState('');
  const [preferredTiming, setPreferredTiming] = useState<string>('flexible');
  const [repairId, setRepairId] = useState('');
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
      <div role="status" className={styles.panel}>
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
    <form className={`${styles.panel} ${styles.stack}`} onSubmit={submit} aria-label={t('contractors.quote.title')}>
      <h2>{contractorId ? t('contractors.quote.title') : t('contractors.quote.titleMany')}</h2>
      {field(
        'customerName',
        t('contractors.quote.name'),
        <input value={customerName} onChange={(e) => setCustomerName(e.target.value)} required />,
      )}
      {field(
        'email',
        t('contractors.quote.email'),
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />,
      )}
      {field(
        'phone',
        t('contractors.quote.phone'),
        <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />,
      )}
      {field(
        'postalCode',
        t('contractors.quote.postalCode'),
        <input value={postalCode} onChange={(e) => setPostalCode(e.target.value)} required />,
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
