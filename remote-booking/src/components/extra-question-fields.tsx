/** The experience's extra questions on the details step: text, number, a list to choose from, or a box to tick. */
import { localized, useTranslation } from '@venue/shared';
import { FieldError, TextField, useFieldIds } from '@venue/shared/forms';
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
          return <CheckboxQuestion key={q.key} label={label} checked={value === true} required={q.required} error={error} onChange={(v) => set(q.key, v)} />;
        }
        if (q.type === 'select') {
          return (
            <SelectQuestion
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

function SelectQuestion(props: {
  label: string;
  value: string;
  required: boolean;
  error?: string;
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  onChange: (v: string) => void;
}) {
  const { inputId, errorId, aria } = useFieldIds(props.error);
  return (
    <div className="sh-field">
      <label className="sh-label" htmlFor={inputId}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        {...aria}
        id={inputId}
        className="sh-select"
        value={props.value}
        required={props.required}
        aria-required={props.required || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

function CheckboxQuestion(props: { label: string; checked: boolean; required: boolean; error?: string; onChange: (v: boolean) => void }) {
  const { inputId, errorId, aria } = useFieldIds(props.error);
  return (
    <div className="sh-field">
      <div className="sh-checkbox">
        <input
          {...aria}
          id={inputId}
          type="checkbox"
          checked={props.checked}
          required={props.required}
          aria-required={props.required || undefined}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <label htmlFor={inputId}>
          {props.label}
          {props.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
