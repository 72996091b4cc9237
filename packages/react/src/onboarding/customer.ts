import { WidgetError } from '../errors.js';

/** The widget's customer, or the error that names the missing prop. */
export function requireCustomer(customerId: string | undefined, widget: string): string {
  if (typeof customerId !== 'string' || !customerId.startsWith('Customer:')) {
    throw new WidgetError('INVALID_PROP', `${widget}: give the \`customerId\` (Customer:<uuid>) of the signed-in customer`);
  }
  return customerId;
}
