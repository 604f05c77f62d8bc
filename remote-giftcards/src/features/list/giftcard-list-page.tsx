import { useAtomValue } from 'jotai';
import { ErrorState, LoadingState, locationAtom, usePageData, useTranslation } from '@venue/shared';
import { readGiftcardList } from '../../api/giftcards-api';
import { PageRoot } from '../../components/page-root';
import { loadedNearScreen } from '../../lib/near-screen';
import { ProductCard } from './product-card';
import styles from './giftcard-list.module.css';

// Below the cards: its code, and with it the form primitives (@venue/shared/forms), is not part
// of the list's first view.
const BalanceCheck = loadedNearScreen(() => import('./balance-check').then((m) => m.BalanceCheck));

/** /frontpage/giftcards: the venue's gift cards (or 'no gift cards found') and the balance check. */
export function GiftcardListPage() {
  const { t } = useTranslation('giftcards');
  const location = useAtomValue(locationAtom);
  const [state, reload] = usePageData('giftcards', readGiftcardList);

  return (
    <PageRoot page="GiftcardList">
      <header className={styles.header}>
        <h1>{t('pages.GiftcardList')}</h1>
        <p className={styles.intro}>{t('list.intro', { venue: location?.locationname ?? '' })}</p>
      </header>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorState message={t('list.loadError')} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className={`sh-card ${styles.empty}`} data-testid="giftcards-empty">
            {t('list.empty')}
          </p>
        ) : (
          <ul className={styles.grid}>
            {state.data.map((product, index) => (
              <ProductCard key={product.id} product={product} first={index === 0} />
            ))}
          </ul>
        ))}
      {/* With the cards, not before them: drawn under a list still loading, the cards would push it down. */}
      {state.status !== 'loading' && <BalanceCheck />}
    </PageRoot>
  );
}
