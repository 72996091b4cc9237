import { EmbedError } from '../errors.js';

// Stands in for @wallet-kit/client's onboarding and delegated-key calls in wallet-kit.js: the client
// loads them on their first call, which a single script file cannot do. The onboarding calls come
// with wallet-kit.onboarding.js (its widgets are their only users here), which hands them over; the
// delegated-key calls have no widget and fail at once.

type Call = (...args: never[]) => Promise<unknown>;

let provided: Readonly<Record<string, Call>> | undefined;

/** Called by wallet-kit.onboarding.js with the client's real onboarding calls. */
export function provideOnboardingCalls(calls: Readonly<Record<string, Call>>): void {
  provided = calls;
}

const forwarded =
  (name: string) =>
  (...args: never[]): Promise<unknown> => {
    const call = provided?.[name];
    if (call) return call(...args);
    return Promise.reject(new EmbedError('AREA_NOT_LOADED', `client.onboarding.${name}: the onboarding calls come with wallet-kit.onboarding.js; add it beside wallet-kit.js or call WalletKit.load('onboarding')`));
  };

const leftOut = (name: string) => (): Promise<never> => Promise.reject(new Error(`${name}: the script-tag bundle leaves out the delegated-key calls; use @wallet-kit/client`));

const calls = <const Names extends readonly string[]>(names: Names, make: (name: string) => Call) => Object.fromEntries(names.map((name) => [name, make(name)])) as Record<Names[number], () => Promise<never>>;

/** Every call of the client's `onboarding` area, each passed on to wallet-kit.onboarding.js's. */
export const onboardingCalls = calls(
  [
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
  ],
  forwarded,
);

/** Every call of the client's `delegatedKeys` area, each failing. */
export const delegatedKeyCalls = calls(['createDelegatedKey', 'listDelegatedKeys', 'revokeDelegatedKey'], leftOut);
