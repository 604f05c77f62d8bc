// The built loader's entry (webpack/after-paint-loader-config.cjs): runs once, where it stands.
import { startAfterPaint } from './after-paint-loader';

startAfterPaint(document, window);
