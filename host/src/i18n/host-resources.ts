import { registerTranslations, type TextsLoader } from '@venue/shared';

// Texts of the host's own screens (the home page), a module per language in host/; the common
// texts live in shared.
export const loadHostTexts: TextsLoader = (lng) => import(/* webpackMode: "eager" */ `./host/${lng}`);

export function registerHostTranslations(): void {
  registerTranslations('host', loadHostTexts);
}
