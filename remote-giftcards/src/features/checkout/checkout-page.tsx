import { ErrorState, LoadingState, NoScriptNote, useApiData, useHydrated, usePageData, Link, Navigate, useParams, useTranslation, type ApiData } from '@venue/shared';
import { getGiftcard, readGiftcard } from '../../api/giftcards-api';
import { PageRoot } from '../../components/page-root';
import { type Cart, loadCart } from '../../lib/cart';
import { ID_FROM_URL, listPath, notAvailablePath } from '../../lib/paths';
import { CheckoutForm } from './checkout-form';
import styles from './checkout.module.css';
import { type GiftcardProduct } from '../../api/giftcard-schemas';

/**
 * The choice made on the detail screen, or the product's first value when the page is opened
 * directly. The saved choice is the tab's (session storage): only the browser knows it, so the
 * server and the hydrating render show the first value, and the saved one follows.
 */
function cartFor(product: GiftcardProduct, hydrated: boolean): Cart {
  const saved = hydrated ? loadCart(product.id) : null;
  const acceptable = (amount: number) => product.valori.includes(amount) || (product.importoLibero === 1 && amount >= product.importoMin && amount <= product.importoMax);
  if (saved && acceptable(saved.amount)) return saved;
  return { productId: product.id, amount: product.valori[0] ?? product.importoMin, quantity: 1 };
}

/** /frontpage/giftcard/checkout/{id?}: order summary, recipient, buyer data, payment method, consents. */
export function CheckoutPage() {
  const { id } = useParams();
  const { t } = useTranslation('giftcards');
  const hydrated = useHydrated();
  // Without an id in the address the product is the tab's saved choice, which only the browser
  // knows: the server (and the hydrating render) show the loading state until then.
  const productId = id ? Number(id) : hydrated ? (loadCart()?.productId ?? 0) : undefined;
  return (
    <PageRoot page="Checkout">
      <h1 className={styles.title}>{t('pages.Checkout')}</h1>
      <NoScriptNote />
      {productId === undefined ? <LoadingState /> : <ProductCheckout key={productId} productId={productId} inAddress={Boolean(id)} />}
    </PageRoot>
  );
}

function ProductCheckout({ productId, inAddress }: { productId: number; inAddress: boolean }) {
  // A card named in the address is the page's data (its route's loader, the detail page's), in
  // the server's HTML with its form; the tab's saved choice is loaded here.
  return inAddress && productId > 0 ? <AddressProductCheckout productId={productId} /> : <SavedProductCheckout productId={productId} />;
}

function AddressProductCheckout({ productId }: { productId: number }) {
  const [state, reload] = usePageData('giftcard', readGiftcard, ID_FROM_URL);
  return <ProductCheckoutState productId={productId} state={state} reload={reload} />;
}

function SavedProductCheckout({ productId }: { productId: number }) {
  const [state, reload] = useApiData((signal) => (productId > 0 ? getGiftcard(productId, signal) : Promise.resolve(null)), [productId], ID_FROM_URL);
  return <ProductCheckoutState productId={productId} state={state} reload={reload} />;
}

function ProductCheckoutState({ productId, state, reload }: { productId: number; state: ApiData<GiftcardProduct | null>; reload: () => void }) {
  const { t } = useTranslation('giftcards');
  const hydrated = useHydrated();
  if (state.status === 'error' && state.code === 'GIFTCARD_NOT_AVAILABLE') return <Navigate to={notAvailablePath(productId)} replace />;
  const empty = !(productId > 0) || (state.status === 'ready' && !state.data) || state.status === 'notFound';
  if (empty) {
    return (
      <div className={`sh-card ${styles.empty}`}>
        <p>{t('checkout.empty')}</p>
        <Link to={listPath()} className="sh-button">
          {t('checkout.chooseOne')}
        </Link>
      </div>
    );
  }
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return <ErrorState onRetry={reload} />;
  return state.status === 'ready' && state.data ? <CheckoutForm product={state.data} cart={cartFor(state.data, hydrated)} /> : null;
}
