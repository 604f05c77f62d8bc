import { currentLanguage, formatMoney, localized, Link, useTranslation } from '@venue/shared';
import { VoucherTerms } from '../../components/voucher-terms';
import { detailPath } from '../../lib/paths';
import styles from './giftcard-list.module.css';
import { type GiftcardProduct } from '../../api/giftcard-schemas';

/**
 * One gift card of the list: picture, title, values, and the way to its page. The first card's
 * picture is the largest thing on a phone's first screen: fetched at once and first, the others
 * when they come near.
 */
export function ProductCard({ product, first = false }: { product: GiftcardProduct; first?: boolean }) {
  const { t, i18n } = useTranslation('giftcards');
  const lng = i18n.language;
  const money = (minor: number) => formatMoney(minor, product.valuta, currentLanguage());
  const lowest = Math.min(...product.valori, ...(product.importoLibero ? [product.importoMin] : []));
  const available = product.disponibile === 1;
  const title = localized(product.titolo, lng);
  return (
    <li className={`sh-card ${styles.card}`} data-available={available ? 'yes' : 'no'} data-testid="giftcard-product">
      {product.foto ? (
        <img className={styles.image} src={product.foto} alt="" width={640} height={360} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{localized(product.descrizione, lng)}</p>
      <VoucherTerms voucher={product.voucher} />
      <p className={styles.price}>
        {product.valori.length === 1 && !product.importoLibero ? money(product.valori[0]!) : t('list.from', { amount: money(Number.isFinite(lowest) ? lowest : 0) })}
        {product.importoLibero ? <span className={styles.custom}> · {t('list.customAmount')}</span> : null}
      </p>
      <p className={styles.validity}>{t('list.validity', { months: product.validitaMesi })}</p>
      {available ? (
        <Link to={detailPath(product.id)} className="sh-button" aria-label={`${t('list.choose')}: ${title}`}>
          {t('list.choose')}
        </Link>
      ) : (
        <Link to={detailPath(product.id)} className={`sh-button sh-button--secondary ${styles.unavailable}`}>
          {t('list.unavailable')}
        </Link>
      )}
    </li>
  );
}
