import type { CostEstimateView, GalleryEntry } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import styles from './section-chips.module.css';

type InstructionsToFollow = GalleryEntry['instructions'] & { readonly costEstimate?: CostEstimateView | null };

/** The anchors of the repair page's sections, which the chips jump to. */
export const SECTION_IDS = {
  safety: 'repair-safety',
  tools: 'repair-tools',
  cost: 'repair-cost',
  steps: 'repair-steps',
  check: 'repair-check',
} as const;

type SectionName = keyof typeof SECTION_IDS;

function sectionsIn(instructions: InstructionsToFollow): SectionName[] {
  const present: Record<SectionName, boolean> = {
    safety: instructions.safetyWarnings.length > 0,
    tools: instructions.tools.length > 0 || instructions.materials.length > 0,
    cost: Boolean(instructions.costEstimate),
    steps: instructions.steps.length > 0,
    check: instructions.verification.length > 0,
  };
  return (Object.keys(SECTION_IDS) as SectionName[]).filter((name) => present[name]);
}

/**
 * Safety, Tools, Cost, Steps, Check: links to the repair page's sections that stay at the top of the screen while
 * the page scrolls, so that on a phone the steps are one tap away from anywhere.
 */
export function RepairSectionChips({ instructions }: { readonly instructions: InstructionsToFollow }) {
  const { t } = useTranslation();
  const sections = sectionsIn(instructions);
  if (sections.length < 2) return null;
  return (
    <nav className={styles.chips} aria-label={t('repairs.sections.label')}>
      <ul>
        {sections.map((name) => (
          <li key={name}>
            <a href={`#${SECTION_IDS[name]}`} className={styles.chip}>
              {t(`repairs.sections.${name}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
