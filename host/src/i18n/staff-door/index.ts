// The texts of this folder, a module per language. The browser build replaces this module with
// the addresses of their JSON files (webpack/texts-index-loader.cjs); the server build and Jest
// import the language's module itself.
import type { TextsLoader } from '@venue/shared';

const loadTexts: TextsLoader = (lng) => import(`./${lng}`);

export default loadTexts;
