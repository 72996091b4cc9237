// Stands in for @wallet-kit/react's identity-provider marks (drawn logos, a chunk of their own there,
// which would go inline here): in the script-tag bundle a sign-in button shows the provider's initial,
// as the React widget does for a provider it has no mark for. The button's text names the provider.
export function ProviderMark({ provider }: { provider: string }) {
  return (
    <span className="wk-mark" data-mark="initial" aria-hidden="true">
      {provider.trim().charAt(0).toUpperCase()}
    </span>
  );
}
