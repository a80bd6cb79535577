// First: configures zod before any contract schema exists.
import './lib/zod-config';
import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLanguage } from './lib/i18n';
import { loadUiLocale } from './lib/ui-locale';
import { useAppStore } from './stores/app-store';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
const app = container;

function render() {
  createRoot(app).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The start language's texts (ours and antd's) first, so the first render already speaks it; if
// they fail to load the console still starts, in English.
const { language } = useAppStore.getState();
// The configured shop title, in its own chunk so the first paint does not wait for it.
void import('./lib/load-shop-title').then((m) => m.loadShopTitle());
Promise.all([loadLanguage(language), loadUiLocale(language)]).then(render, (error: unknown) => {
  console.warn('Texts of the start language failed to load', error);
  render();
});
