/** The flow's steps: where the guest is, and the earlier steps they can go back to. */
import { useTranslation } from '@venue/shared';
import type { StepId } from './flow-state';
import styles from './reserve.module.css';

export interface BreadcrumbProps {
  steps: StepId[];
  current: StepId;
  /** Steps the guest may jump back to (earlier ones, while nothing is held). */
  canGoTo: (step: StepId) => boolean;
  onGoTo: (step: StepId) => void;
}

export function Breadcrumb({ steps, current, canGoTo, onGoTo }: BreadcrumbProps) {
  const { t } = useTranslation('booking');
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {steps.map((step, i) => (
          <li key={step} data-state={i < at ? 'done' : i === at ? 'current' : 'todo'}>
            {i < at && canGoTo(step) ? (
              <button type="button" className="sh-link-button" onClick={() => onGoTo(step)}>
                {t(`steps.${step}`)}
              </button>
            ) : (
              <span aria-current={i === at ? 'step' : undefined}>{t(`steps.${step}`)}</span>
            )}
          </li>
        ))}
      </ol>
      <p className="sh-visually-hidden" aria-live="polite">
        {t('stepOf', { n: at + 1, total: steps.length, name: t(`steps.${current}`) })}
      </p>
    </nav>
  );
}
