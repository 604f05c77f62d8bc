/**
 * Which payment gateway runs, from the environment (read by src/config.ts). Stripe when its
 * three keys are set; the demo gateway when none is, and never in production.
 */
import { optional, pattern, refine, string } from 'superstruct';

export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type PaymentsConfig =
  | { gateway: 'demo' }
  | {
      gateway: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Another Stripe API address (tests point the real SDK at a fake server). */
      api?: StripeApiAddress;
    };

const httpUrl = refine(string(), 'httpUrl', (v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.pathname === '/' ? true : 'must be http(s)://host[:port] with no path';
  } catch {
    return 'must be an absolute URL';
  }
});

/** Variables for the EnvStruct of src/config.ts. */
export const PAYMENTS_ENV = {
  STRIPE_SECRET_KEY: optional(pattern(string(), /^(sk|rk)_(test|live)_\w+$/)),
  STRIPE_PUBLISHABLE_KEY: optional(pattern(string(), /^pk_(test|live)_\w+$/)),
  STRIPE_WEBHOOK_SECRET: optional(pattern(string(), /^whsec_\S+$/)),
  STRIPE_API_BASE: optional(httpUrl),
};

export interface PaymentsEnv {
  NODE_ENV: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The payments config, or the one problem that stops the server from starting. */
export function readPaymentsConfig(env: PaymentsEnv): PaymentsConfig | { problem: string } {
  const missing = KEYS.filter((k) => !env[k]);
  if (missing.length === KEYS.length) {
    if (env.NODE_ENV === 'production') {
      return { problem: `NODE_ENV=production needs ${KEYS.join(', ')}: the demo payment gateway never runs in production` };
    }
    if (env.STRIPE_API_BASE) return { problem: 'STRIPE_API_BASE is set but the Stripe keys are not' };
    return { gateway: 'demo' };
  }
  if (missing.length) return { problem: `Stripe needs all of ${KEYS.join(', ')}; missing ${missing.join(', ')}` };
  const secretKey = env.STRIPE_SECRET_KEY!;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY!;
  if (secretKey.includes('_test_') !== publishableKey.startsWith('pk_test_')) {
    return { problem: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY mix test and live mode' };
  }
  return {
    gateway: 'stripe',
    secretKey,
    publishableKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    ...(env.STRIPE_API_BASE ? { api: apiAddress(env.STRIPE_API_BASE) } : {}),
  };
}

/** http://127.0.0.1:12111 -> the SDK's host, port and protocol settings. */
export function apiAddress(base: string): StripeApiAddress {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
