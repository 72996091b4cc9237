import { ServerError } from './errors.js';
import { describeValue, objectOption } from './options.js';
import { CUSTOMER_ID } from './pipeline/authenticate.js';
import { serviceJson, wrongServiceUrl } from './service-check.js';
import { checkUpstreamOptions, createUpstream, misconfiguredCall, type UpstreamOptions } from './upstream.js';

/** Options of {@link createProvisioner}: the same service and credentials as `createServiceHandler`'s. */
export interface ProvisionerOptions {
  /** The service's base URL including the version, e.g. `https://api.example.com/2025-10-13`. */
  serviceUrl: string;
  /** The platform's API client id; it never leaves this server. */
  clientId: string;
  /** The platform's API secret; it never leaves this server. */
  clientSecret: string;
  /** The fetch that reaches the service; the global one by default (tests pass the sandbox's). */
  fetch?: typeof fetch;
}

/** The customer to create when your user has none yet: the service's `POST /customers` fields, less `platformCustomerId`. */
export interface CustomerToCreate {
  /** `'INDIVIDUAL'` (default) or `'BUSINESS'`. */
  customerType?: 'INDIVIDUAL' | 'BUSINESS';
  /** Where the customer lives, which sets the wallet's currency and whether SCA applies: `'US'`, `'EU'`, ... */
  region: string;
  /** The customer's e-mail address (the wallet's e-mail code credential goes there). */
  email?: string;
  /** E.164, e.g. `+14155550123` (SMS codes). */
  phoneNumber?: string;
  /** A person's name. */
  fullName?: string;
  /** A business's registered name. */
  legalName?: string;
  /** `$handle@your-uma-domain`; the service picks one from `platformCustomerId` when absent. */
  umaAddress?: string;
}

/** The service's customer linked to your user, with the fields the kit's screens use. */
export interface ProvisionedCustomer {
  /** `Customer:<uuid>`: what `resolveEndUser` returns for this user. */
  id: string;
  /** Your user's id, as you gave it. */
  platformCustomerId: string;
  /** `'INDIVIDUAL'` or `'BUSINESS'`. */
  customerType: string;
  /** The customer's region (`'US'`, `'EU'`, ...). */
  region: string;
  /** The customer's e-mail address, when it has one. */
  email?: string;
  /** A person's name, when given. */
  fullName?: string;
  /** The customer's UMA address, when it has one. */
  umaAddress?: string;
}

/** The customer's embedded wallet: the account `<SignIn accountId>` signs in to and quotes are paid from. */
export interface ProvisionedWallet {
  /** `InternalAccount:<uuid>`. */
  id: string;
  /** The wallet's currency, e.g. `USD`. */
  currency: string;
}

/** One of the customer's payees (external accounts), with a label to show, e.g. as `<QuoteConfirmation destinationLabel>`. */
export interface ProvisionedPayee {
  /** `ExternalAccount:<uuid>`: a quote's `destination.accountId`. */
  id: string;
  /** The currency the payee receives. */
  currency: string;
  /** The service's `accountInfo.accountType`, e.g. `EUR_ACCOUNT`. */
  accountType: string;
  /** The rails the account takes (`SEPA_INSTANT`, `ACH`, ...), as the service lists them. */
  paymentRails: string[];
  /** The beneficiary's name, else the wallet provider's. */
  name: string;
  /** What tells two accounts of one person apart, masked: `IBAN •••• 0189`, `CLABE •••• 9719`. */
  detail: string;
  /** `name · detail`: what a person recognises, and never a raw id. */
  label: string;
}

/** Your user, linked to the service: what your pages and `resolveEndUser` need. */
export interface ProvisionedEndUser {
  /** The service's customer for your user. */
  customer: ProvisionedCustomer;
  /** Whether this call created the customer (and so its wallet): a first visit. */
  created: boolean;
  /** The customer's embedded wallet. */
  wallet: ProvisionedWallet;
  /** The customer's payees, oldest first, each with a label. */
  payees: ProvisionedPayee[];
}

/** What {@link createProvisioner} returns. */
export interface Provisioner {
  /**
   * Finds the customer whose `platformCustomerId` is your user's id, or creates it from `customer`
   * (the service opens its embedded wallet with it), then reads the wallet and the payees. Safe to
   * call on every sign-in, and from several instances at once: a lost creation race reads the winner's.
   */
  link(user: { platformCustomerId: string; customer: CustomerToCreate }): Promise<ProvisionedEndUser>;
  /** The same, without creating: `undefined` when the service has no customer for that id yet. */
  find(platformCustomerId: string): Promise<ProvisionedEndUser | undefined>;
  /** The customer's embedded wallet; `undefined` when it has none. */
  walletOf(customerId: string): Promise<ProvisionedWallet | undefined>;
  /** The customer's payees, every page of them, each with a label. */
  payeesOf(customerId: string): Promise<ProvisionedPayee[]>;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function customerView(body: Json): ProvisionedCustomer {
  const email = text(body.email);
  const fullName = text(body.fullName);
  const umaAddress = text(body.umaAddress);
  return {
    id: String(body.id),
    platformCustomerId: String(body.platformCustomerId),
    customerType: String(body.customerType),
    region: String(body.region),
    ...(email ? { email } : {}),
    ...(fullName ? { fullName } : {}),
    ...(umaAddress ? { umaAddress } : {}),
  };
}

const masked = (value: string) => `•••• ${value.slice(-4)}`;

/** What {@link describePayee} makes of an external account's `accountInfo`. */
export interface PayeeDescription {
  /** The beneficiary's name, else the wallet provider's or the bank's. */
  name: string;
  /** A masked identifier: `IBAN •••• 0189`, `Example Bank •••• 9012`. */
  detail: string;
}

/** A payee's name and masked detail from its `accountInfo`, whatever the rail. */
export function describePayee(accountInfo: Readonly<Json>): PayeeDescription {
  objectOption('describePayee: accountInfo', accountInfo, false);
  const beneficiary = (accountInfo.beneficiary ?? {}) as Json;
  const name = text(beneficiary.fullName) ?? text(beneficiary.legalName) ?? text(accountInfo.vaspName) ?? text(accountInfo.bankName) ?? String(accountInfo.accountType);
  const iban = text(accountInfo.iban);
  const clabe = text(accountInfo.clabeNumber);
  const pix = text(accountInfo.pixKey);
  const number = text(accountInfo.accountNumber);
  const address = text(accountInfo.address);
  const detail = iban
    ? `IBAN ${masked(iban)}`
    : clabe
      ? `CLABE ${masked(clabe)}`
      : pix
        ? `PIX ${masked(pix)}`
        : number
          ? `${text(accountInfo.bankName) ?? String(accountInfo.accountType)} ${masked(number)}`
          : address
            ? `${address.slice(0, 6)}…${address.slice(-4)}`
            : String(accountInfo.accountType);
  return { name, detail };
}

function payeeView(body: Json): ProvisionedPayee {
  // The service's answer, not the caller's input: a shape other than an object labels the payee by what is left.
  const given = body.accountInfo;
  const info = (typeof given === 'object' && given !== null && !Array.isArray(given) ? given : {}) as Json;
  const { name, detail } = describePayee(info);
  const rails = Array.isArray(info.paymentRails) ? info.paymentRails.filter((rail): rail is string => typeof rail === 'string') : [];
  return { id: String(body.id), currency: String(body.currency), accountType: String(info.accountType), paymentRails: rails, name, detail, label: `${name} · ${detail}` };
}

/**
 * The customer whose wallet or payees to read. Without it the scoped list is the platform's, whose
 * first wallet is some other customer's: anything but a `Customer:<uuid>` id is refused.
 */
function checkCustomerId(customerId: unknown): string {
  if (typeof customerId !== 'string' || !CUSTOMER_ID.test(customerId)) {
    throw new ServerError('INVALID_ARGUMENT', `customerId: expected the service's Customer:<uuid> id, got ${describeValue(customerId)}`);
  }
  return customerId;
}

function checkId(platformCustomerId: unknown): string {
  if (typeof platformCustomerId !== 'string' || platformCustomerId.trim() === '' || platformCustomerId.length > 200) {
    throw new ServerError('INVALID_ARGUMENT', `platformCustomerId: expected your user's id, 1 to 200 characters, got ${describeValue(platformCustomerId)}`);
  }
  return platformCustomerId;
}

/**
 * The service's JSON answer to POST /customers. It answers no 404 of its own: a bare NOT_FOUND or a page is a route
 * serviceUrl does not reach (its version path missing, say). An answer that is not the service's JSON never puts its
 * body in the error (a page, a proxy's words).
 */
async function creationAnswer(serviceUrl: string, response: Response): Promise<Json> {
  const body = await serviceJson(response);
  const foreign = body === undefined ? " with something other than the service's JSON" : '';
  if ((response.status === 404 && (body === undefined || body.code === 'NOT_FOUND')) || (response.ok && body === undefined)) {
    throw misconfiguredCall('creating the customer', wrongServiceUrl(serviceUrl, `POST /customers answered ${response.status}${foreign}`, response.status));
  }
  if (body === undefined) throw new ServerError('UPSTREAM_FAILED', `POST /customers answered ${response.status}${foreign}`, { details: { status: response.status } });
  return body;
}

/**
 * Links the users of your app to the service: where `customerId`, the wallet id and the payees' ids and
 * labels come from. Your user's id is the customer's `platformCustomerId`, so the link needs no table of your own. Run
 * it on your server at sign-in; keep `customer.id` in your session for `resolveEndUser`, and give the page
 * the wallet id and the payees' ids and labels.
 *
 * @example
 * const provisioner = createProvisioner({ serviceUrl, clientId, clientSecret });
 * const { customer, wallet, payees } = await provisioner.link({ platformCustomerId: user.id, customer: { region: 'US', email: user.email } });
 * session.serviceCustomerId = customer.id; // then <SignIn accountId={wallet.id} />, <QuoteConfirmation destinationLabel={payees[0].label} />
 */
export function createProvisioner(options: ProvisionerOptions): Provisioner {
  objectOption('createProvisioner: options', options, false);
  checkUpstreamOptions('createProvisioner', options);
  const upstream = createUpstream(options satisfies UpstreamOptions);
  const query = (params: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

  async function customerFor(platformCustomerId: string): Promise<ProvisionedCustomer | undefined> {
    const page = await upstream.getJson(`/customers?${query({ platformCustomerId, limit: '1' })}`);
    const first = ((page?.data ?? []) as Json[])[0];
    return first ? customerView(first) : undefined;
  }

  async function create(platformCustomerId: string, customer: CustomerToCreate): Promise<ProvisionedCustomer | undefined> {
    const response = await upstream.send('/customers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerType: 'INDIVIDUAL', ...customer, platformCustomerId }),
    });
    const body = await creationAnswer(options.serviceUrl, response);
    // Another sign-in of the same user created it first: theirs is the customer. (A taken UMA address is also a 409, with its own code.)
    if (response.status === 409 && body.code === 'CONFLICT') return undefined;
    if (response.status !== 201) {
      throw new ServerError('SERVICE_REFUSED', `the service refused to create the customer for ${JSON.stringify(platformCustomerId)}: ${response.status} ${String(body.code)}`, {
        details: { status: response.status, code: String(body.code ?? ''), reason: String(body.reason ?? '') },
      });
    }
    return customerView(body);
  }

  async function walletOf(customerId: string): Promise<ProvisionedWallet | undefined> {
    checkCustomerId(customerId);
    const page = await upstream.getJson(`/customers/internal-accounts?${query({ customerId, type: 'EMBEDDED_WALLET' })}`);
    const first = ((page?.data ?? []) as Json[])[0];
    if (!first) return undefined;
    const currency = ((first.balance ?? {}) as Json).currency as Json | undefined;
    return { id: String(first.id), currency: String(currency?.code ?? '') };
  }

  async function payeesOf(customerId: string): Promise<ProvisionedPayee[]> {
    checkCustomerId(customerId);
    const payees: ProvisionedPayee[] = [];
    let cursor: string | undefined;
    do {
      const page = await upstream.getJson(`/customers/external-accounts?${query({ customerId, limit: '100', cursor })}`);
      payees.push(...((page?.data ?? []) as Json[]).map(payeeView));
      cursor = page?.hasMore === true ? text(page.nextCursor) : undefined;
    } while (cursor);
    return payees;
  }

  async function complete(customer: ProvisionedCustomer, created: boolean): Promise<ProvisionedEndUser> {
    const [wallet, payees] = await Promise.all([walletOf(customer.id), payeesOf(customer.id)]);
    // The service opens the embedded wallet with the customer; one missing is the service's fault, not the caller's.
    if (!wallet) throw new ServerError('UPSTREAM_FAILED', `customer ${customer.id} has no embedded wallet`, { details: { customerId: customer.id } });
    return { customer, created, wallet, payees };
  }

  return {
    async link(user) {
      const platformCustomerId = checkId(user?.platformCustomerId);
      if (typeof user.customer?.region !== 'string') {
        throw new ServerError('INVALID_ARGUMENT', `customer.region: expected the region of the customer to create, such as 'US' or 'EU', got ${describeValue(user.customer?.region)}`);
      }
      const found = await customerFor(platformCustomerId);
      if (found) return complete(found, false);
      const made = await create(platformCustomerId, user.customer);
      if (made) return complete(made, true);
      const winner = await customerFor(platformCustomerId);
      if (!winner) throw new ServerError('UPSTREAM_FAILED', `the service answered 409 to creating ${JSON.stringify(platformCustomerId)} but lists no such customer`);
      return complete(winner, false);
    },
    async find(platformCustomerId) {
      const found = await customerFor(checkId(platformCustomerId));
      return found ? complete(found, false) : undefined;
    },
    walletOf,
    payeesOf,
  };
}
