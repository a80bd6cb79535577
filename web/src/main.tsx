// First: configures zod before any contract schema exists.
import './lib/zod-config';
import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
