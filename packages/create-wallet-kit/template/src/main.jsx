import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from '@wallet-kit/client';
import { WalletKitProvider } from '@wallet-kit/react';
import '@wallet-kit/react/styles.css';
import { App } from './App.jsx';

// `events: false`: the backend serves no live-update stream (add createEvents to backend.js for one); widgets poll.
const client = createClient({ baseUrl: '/api/service', environment: 'sandbox', events: false });

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <WalletKitProvider client={client}>
      <App />
    </WalletKitProvider>
  </StrictMode>,
);
