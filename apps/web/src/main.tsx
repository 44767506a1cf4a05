// First: zod must know before it loads that the CSP forbids eval (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The static opening screen in index.html is on the page already, so the first render need not
// block: as a transition React renders the app in slices, and input and paint go on between them.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
