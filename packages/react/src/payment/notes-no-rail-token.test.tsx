import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { internalsIn } from '../../../../test/support/internals.js';
import { usdBankInstructions } from '../../test/fixtures.js';
import { renderLoaded } from '../../test/render.js';
import { PaymentInstructions } from './PaymentInstructions.js';

// Issue 20, finding 3: no rail token on screen. The service's notes are its own English text, and they named
// rails by their tokens ("Instant rails only: RTP or FedNow.", "SEPA_INSTANT"): the kit says the rails in
// words in the payment methods row, so notes that name one by its token are not shown.

const withNotes = (instructionsNotes: string) => [{ ...usdBankInstructions, instructionsNotes }];

describe('the service’s notes among the payment details', () => {
  it.each(['Instant rails only: RTP or FedNow.', 'Use SEPA_INSTANT where your bank offers it.', 'ACH transfers take two working days.', 'FEDNOW only'])('are left out when they name a rail by its token: %s', async (notes) => {
    const { container } = await renderLoaded(<PaymentInstructions instructions={withNotes(notes)} />);
    expect(screen.queryByText('Notes', { selector: 'dt' })).toBeNull();
    expect(container.textContent).not.toContain(notes);
    expect(internalsIn([container.textContent ?? ''])).toEqual([]);
    // The rails are still said, in words.
    expect(screen.getByText('Payment methods', { selector: 'dt' })).toBeDefined();
  });

  it('are shown when they say something else in plain words', async () => {
    await renderLoaded(<PaymentInstructions instructions={withNotes('Payments sent after 5 pm arrive the next working day.')} />);
    expect(screen.getByText('Payments sent after 5 pm arrive the next working day.')).toBeDefined();
  });
});
