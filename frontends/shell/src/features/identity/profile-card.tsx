import type { AuthUser } from '@repairlens/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { showFailureToast, showToast } from '../../components/toasts/toast-slice';
import { buttonClassName } from '../../components/ui/button';
import { useUpdateProfileMutation } from './api';
import { normalizePersonName, PERSON_NAME_MAX_LENGTH, personNameProblem } from './person-name';
import styles from './account-cards.module.css';

type NameField = 'firstName' | 'lastName';
const NAME_FIELDS: readonly NameField[] = ['firstName', 'lastName'];

/** The account page's profile: e-mail shown read-only, first and last name editable. */
export function ProfileCard({ user }: { readonly user: AuthUser }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [names, setNames] = useState<Record<NameField, string>>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  // Problems are shown once the person has tried to save, then follow the typing.
  const [checked, setChecked] = useState(false);
  const inputs = { firstName: useRef<HTMLInputElement>(null), lastName: useRef<HTMLInputElement>(null) };

  const problemText = (field: NameField): string | null => {
    const problem = personNameProblem(names[field]);
    if (!problem) return null;
    return t(`identity.profile.errors.${field}.${problem}`, { max: PERSON_NAME_MAX_LENGTH });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const firstInvalid = NAME_FIELDS.find((field) => personNameProblem(names[field]) !== null);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    try {
      await updateProfile({
        firstName: normalizePersonName(names.firstName),
        lastName: normalizePersonName(names.lastName),
      }).unwrap();
      dispatch(showToast({ title: t('identity.profile.saved'), description: t('identity.profile.savedDescription') }));
    } catch (error) {
      dispatch(showFailureToast(t('identity.profile.updateFailed'), error, t('identity.profile.updateFailedFallback')));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('identity.profile.title')}</h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor="profile-email">{t('identity.profile.email')}</label>
          <input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" />
          <p id="profile-email-hint" className={styles.hint}>
            {t('identity.profile.emailHint')}
          </p>
        </div>
        {NAME_FIELDS.map((field) => {
          const problem = checked ? problemText(field) : null;
          const errorId = `profile-${field}-error`;
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={`profile-${field}`}>{t(`identity.profile.${field}`)}</label>
              <input
                ref={inputs[field]}
                id={`profile-${field}`}
                name={field}
                autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
                value={names[field]}
                onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={problem !== null}
                aria-describedby={problem ? errorId : undefined}
                required
              />
              {problem && (
                <p id={errorId} className={styles.error}>
                  {problem}
                </p>
              )}
            </div>
          );
        })}
        <div>
          <button type="submit" className={buttonClassName('primary')} disabled={saving}>
            {saving ? t('common.saving') : t('identity.profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
