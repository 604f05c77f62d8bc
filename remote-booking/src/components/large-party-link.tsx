/** Under the party sizes: a bigger group asks the venue (the request page). */
import { Link, useTranslation } from '@venue/shared';

export function LargePartyLink({ max }: { max: number }) {
  const { t } = useTranslation('bookingHelp');
  return (
    <p>
      <Link to="/reserve/request" data-testid="large-party-link">
        {t('large.link', { max })}
      </Link>
    </p>
  );
}
