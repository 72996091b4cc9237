// Stands in for @wallet-kit/client's onboarding and delegated-key calls in the script-tag bundle: no
// element there uses them (the onboarding widgets are not in wallet-kit.js, which they would take past
// its 60 kB gzip budget), and the bundle's client is never handed to the page. A call fails at once.

const leftOut = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`${name}: the script-tag bundle leaves out the onboarding calls; use @wallet-kit/client`));

const calls = <const Names extends readonly string[]>(names: Names) => Object.fromEntries(names.map((name) => [name, leftOut(name)])) as Record<Names[number], () => Promise<never>>;

/** Every call of the client's `onboarding` area, each failing. */
export const onboardingCalls = calls([
  'getOnboarding',
  'getCustomer',
  'getEndUserTerms',
  'acceptEndUserTerms',
  'sendContactCode',
  'confirmContactCode',
  'createVerificationLink',
  'submitVerification',
  'listVerifications',
  'uploadDocument',
  'replaceDocument',
  'listDocuments',
  'deleteDocument',
  'listBeneficialOwners',
  'addBeneficialOwner',
  'updateBeneficialOwner',
]);

/** Every call of the client's `delegatedKeys` area, each failing. */
export const delegatedKeyCalls = calls(['createDelegatedKey', 'listDelegatedKeys', 'revokeDelegatedKey']);
