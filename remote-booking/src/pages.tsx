import { lazy } from 'react';
import type { RemotePagesModule } from '@venue/shared';
import { registerBookingTranslations } from './i18n/resources';

registerBookingTranslations();

const placeholder = (page: string) =>
  lazy(() => import('./features/placeholder/placeholder-page').then(({ PlaceholderPage }) => ({ default: () => <PlaceholderPage page={page} /> })));

/** What this remote exposes as ./pages: one component per route of the spec it owns. */
const pages: RemotePagesModule = {
  Reserve: placeholder('Reserve'),
  ReserveModule: placeholder('ReserveModule'),
  ReserveMessage: placeholder('ReserveMessage'),
  ReserveEdit: placeholder('ReserveEdit'),
  ReserveEditConfirm: placeholder('ReserveEditConfirm'),
  ReserveEditError: placeholder('ReserveEditError'),
};

export default pages;
