/**
 * The claim just made, for the confirm page's "Show my code". Kept in this page's memory only:
 * not in the router's state (history.state, which every script of the page reads) nor in the
 * address. Its id opens the code's page, a secret, and the confirm page runs the venue's scripts
 * (docs/security.md, "Secrets in addresses").
 */
let claimed: { urlName: string; id: string } | null = null;

export function rememberClaim(urlName: string, id: string): void {
  claimed = { urlName, id };
}

/** The id of the claim just made on this promotion, if this page made one. */
export function claimedId(urlName: string): string | null {
  return claimed?.urlName === urlName ? claimed.id : null;
}
