/** On the confirm page: the code just claimed and its QR code, at once (the e-mail carries the same). */
import { LoadingState, useApiData } from '@venue/shared';
import { getClaimWithQr } from '../../api/get-claim';
import { CodeCard } from '../../components/code-card';

export function ClaimedCode({ urlName, id }: { urlName: string; id: string }) {
  const [state, reload] = useApiData((signal) => getClaimWithQr(urlName, id, signal), [urlName, id]);
  if (state.status === 'loading') return <LoadingState />;
  // Any failure: the page still says the code went by e-mail.
  return state.status === 'ready' ? <CodeCard claim={state.data} onRefresh={reload} heading="h2" /> : null;
}
