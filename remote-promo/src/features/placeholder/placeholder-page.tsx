import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Stands in for a screen that a later issue builds; the route and its parameters are real. */
export function PlaceholderPage({ page }: { page: string }) {
  const { t } = useTranslation('promo');
  const params = useParams();
  return (
    <section className="sh-card" data-page={page} data-build={__BUILD_LABEL__} aria-labelledby="page-title">
      <h1 id="page-title">{t(`pages.${page}`)}</h1>
      <p>{t('placeholder')}</p>
      {Object.keys(params).length > 0 && (
        <dl className="params">
          {Object.entries(params).map(([name, value]) => (
            <div key={name}><dt>{name}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      )}
    </section>
  );
}
