/** The experience's extra questions on the details step: text, number, a list to choose from, or a box to tick. */
import { localized, useTranslation } from '@venue/shared';
import { CheckboxField, SelectField, TextField } from '@venue/shared/forms';
import type { ExtraAnswers, ExtraQuestion } from '../lib/extra-questions';
import styles from './booking-screen.module.css';

export interface ExtraQuestionFieldsProps {
  questions: ExtraQuestion[];
  answers: ExtraAnswers;
  onChange: (answers: ExtraAnswers) => void;
  /** Keys of required questions left empty. */
  missing: string[];
}

export function ExtraQuestionFields({ questions, answers, onChange, missing }: ExtraQuestionFieldsProps) {
  const { t, i18n } = useTranslation('booking');
  if (questions.length === 0) return null;
  const set = (key: string, value: string | boolean) => onChange({ ...answers, [key]: value });
  const required = t('common:validation.required');
  return (
    <fieldset className={styles.extra} data-testid="extra-questions">
      <legend>{t('details.extraTitle')}</legend>
      {questions.map((q) => {
        const label = localized(q.label, i18n.language);
        const error = missing.includes(q.key) ? required : undefined;
        const value = answers[q.key];
        if (q.type === 'checkbox') {
          return <CheckboxField key={q.key} label={label} checked={value === true} required={q.required} error={error} onChange={(v) => set(q.key, v)} />;
        }
        if (q.type === 'select') {
          return (
            <SelectField
              key={q.key}
              label={label}
              value={typeof value === 'string' ? value : ''}
              required={q.required}
              error={error}
              options={q.options.map((o) => ({ value: o.value, label: localized(o.label, i18n.language) }))}
              placeholder={t(q.required ? 'details.extraChoose' : 'details.reasonNone')}
              onChange={(v) => set(q.key, v)}
            />
          );
        }
        return (
          <TextField
            key={q.key}
            label={label}
            value={typeof value === 'string' ? value : ''}
            onChange={(v) => set(q.key, v)}
            error={error}
            required={q.required}
            type={q.type === 'number' ? 'number' : 'text'}
            inputMode={q.type === 'number' ? 'decimal' : undefined}
            maxLength={500}
            data-question={q.key}
          />
        );
      })}
    </fieldset>
  );
}
