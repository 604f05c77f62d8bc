/** The guest's contact details as the booking form and the large-party request keep them while typed. */
export interface GuestData {
  firstName: string;
  lastName: string;
  email: string;
  phone: { prefix: string; number: string };
  visitReason: string;
  visitReasonOther: string;
  notes: string;
  privacy: boolean;
  marketing: boolean;
  /** Texts about the booking agreed (offered only where the venue sends them). */
  texts: boolean;
}

export const emptyGuest = (prefix: string): GuestData => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: { prefix, number: '' },
  visitReason: '',
  visitReasonOther: '',
  notes: '',
  privacy: false,
  marketing: false,
  texts: false,
});
