import { useTranslation } from '../../i18n/translation';
import styles from './testimonials.module.css';

const TESTIMONIALS = ['dishwasher', 'bicycle', 'drywall'] as const;

/** What people said about their repairs: static text from the catalogue, shown under the plans. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section className={styles.testimonials} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t('pages.pricing.testimonials.title')}</h2>
      <ul className={styles.list}>
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>{t(`pages.pricing.testimonials.${key}.quote`)}</p>
              </blockquote>
              <figcaption className={styles.author}>
                {t(`pages.pricing.testimonials.${key}.author`)}
                <span className={styles.place}>{t(`pages.pricing.testimonials.${key}.place`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
