import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakePayeesApi } from '../../test/payees-fakes.js';
import { renderWithKit } from '../../test/render.js';
import { NewPayee } from './NewPayee.js';

// Tried on a phone with a mistyped IBAN: "Save payee" said nothing where focus was; the problem sat
// under the field above, and a screen reader stayed on the button. Focus goes to the field in error.

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a new payee saved with a mistake', () => {
  it('moves focus from Save payee to the field in error, which names its problem', async () => {
    renderWithKit(<NewPayee api={fakePayeesApi([])} customerId="Customer:me" currency="EUR" onDone={vi.fn()} onCancel={vi.fn()} />, { locale: 'en-US' });
    fill('Account holder’s full name', 'Jonas Weber');
    fill('Account number (IBAN)', 'DE00 1234');
    const save = screen.getByRole('button', { name: 'Save payee' });
    save.focus();
    fireEvent.click(save);
    const iban = screen.getByLabelText('Account number (IBAN)');
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(iban.getAttribute('aria-describedby')!)!.textContent).not.toBe('');
  });

  it('leaves focus where the person is typing as a problem clears', async () => {
    renderWithKit(<NewPayee api={fakePayeesApi([])} customerId="Customer:me" currency="EUR" onDone={vi.fn()} onCancel={vi.fn()} />, { locale: 'en-US' });
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    const name = screen.getByLabelText('Account holder’s full name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    const iban = screen.getByLabelText('Account number (IBAN)');
    iban.focus();
    fill('Account number (IBAN)', 'DE89370400440532013000');
    await new Promise((next) => setTimeout(next, 50));
    expect(document.activeElement).toBe(iban);
  });
});
