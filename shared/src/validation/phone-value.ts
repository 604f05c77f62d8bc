/** A phone as a form holds it: the calling code chosen and the number typed. */
export interface PhoneValue {
  /** Calling code, e.g. '+39'. */
  prefix: string;
  number: string;
}
