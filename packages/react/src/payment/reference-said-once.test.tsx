import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eurBankInstructions, usdBankInstructions } from '../../test/fixtures.js';
import { renderLoaded } from '../../test/render.js';
import { PaymentInstructions } from './PaymentInstructions.js';

const referenceWarnings = () => screen.queryAllByText((text) => /include.*reference/i.test(text));

describe('the payment reference warning', () => {
  it('is said once when the service notes repeat it (the sandbox writes "Include the reference ... with the payment.")', async () => {
    const noted = { ...eurBankInstructions, instructionsNotes: 'Include the reference UMA-Q67890-REF with the payment.' };
    await renderLoaded(<PaymentInstructions instructions={[noted]} />);
    expect(referenceWarnings().map((node) => node.textContent)).toEqual(['Include this reference with your payment, or it cannot be matched to your transfer.']);
    expect(screen.queryByText('Notes', { selector: 'dt' })).toBeNull();
  });

  it('keeps notes that say something else', async () => {
    await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} />);
    expect(screen.getByText('Payments sent after 5 pm arrive the next working day.')).toBeDefined();
    expect(referenceWarnings()).toHaveLength(1);
  });
});
