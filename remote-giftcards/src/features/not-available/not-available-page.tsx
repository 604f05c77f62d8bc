import { Link, useTranslation } from '@venue/shared';
import { PageRoot } from '../../components/page-root';
import { StatusCard } from '../../components/status-card';
import { listPath } from '../../lib/paths';

/** /frontpage/giftcard/{id}/notavalaible: a gift card that cannot be bought (any more). */
export function NotAvailablePage() {
  const { t } = useTranslation('giftcards');
  return (
    <PageRoot page="GiftcardNotAvailable">
      <StatusCard tone="ko" title={t('notAvailable.title')} message={t('notAvailable.message')}>
        <Link to={listPath()} className="sh-button sh-button--secondary">
          {t('notAvailable.back')}
        </Link>
      </StatusCard>
    </PageRoot>
  );
}
