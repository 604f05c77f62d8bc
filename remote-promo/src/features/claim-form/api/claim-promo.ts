import { API_PATHS, apiPost } from '@venue/shared';

export interface ClaimRequest {
  urlName: string;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  privacy: boolean;
  marketing: boolean;
  language: string;
  altcha: string;
}

/** docs/api.md, promo/claim: resolves when the code is on its way by e-mail. */
export async function claimPromo(req: ClaimRequest): Promise<void> {
  await apiPost(API_PATHS.promoClaim, {
    ...req,
    privacy: req.privacy ? 1 : 0,
    marketing: req.marketing ? 1 : 0,
  });
}
