import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakePayeesApi } from '../../test/payees-fakes.js';
import { renderWithKit } from '../../test/render.js';
import { NewPayee } from './NewPayee.js';

// Tried as a new EU customer on a phone: after "Save payee", the offer to trust the payee appeared and
// focus fell to the page's body (the pressed button was gone). Each of NewPayee's own steps takes it.

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NewPayee’s steps and focus', () => {
  it('puts focus on the offer to trust, then on the code step, each by its heading', async () => {
    const api = fakePayeesApi([]);
    renderWithKit(<NewPayee api={api} customerId="Customer:me" currency="EUR" trust onDone={vi.fn()} onCancel={vi.fn()} />, { locale: 'en-US' });
    fill('Account holder’s full name', 'Jonas Weber');
    fill('Account number (IBAN)', 'DE89370400440532013000');
    const save = screen.getByRole('button', { name: 'Save payee' });
    save.focus();
    fireEvent.click(save);
    const offer = await screen.findByRole('heading', { name: 'Trust Jonas Weber?' });
    await waitFor(() => expect(document.activeElement).toBe(offer));
    const trust = screen.getByRole('button', { name: 'Trust Jonas Weber' });
    trust.focus();
    fireEvent.click(trust);
    const step = await screen.findByRole('heading', { name: /Jonas Weber/ });
    await waitFor(() => expect(document.activeElement).toBe(step));
  });
});
