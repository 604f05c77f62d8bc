import { ErrorState, LoadingState, useApiData, type GiftcardProduct, Link, Navigate, useParams, useTranslation } from '@venue/shared';
import { getGiftcard } from '../../api/giftcards-api';
import { PageRoot } from '../../components/page-root';
import { type Cart, loadCart } from '../../lib/cart';
import { ID_FROM_URL, listPath, notAvailablePath } from '../../lib/paths';
import { CheckoutForm } from './checkout-form';
import styles from './checkout.module.css';

/** The choice made on the detail screen, or the product's first value when the page is opened directly. */
function cartFor(product: GiftcardProduct): Cart {
  const saved = loadCart(product.id);
  const acceptable = (amount: number) =>
    product.valori.includes(amount) || (product.importoLibero === 1 && amount >= product.importoMin && amount <= product.importoMax);
  if (saved && acceptable(saved.amount)) return saved;
  return { productId: product.id, amount: product.valori[0] ?? product.importoMin, quantity: 1 };
}

/** /frontpage/giftcard/checkout/{id?}: order summary, recipient, buyer data, payment method, consents. */
export function CheckoutPage() {
  const { id } = useParams();
  const { t } = useTranslation('giftcards');
  const productId = id ? Number(id) : (loadCart()?.productId ?? 0);
  const [state, reload] = useApiData((signal) => (productId > 0 ? getGiftcard(productId, signal) : Promise.resolve(null)), [productId], ID_FROM_URL);

  if (state.status === 'error' && state.code === 'GIFTCARD_NOT_AVAILABLE') return <Navigate to={notAvailablePath(productId)} replace />;
  const empty = !(productId > 0) || (state.status === 'ready' && !state.data) || state.status === 'notFound';

  return (
    <PageRoot page="Checkout">
      <h1 className={styles.title}>{t('pages.Checkout')}</h1>
      {empty ? (
        <div className={`sh-card ${styles.empty}`}>
          <p>{t('checkout.empty')}</p>
          <Link to={listPath()} className="sh-button">
            {t('checkout.chooseOne')}
          </Link>
        </div>
      ) : state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'error' ? (
        <ErrorState onRetry={reload} />
      ) : state.data ? (
        <CheckoutForm product={state.data} cart={cartFor(state.data)} />
      ) : null}
    </PageRoot>
  );
}
