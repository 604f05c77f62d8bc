import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

interface RoutePlaceholderProps {
  /** The remote's i18n namespace: it holds `pages.<page>` and `placeholder`. */
  ns: string;
  page: string;
  /** The remote's own build label (shared cannot read its build constants). */
  buildLabel: string;
}

/** Stands in for a screen a later issue builds; the route, its remote and its parameters are real. */
export function RoutePlaceholder({ ns, page, buildLabel }: RoutePlaceholderProps) {
  const { t } = useTranslation(ns);
  const params = useParams();
  return (
    <section className="sh-card" data-page={page} data-build={buildLabel} aria-labelledby="page-title">
      <h1 id="page-title">{t(`pages.${page}`)}</h1>
      <p>{t('placeholder')}</p>
      {Object.keys(params).length > 0 && (
        <dl className="params">
          {Object.entries(params).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
