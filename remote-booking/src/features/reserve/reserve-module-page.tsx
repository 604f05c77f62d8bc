import { useParams } from '@venue/shared';
import { ReservePage } from './reserve-page';

/** /r/{reservemodule?}: the booking form of a module; /r alone is the plain booking form. */
export function ReserveModulePage() {
  const { reservemodule } = useParams();
  return <ReservePage key={reservemodule ?? ''} moduleSlug={reservemodule} pageName="ReserveModule" />;
}
