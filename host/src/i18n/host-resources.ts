import { registerTranslations } from '@venue/shared';
import loadHostTexts from './host';

// Texts of the host's own screens (the home page), a module per language in host/; the common
// texts live in shared.
export { loadHostTexts };

export function registerHostTranslations(): void {
  registerTranslations('host', loadHostTexts);
}
