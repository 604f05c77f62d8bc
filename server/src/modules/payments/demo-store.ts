/**
 * Where the demo gateway keeps its intents: in memory, and in a JSON file in DATA_DIR when one
 * is given, so a payment survives a restart (features recover from it like from Stripe).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoCardBehaviour } from './demo-cards';
import type { StripeLikeEvent, StripeLikePaymentIntent, StripeLikeSetupIntent } from './stripe-objects';

export interface DemoPaymentIntent extends StripeLikePaymentIntent {
  payment_method: string | null;
  customer: string | null;
  created: number;
  livemode: false;
  receipt_email: string | null;
}

export interface DemoSetupIntent extends StripeLikeSetupIntent {
  payment_method: string | null;
  customer: string | null;
  created: number;
  livemode: false;
  usage: 'off_session';
}

/** A card as the demo remembers it: never the full number, only how it behaves. */
export interface DemoPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  behaviour: DemoCardBehaviour;
  declineCode: string | null;
  customer: string | null;
  /** Set up for off-session use through a SetupIntent (and authenticated if the bank asked). */
  offSessionReady: boolean;
}

export interface DemoData {
  paymentIntents: Record<string, DemoPaymentIntent>;
  setupIntents: Record<string, DemoSetupIntent>;
  customers: Record<string, { id: string; email: string | null; name: string | null; metadata: Record<string, string> }>;
  paymentMethods: Record<string, DemoPaymentMethod>;
  /** Refunds of succeeded intents (the demo refunds at once). */
  refunds: Record<string, { id: string; payment_intent: string; amount: number; status: 'succeeded'; metadata: Record<string, string>; created: number }>;
  /** idempotency key -> the request it was first used with and what it returned */
  idempotency: Record<string, { request: string; result: unknown }>;
  /** Events not yet handled without error, oldest first (delivered again on the next chance). */
  pendingEvents: StripeLikeEvent[];
}

const empty = (): DemoData => ({
  paymentIntents: {},
  setupIntents: {},
  customers: {},
  paymentMethods: {},
  refunds: {},
  idempotency: {},
  pendingEvents: [],
});

export class DemoStore {
  readonly data: DemoData;

  constructor(private readonly file?: string) {
    this.data = file && existsSync(file) ? { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoData>) } : empty();
  }

  /** Writes the whole state (small: a demo's worth of payments); rename keeps the file whole. */
  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, this.file);
  }
}
