import type { CostEstimateView, GalleryEntry } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { CostEstimatePanel } from './cost-estimate-panel';
import styles from './repair-instructions.module.css';
import tickStyles from './repair-steps.module.css';
import { SECTION_IDS } from './section-chips';
import { useTickedSteps } from './ticked-steps';

/**
 * The instructions as the repair page and the gallery both show them (the gallery's lack the analysis, and the
 * cost estimate, which is in its owner's currency).
 */
export type InstructionsToFollow = GalleryEntry['instructions'] & { readonly costEstimate?: CostEstimateView | null };

type HeadingLevel = 2 | 3;

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * A guide's tool name, written to stand alone ("Tournevis plat"), as it reads after "or" ("ou tournevis plat"):
 * its capital dropped unless the word is all capitals (an initialism such as "GFCI").
 */
function midSentence(name: string, language: string): string {
  return name.replace(/^\p{Lu}(?=\p{Ll})/u, (capital) => capital.toLocaleLowerCase(language));
}

/** Item, category, difficulty and time, as a short list of facts. */
export function RepairFacts({ instructions }: { readonly instructions: InstructionsToFollow }) {
  const { t } = useTranslation();
  const facts = [
    { key: 'item', value: instructions.item },
    { key: 'category', value: instructions.category && t(`repairs.categories.${instructions.category}`) },
    { key: 'difficulty', value: instructions.difficulty && t(`repairs.difficulty.${instructions.difficulty}`) },
    { key: 'time', value: instructions.estimatedTime?.display },
  ] as const;
  return (
    <dl className={styles.facts} aria-label={t('repairs.instructions.facts')}>
      {facts.map(
        ({ key, value }) =>
          value && (
            <div key={key} className={styles.fact}>
              <dt>{t(`repairs.instructions.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

interface RepairInstructionsProps {
  readonly instructions: InstructionsToFollow;
  /** The level of the sections' headings: 2 under the page's title, 3 under a gallery entry's. */
  readonly headingLevel: HeadingLevel;
  /**
   * The repair page's own repair: its sections get the anchors the section chips jump to, and its steps can be
   * ticked off. Left out in the gallery, which shows many.
   */
  readonly repairId?: string;
}

/**
 * What to do: the safety warnings first and most serious first, then the likely causes, the tools (with
 * what can stand in for them) and materials, what it will cost (on the repair page), the numbered steps with
 * their cautions where the hazard is, how to check the fix, and when to call a professional. Sections with
 * nothing in them are left out.
 */
export function RepairInstructions({ instructions, headingLevel, repairId }: RepairInstructionsProps) {
  const { t, i18n } = useTranslation();
  const anchored = (name: keyof typeof SECTION_IDS, className = styles.section) =>
    repairId ? { id: SECTION_IDS[name], className: `${className} ${tickStyles.anchored}` } : { className };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const warnings = [...instructions.safetyWarnings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );

  return (
    <div className={styles.instructions}>
      {warnings.length > 0 && (
        <section {...anchored('safety')}>
          <Heading>{t('repairs.instructions.safety')}</Heading>
          <ul className={styles.warnings}>
            {warnings.map((warning) => (
              <li key={warning.text} className={`${styles.warning} ${styles[warning.severity]}`}>
                <strong className={styles.severity}>{t(`repairs.severity.${warning.severity}`)}</strong>
                <span>{warning.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {instructions.diagnosis.length > 0 && (
        <section className={styles.section}>
          <Heading>{t('repairs.instructions.diagnosis')}</Heading>
          <ol className={styles.list}>
            {instructions.diagnosis.map((diagnosis) => (
              <li key={diagnosis.cause}>
                <strong>{diagnosis.cause}</strong>
                <p className={styles.detail}>{t('repairs.instructions.signs', { signs: diagnosis.signs })}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      {(instructions.tools.length > 0 || instructions.materials.length > 0) && (
        <div {...anchored('tools', styles.columns)}>
          {instructions.tools.length > 0 && (
            <section className={styles.section}>
              <Heading>{t('repairs.instructions.tools')}</Heading>
              <ul className={styles.list}>
                {instructions.tools.map((tool) => (
                  <li key={tool.name}>
                    {tool.name}
                    {tool.alternatives.length > 0 && (
                      <span className={styles.detail}>
                        {' '}
                        (
                        {t('repairs.instructions.alternatives', {
                          alternatives: tool.alternatives.map((name) => midSentence(name, i18n.language)),
                        })}
                        )
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {instructions.materials.length > 0 && (
            <section className={styles.section}>
              <Heading>{t('repairs.instructions.materials')}</Heading>
              <ul className={styles.list}>
                {instructions.materials.map((material) => (
                  <li key={material.name}>
                    {material.name}
                    {material.note && <span className={styles.detail}> ({material.note})</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}

      {repairId && instructions.costEstimate !== undefined && (
        <CostEstimatePanel
          estimate={instructions.costEstimate}
          source={instructions.source}
          region={instructions.hireAPro.region}
        />
      )}

      {instructions.steps.length > 0 && (
        <section {...anchored('steps')}>
          <Heading>{t('repairs.instructions.steps')}</Heading>
          {repairId ? (
            <TickableSteps steps={instructions.steps} repairId={repairId} />
          ) : (
            <ol className={styles.steps}>
              {instructions.steps.map((step) => (
                <li key={step.number} value={step.number} className={styles.step}>
                  <StepText step={step} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <TextList
        heading={t('repairs.instructions.verification')}
        items={instructions.verification}
        Heading={Heading}
        id={repairId && SECTION_IDS.check}
      />
      <TextList
        heading={t('repairs.instructions.whenToCallAPro')}
        items={instructions.whenToCallAPro}
        Heading={Heading}
      />
    </div>
  );
}

type Step = InstructionsToFollow['steps'][number];

function StepText({ step }: { readonly step: Step }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{step.text}</p>
      {step.caution && (
        <p className={styles.caution}>
          <strong>{t('repairs.instructions.stepCaution')}</strong> {step.caution}
        </p>
      )}
    </>
  );
}

/** The steps with a box each to tick off, remembered on this device for the repair. */
function TickableSteps({ steps, repairId }: { readonly steps: readonly Step[]; readonly repairId: string }) {
  const { t } = useTranslation();
  const { ticked, toggle } = useTickedSteps(repairId);
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li
          key={step.number}
          value={step.number}
          className={ticked.has(step.number) ? `${styles.step} ${tickStyles.done}` : styles.step}
        >
          <div className={tickStyles.tick}>
            <label className={tickStyles.tickTarget}>
              <input
                type="checkbox"
                checked={ticked.has(step.number)}
                onChange={() => toggle(step.number)}
                aria-label={t('repairs.instructions.stepDone', { number: step.number })}
              />
            </label>
            <div>
              <StepText step={step} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

function TextList({
  heading,
  items,
  Heading,
  id,
}: {
  readonly heading: string;
  readonly items: readonly string[];
  readonly Heading: 'h2' | 'h3';
  /** An anchor for the section chips, on the repair page. */
  readonly id?: string | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <section id={id} className={id ? `${styles.section} ${tickStyles.anchored}` : styles.section}>
      <Heading>{heading}</Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
