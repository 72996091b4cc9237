// The elements in React's JSX, with their attributes and (React 19) event props. Shipped as
// dist/react.d.ts: `import type {} from '@wallet-kit/embed/react';` once in a React app.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WalletKitElement, WalletKitElementAttributes, WalletKitElementEvents, WalletKitEventAlias, WalletKitSharedAttributes, WalletKitTag } from './types.js';

/**
 * React 19 adds a listener for a function prop named `on` + the event name, so the colon-free
 * alias works as a prop: `onwallet-kit-complete={(event) => …}`. React 18 ignores such props: use a
 * ref and addEventListener there.
 */
type EventProps<Tag extends WalletKitTag> = {
  [Name in keyof WalletKitElementEvents[Tag] & string as `on${WalletKitEventAlias<Name>}`]?: (event: CustomEvent<WalletKitElementEvents[Tag][Name]>) => void;
};

/** One element's JSX props: React's own for an HTML element, its attributes, its events. */
export type WalletKitJsxProps<Tag extends WalletKitTag> = DetailedHTMLProps<HTMLAttributes<WalletKitElement<Tag>>, WalletKitElement<Tag>> &
  WalletKitSharedAttributes &
  WalletKitElementAttributes[Tag] &
  EventProps<Tag>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'wallet-kit-sign-in': WalletKitJsxProps<'wallet-kit-sign-in'>;
      'wallet-kit-quote-confirmation': WalletKitJsxProps<'wallet-kit-quote-confirmation'>;
      'wallet-kit-sca-challenge': WalletKitJsxProps<'wallet-kit-sca-challenge'>;
      'wallet-kit-transaction-status': WalletKitJsxProps<'wallet-kit-transaction-status'>;
      'wallet-kit-otp-input': WalletKitJsxProps<'wallet-kit-otp-input'>;
      'wallet-kit-quote-summary': WalletKitJsxProps<'wallet-kit-quote-summary'>;
      'wallet-kit-payment-instructions': WalletKitJsxProps<'wallet-kit-payment-instructions'>;
      'wallet-kit-card': WalletKitJsxProps<'wallet-kit-card'>;
      'wallet-kit-card-controls': WalletKitJsxProps<'wallet-kit-card-controls'>;
      'wallet-kit-card-activity': WalletKitJsxProps<'wallet-kit-card-activity'>;
      'wallet-kit-contact-verification': WalletKitJsxProps<'wallet-kit-contact-verification'>;
      'wallet-kit-verification-status': WalletKitJsxProps<'wallet-kit-verification-status'>;
      'wallet-kit-payee-manager': WalletKitJsxProps<'wallet-kit-payee-manager'>;
      'wallet-kit-payee-picker': WalletKitJsxProps<'wallet-kit-payee-picker'>;
      'wallet-kit-invitation-claim': WalletKitJsxProps<'wallet-kit-invitation-claim'>;
      'wallet-kit-agent-actions': WalletKitJsxProps<'wallet-kit-agent-actions'>;
      'wallet-kit-balance': WalletKitJsxProps<'wallet-kit-balance'>;
      'wallet-kit-activity': WalletKitJsxProps<'wallet-kit-activity'>;
      'wallet-kit-transaction-receipt': WalletKitJsxProps<'wallet-kit-transaction-receipt'>;
      'wallet-kit-send-money': WalletKitJsxProps<'wallet-kit-send-money'>;
      'wallet-kit-receive': WalletKitJsxProps<'wallet-kit-receive'>;
    }
  }
}
