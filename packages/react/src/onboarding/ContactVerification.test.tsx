import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { ContactVerificationApi } from './api.js';
import { ContactVerification } from './ContactVerification.js';

const CUSTOMER = 'Customer:00000000-0000-4000-8000-000000000002';
const serviceError = (status: number, code: string) => Object.assign(new Error(code), { status, code });

describe('ContactVerification', () => {
  it('sends a code to the phone, refuses a wrong one, and confirms the right one', async () => {
    const onVerified = vi.fn();
    const confirmContactCode = vi.fn().mockRejectedValueOnce(serviceError(400, 'INVALID_INPUT')).mockResolvedValue({});
    const api = { sendContactCode: vi.fn(() => Promise.resolve()), confirmContactCode } as unknown as ContactVerificationApi;
    const { container } = renderWithKit(<ContactVerification customerId={CUSTOMER} channel="phone" api={api} onVerified={onVerified} />);
    expect(screen.getByRole('heading', { name: 'Confirm your phone number' })).toBeDefined();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByText('We sent a code to your phone.');
    await userEvent.keyboard('000000');
    await screen.findByText('That code is not right. Check it and try again.');
    await expectNoAxeViolations(container);
    const field = screen.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await screen.findByText('Confirmed.');
    expect(confirmContactCode).toHaveBeenLastCalledWith({ customerId: CUSTOMER, channel: 'phone', code: '123456' }, expect.anything());
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.wk-contact')!.getAttribute('data-state')).toBe('verified');
  });

  it('says "not needed here" when the service answers 409', async () => {
    const api = { sendContactCode: vi.fn(() => Promise.reject(serviceError(409, 'CONFLICT'))), confirmContactCode: vi.fn() } as unknown as ContactVerificationApi;
    const { container } = renderWithKit(<ContactVerification customerId={CUSTOMER} channel="email" api={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await screen.findByText('Not needed here: there is nothing to confirm.');
    await expectNoAxeViolations(container);
  });
});
