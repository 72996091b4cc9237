// jsdom has no WebAuthn. The widgets' logic tests stand for a browser that has it (their passkey ceremonies are
// stand-ins); the path without it, as a person meets it, is tested in a real engine that lacks it (WebKitGTK).
if (typeof window !== 'undefined' && !('PublicKeyCredential' in window)) {
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true });
}
