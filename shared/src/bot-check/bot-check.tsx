import type {} from 'altcha';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FieldError } from '../ui/form/field-error';
import { useFieldIds } from '../ui/form/use-field-ids';
import styles from './bot-check.module.css';
import { loadAltcha, setAltchaStrings } from './load-altcha';
import { useTranslation, apiPost, API_PATHS, isApiError, currentLanguage, Button } from '@venue/shared';

export interface BotCheckProps {
  /** The solved payload to send with the form (field `altcha`), or null while not solved. */
  onChange: (payload: string | null) => void;
  /** Translated message (e.g. "confirm you are not a robot"), tied to the widget. */
  error?: string;
  /** Change it to start over (after the server refused a payload). */
  resetSignal?: number;
}

const STRING_KEYS = ['label', 'verifying', 'verified', 'error', 'expired', 'loading', 'reload', 'verify', 'waitAlert'] as const;

/**
 * The fetch the widget uses for its challenge: it goes through the shared API client, so the
 * call is a form-encoded POST with the venue's bearer token like every other.
 */
async function challengeFetch(): Promise<Response> {
  try {
    const res = await apiPost(API_PATHS.botCheckChallenge);
    return new Response(JSON.stringify(res.data), { status: 200, headers: { 'content-type': 'application/json' } });
  } catch (err) {
    return new Response('{}', { status: isApiError(err) && err.httpStatus ? err.httpStatus : 503 });
  }
}

/** ALTCHA proof-of-work check (self-hosted): "I'm not a robot", solved in the browser. */
export function BotCheck({ onChange, error, resetSignal = 0 }: BotCheckProps) {
  const { t } = useTranslation('common');
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { errorId } = useFieldIds(error);
  const language = currentLanguage();

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadAltcha()
      .then((altcha) => {
        if (cancelled || !hostRef.current) return;
        setAltchaStrings(altcha, language, { ...Object.fromEntries(STRING_KEYS.map((k) => [k, t(`botCheck.${k}`)])), ariaLinkLabel: 'ALTCHA' });
        const widget = document.createElement('altcha-widget');
        widget.setAttribute('name', 'altcha');
        widget.setAttribute('language', language);
        widget.addEventListener('statechange', (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (state === 'verified' && payload) {
            // At once, not in React's next task: a tap on "confirm" right after the tick must
            // already see the solved payload (the widget shows "verified" in this same moment).
            // Solving ends in a worker's message, never inside a React render or effect.
            flushSync(() => onChangeRef.current(payload));
          } else {
            onChangeRef.current(null);
          }
        });
        // The widget's methods exist once it has mounted ('load'), not when it is created.
        widget.addEventListener(
          'load',
          () => void widget.configure({ challenge: API_PATHS.botCheckChallenge, fetch: challengeFetch as typeof fetch, language, hideFooter: true }),
          { once: true },
        );
        hostRef.current.replaceChildren(widget);
        widgetRef.current = widget;
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      widgetRef.current?.remove();
      widgetRef.current = null;
      onChangeRef.current(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` changes with the language: only a new language (or a retry) rebuilds the widget, with its strings
  }, [language, attempt]);

  useEffect(() => {
    if (resetSignal && widgetRef.current) {
      widgetRef.current.reset();
      onChangeRef.current(null);
    }
  }, [resetSignal]);

  // The widget's own checkbox is the field: the message is tied to it (aria-invalid,
  // aria-describedby), also when the widget draws it again (reset, new challenge).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const apply = () => {
      const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (!box) return;
      if (error) {
        box.setAttribute('aria-invalid', 'true');
        box.setAttribute('aria-describedby', errorId);
      } else {
        box.removeAttribute('aria-invalid');
        box.removeAttribute('aria-describedby');
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [error, errorId, status]);

  return (
    <div className={styles.root}>
      <div ref={hostRef} className={styles.widget} data-bot-check={status} />
      {status === 'loading' ? <p className={styles.note}>{t('botCheck.loading')}</p> : null}
      {status === 'failed' ? (
        <p className={styles.note}>
          {t('botCheck.unavailable')}{' '}
          <Button size="small" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('actions.retry')}
          </Button>
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
