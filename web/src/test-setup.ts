// Unit tests render signed-in components without the layout's loader: give them every English text.
import { loadSignedInEnglish } from './lib/i18n';

await loadSignedInEnglish();
