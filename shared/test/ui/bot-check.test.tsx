import { act, render, screen, waitFor } from '@testing-library/react';
import { configureRuntime, i18n } from '../../src';
import { BotCheck } from '../../src/forms';
import { TEST_TOKEN, startTestServer, testConfig } from '../helpers/test-server';

// The real widget needs Web Workers and crypto.subtle: jsdom has neither. A stand-in element
// with the widget's interface shows what BotCheck does with it.
const configured: Array<Record<string, unknown>> = [];
jest.mock('../../src/bot-check/load-altcha', () => {
  const strings = new Map<string, Record<string, string>>();
  const altcha = { i18n: { get: (l: string) => strings.get(l), set: (l: string, s: Record<string, string>) => strings.set(l, s) } };
  return {
    loadAltcha: async () => {
      if (!customElements.get('altcha-widget')) {
        customElements.define(
          'altcha-widget',
          class extends HTMLElement {
            connectedCallback() {
              queueMicrotask(() => this.dispatchEvent(new Event('load')));
            }
            async configure(config: Record<string, unknown>) {
              configured.push(config);
            }
            reset() {
              this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } }));
            }
          },
        );
      }
      return altcha;
    },
    setAltchaStrings: (a: typeof altcha, lang: string, s: Record<string, string>) => a.i18n.set(lang, s),
  };
});

afterEach(() => act(() => i18n.changeLanguage('it')));

test('configures the widget to fetch its challenge through the API client, and reports the payload', async () => {
  const server = await startTestServer(() => ({ json: { status: true, data: { parameters: { nonce: 'n' }, signature: 's' } } }));
  configureRuntime(testConfig(server.origin));
  const onChange = jest.fn();
  const { container, rerender } = render(<BotCheck onChange={onChange} error="Conferma di non essere un robot." />);
  await waitFor(() => expect(configured).toHaveLength(1));
  const config = configured[0]!;
  expect(config).toMatchObject({ challenge: '/backend/api/frontpage/botcheck/challenge', language: 'it' });

  // the widget's fetch: a form POST with the bearer token, answering the challenge itself
  const res = await (config.fetch as (url: string) => Promise<Response>)('/ignored');
  expect(await res.json()).toEqual({ parameters: { nonce: 'n' }, signature: 's' });
  expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/backend/api/frontpage/botcheck/challenge' });
  expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);

  const widget = container.querySelector('altcha-widget')!;
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'PAYLOAD' } }));
  });
  expect(onChange).toHaveBeenLastCalledWith('PAYLOAD');
  expect(screen.getByText('Conferma di non essere un robot.')).toBeInTheDocument();

  rerender(<BotCheck onChange={onChange} resetSignal={1} />);
  expect(onChange).toHaveBeenLastCalledWith(null);
  await server.close();
});
