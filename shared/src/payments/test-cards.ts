/** The test cards listed on the TEST MODE form (the demo gateway's, see docs/payments.md). */
export interface TestCardHint {
  number: string;
  outcome: 'succeeds' | 'declined' | 'authentication';
}

export const TEST_CARD_HINTS: readonly TestCardHint[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0025 0000 3155', outcome: 'authentication' },
];
