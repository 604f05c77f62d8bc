/** The Payment Element in the venue's colours: Stripe takes values, so read the design tokens. */
import type { Appearance } from '@stripe/stripe-js';

function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  // color-mix() and var() mean nothing inside Stripe's iframe.
  return value && !value.includes('(') ? value : fallback;
}

export function elementsAppearance(): Appearance {
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--sh-color-accent', '#8a3b2e'),
      colorText: token('--sh-color-text', '#1f1b16'),
      colorDanger: token('--sh-color-danger', '#b3261e'),
      colorBackground: token('--sh-color-surface', '#ffffff'),
      borderRadius: token('--sh-radius-md', '10px'),
    },
  };
}
