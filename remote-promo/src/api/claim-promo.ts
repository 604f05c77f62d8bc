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

/** docs/api.md, promo/claim: the code is on its way by e-mail; `id` opens its page at once. */
export async function claimPromo(req: ClaimRequest): Promise<{ email: string; id?: string }> {
  const res = await apiPost<{ email: string; id?: string }>(
    API_PATHS.promoClaim,
    {
      ...req,
      privacy: req.privacy ? 1 : 0,
      marketing: req.marketing ? 1 : 0,
    },
    { idempotent: true },
  );
  return res.data ?? { email: req.email };
}

/** docs/api.md, promo/resend: the same answer whatever the address. */
export async function resendPromoCode(req: { urlName: string; email: string; language: string }): Promise<void> {
  await apiPost(API_PATHS.promoClaim.replace(/claim$/, 'resend'), req);
}
