import { Link, useTranslation } from '@venue/shared';

/** The link to "find my booking" (/reserve/find), on the booking page and the end pages: a file apart, so they do not bring the page's form. */
export function FindBookingLink() {
  const { t } = useTranslation('bookingHelp');
  return (
    <p>
      <Link to="/reserve/find" data-testid="find-booking-link">
        {t('find.link')}
      </Link>
    </p>
  );
}
