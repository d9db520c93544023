import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { WebConfig } from '../../shared/api/web-config';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';

async function loadConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return WebConfig.parse(await response.json());
}

function BootError() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
      <h1>The application could not start</h1>
      <p>Its configuration could not be loaded. Check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);

loadConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppProviders config={config}>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    root.render(<BootError />);
  },
);
