import { startStandalone } from '@venue/shared/standalone';
import pages from './pages';

startStandalone({ remote: 'promo', pages, apiOrigin: __API_ORIGIN__, buildLabel: __BUILD_LABEL__ });
