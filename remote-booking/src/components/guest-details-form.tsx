/**
 * The guest's details: first and last name, mobile (prefix from the services list), e-mail,
 * reason for the visit (with a generic 'Other') when it is asked, notes; privacy (required)
 * and marketing (optional) consents, and texts about the booking where the venue sends them. (The bot check comes right before the booking is written.)
 * The booking flow's details step, and the large-party request's contact fields.
 */
import { VALIDATION_KEYS, bannerKeys, emailError, locationAtom, requiredError, useDocumentRoot, useTranslation } from '@venue/shared';
import { ConsentCheckbox, EmailField, NameFields, PhoneField, SelectField, TextField } from '@venue/shared/forms';
import { phoneError } from '@venue/shared/phone';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { type ExtraAnswers, type ExtraQuestion, missingAnswers } from '../lib/extra-questions';
import type { GuestData } from '../lib/guest-data';
import { ExtraQuestionFields } from './extra-question-fields';
import { TextConsentField } from './text-consent-field';
import styles from './booking-screen.module.css';

export const VISIT_REASONS = ['birthday', 'anniversary', 'business', 'romantic', 'family', 'friends', 'other'] as const;

export interface GuestDetailsFormProps {
  guest: GuestData;
  askReason: boolean;
  onChange: (guest: GuestData) => void;
  /** The experience's extra questions and the answers so far. */
  questions: ExtraQuestion[];
  answers: ExtraAnswers;
  onAnswers: (answers: ExtraAnswers) => void;
  onNext: () => void;
  onBack: () => void;
  /** The large-party request reuses the step: a bot check before its button, its own label. */
  beforeSubmit?: ReactNode;
  submitLabel?: string;
}

type Errors = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'privacy' | 'visitReasonOther', string>>;

export function validateGuest(g: GuestData, askReason: boolean): Errors {
  const errors: Errors = {
    firstName: requiredError(g.firstName),
    lastName: requiredError(g.lastName),
    email: emailError(g.email),
    phone: phoneError(g.phone.prefix, g.phone.number),
    privacy: g.privacy ? undefined : VALIDATION_KEYS.privacyRequiredBooking,
    visitReasonOther: askReason && g.visitReason === 'other' ? requiredError(g.visitReasonOther) : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

export function GuestDetailsForm({ guest, askReason, onChange, questions, answers, onAnswers, onNext, onBack, beforeSubmit, submitLabel }: GuestDetailsFormProps) {
  const { t } = useTranslation('booking');
  // The page's document, or the embed's shadow root.
  const root = useDocumentRoot()?.root;
  const location = useAtomValue(locationAtom);
  const [errors, setErrors] = useState<Errors>({});
  const [missing, setMissing] = useState<string[]>([]);
  const set = <K extends keyof GuestData>(key: K, value: GuestData[K]) => onChange({ ...guest, [key]: value });
  const err = (key: keyof Errors) => (errors[key] ? t(errors[key]!) : undefined);

  const submit = () => {
    const found = validateGuest(guest, askReason);
    const empty = missingAnswers(questions, answers);
    setErrors(found);
    setMissing(empty);
    if (Object.keys(found).length === 0 && empty.length === 0) onNext();
    // Once the errors are on screen (after this render), focus goes to the first field with one.
    else setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <form
      className={styles.step}
      aria-labelledby="step-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="step-title">{t('details.title')}</h2>
      <p className={styles.muted}>{t('common:form.requiredHint')}</p>
      {Object.keys(errors).length > 0 || missing.length > 0 ? (
        <p className={styles.error} role="alert">
          {bannerKeys([...Object.values(errors), ...(missing.length > 0 ? [VALIDATION_KEYS.required] : [])])
            .map((key) => t(key))
            .join(' ')}
        </p>
      ) : null}
      <div className={styles.fields}>
        <NameFields
          firstNameLabel={t('details.firstName')}
          lastNameLabel={t('details.lastName')}
          firstName={guest.firstName}
          lastName={guest.lastName}
          onChange={set}
          firstNameError={err('firstName')}
          lastNameError={err('lastName')}
        />
        <PhoneField label={t('details.phone')} value={guest.phone} onChange={(v) => set('phone', v)} error={err('phone')} required />
        <EmailField label={t('details.email')} value={guest.email} onChange={(v) => set('email', v)} error={err('email')} required />
        {askReason ? (
          <SelectField
            label={t('details.reason')}
            value={guest.visitReason}
            onChange={(v) => set('visitReason', v)}
            placeholder={t('details.reasonNone')}
            options={VISIT_REASONS.map((r) => ({ value: r, label: t(`details.reasons.${r}`) }))}
          />
        ) : null}
        {askReason && guest.visitReason === 'other' ? (
          <TextField
            label={t('details.reasonOther')}
            value={guest.visitReasonOther}
            onChange={(v) => set('visitReasonOther', v)}
            error={err('visitReasonOther')}
            required
            maxLength={100}
          />
        ) : null}
        <ExtraQuestionFields questions={questions} answers={answers} onChange={onAnswers} missing={missing} />
        <div className="sh-field">
          <label className="sh-label" htmlFor="notes">
            {t('details.notes')}
          </label>
          <textarea id="notes" className="sh-textarea" rows={3} maxLength={1000} value={guest.notes} onChange={(e) => set('notes', e.target.value)} />
        </div>
        <ConsentCheckbox kind="privacy" checked={guest.privacy} onChange={(v) => set('privacy', v)} error={err('privacy')} />
        <ConsentCheckbox kind="marketing" checked={guest.marketing} onChange={(v) => set('marketing', v)} />
        <TextConsentField
          offered={!!location?.textMessages}
          phoneNumber={guest.phone.number}
          venueName={location?.locationname ?? ''}
          checked={guest.texts}
          onChange={(v) => set('texts', v)}
        />
        {beforeSubmit}
      </div>
      <div className={styles.actions}>
        <button type="button" className="sh-button sh-button--secondary" onClick={onBack}>
          {t('actions.back')}
        </button>
        <button type="submit" className="sh-button">
          {submitLabel ?? t('actions.next')}
        </button>
      </div>
    </form>
  );
}
