import type { MouseEvent } from 'react';
import { useTranslation } from '@venue/shared';

/**
 * The first tab stop: jumps over the venue's header and the navigation to the page's heading
 * (or the main area). Handled here rather than by the #main fragment, which the router would
 * take for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  return (
    <a href="#main" className="sh-skip-link" onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
