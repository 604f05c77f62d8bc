/** The edit-link secret's shape (docs/api.md): a link with anything else is not a reservation. */
export const isReservationHash = (hash: string): boolean => /^[A-Za-z0-9_-]{22,64}$/.test(hash);
