import '@wallet-kit/react/styles.css';
import './app.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Northwind Wallet (Next.js example)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
