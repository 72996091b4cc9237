import { screen } from '@testing-library/react';
import type { Customer, OnboardingState, VerificationError } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { OnboardingApi } from './api.js';
import { Onboarding } from './Onboarding.js';
import { missingDetails } from './reason-messages.js';

// Finding 10 of issue 20: "Some of your details are missing" named none of them, and a rejection said
// "contact support" with no link.
const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000001';
const customer = { id: CUSTOMER, platformCustomerId: 'p', customerType: 'INDIVIDUAL', umaAddress: '$p@x.example', kycStatus: 'REJECTED' } as Customer;

function rejectedWith(errors: VerificationError[]): OnboardingApi {
  const verification = { id: 'Verification:1', customerId: CUSTOMER, verificationStatus: 'REJECTED' as const, errors, createdAt: '2025-01-01T00:00:00Z' };
  const state: OnboardingState = { customer, verificationStatus: 'REJECTED', missing: [], status: 'REJECTED', verification } as OnboardingState;
  return { getOnboarding: vi.fn(async () => state) } as unknown as OnboardingApi;
}

const field = (type: 'MISSING_FIELD' | 'INVALID_FIELD', path: string): VerificationError => ({ resourceId: CUSTOMER, type, field: path, reason: `${path} is missing` });

describe('the details the service names as missing', () => {
  it('are said by name, each once, instead of "some of your details"', async () => {
    const api = rejectedWith([field('MISSING_FIELD', 'customer.birthDate'), field('MISSING_FIELD', 'customer.address.line1'), field('INVALID_FIELD', 'customer.address.postalCode')]);
    const { container } = renderWithKit(<Onboarding customerId={CUSTOMER} api={api} />, { locale: 'en-US' });
    await screen.findByText('Missing or not confirmed: your date of birth and your home address.');
    expect(screen.queryByText('Some of your details are missing or could not be confirmed.')).toBeNull();
    expect(container.textContent).not.toMatch(/customer\.|birthDate|is missing/);
    await expectNoAxeViolations(container);
  });

  it('keep the general sentence for a field the kit cannot name', () => {
    expect(missingDetails([field('MISSING_FIELD', 'customer.fullName'), field('MISSING_FIELD', 'customer.somethingNew')])).toEqual({ details: ['name'], unnamed: true });
  });

  it('end in a rejection that links to support (the provider’s supportUrl, or the widget’s own)', async () => {
    renderWithKit(<Onboarding customerId={CUSTOMER} api={rejectedWith([{ resourceId: CUSTOMER, type: 'APPLICANT_REJECTED', reason: 'no' }])} />, { supportUrl: 'mailto:help@bank.example' });
    expect((await screen.findByRole('link', { name: 'Contact support' })).getAttribute('href')).toBe('mailto:help@bank.example');
  });
});
