import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WalletKitProvider } from '@wallet-kit/react';
import '@wallet-kit/react/styles.css';
import { App } from './App.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <WalletKitProvider baseUrl="/api/service" environment="sandbox">
      <App />
    </WalletKitProvider>
  </StrictMode>,
);
