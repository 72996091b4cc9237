'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { sealSession, SESSION_COOKIE } from '../lib/session';
import { userFor } from '../lib/users';
import { walletProvisioner } from '../lib/wallet-kit';

/** Signs in to the app (a stand-in for your own sign-in) and links the user to the service: customer, wallet, payees. */
export async function signIn(form: FormData): Promise<void> {
  const user = userFor(String(form.get('email') ?? ''));
  const { customer } = await walletProvisioner().link({ platformCustomerId: user.id, customer: { region: user.region, email: user.email } });
  (await cookies()).set(SESSION_COOKIE, sealSession({ userId: user.id, customerId: customer.id }), { httpOnly: true, sameSite: 'lax', path: '/' });
  redirect('/');
}

/** Signs out of the app. */
export async function signOut(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
  redirect('/');
}
