import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** The schema of `data` for each event family, as the document's `webhooks:` section gives it. */
const DATA_SCHEMA: Record<string, string> = {
  CUSTOMER: 'CustomerOneOf',
  VERIFICATION: 'Verification',
  BULK_UPLOAD: 'BulkCustomerImportJob',
  INTERNAL_ACCOUNT: 'InternalAccount',
};

export interface WebhookEvent {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely
}

/**
 * Events in the order they happened, by timestamp and then id (seeded ids sort as handed out): deliveries run side
 * by side, so they may land in another order (a run saw a card's ACTIVE land before its FROZEN), as a platform's do.
 */
export const inOrder = <E extends Pick<WebhookEvent, 'id' | 'timestamp'>>(events: readonly E[]): E[] => {
  const happened = (event: E) => `${event.timestamp} ${event.id}`;
  return [...events].sort((a, b) => happened(a).localeCompare(happened(b)));
};

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(parse(readFileSync(new URL('../../../../packages/contract/openapi.yaml', import.meta.url), 'utf8')) as object, 'contract');
  }
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract#/components/schemas/${schema}` });
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * A platform's webhook endpoint for tests: pass `fetch` to `testSandbox({ webhooks: { fetch } })`
 * and set `webhookEndpoint`; every event received has its `data` checked against the document's
 * schema for its family (a CUSTOMER.* event carries a customer, and so on); mismatches land in `problems`.
 */
export function webhookReceiver() {
  const events: WebhookEvent[] = [];
  // Kept, not thrown: the sandbox retries a delivery that throws, which would hide the reason.
  const problems: string[] = [];
  return {
    events,
    problems,
    fetch: async (request: Request): Promise<Response> => {
      const event = JSON.parse(await request.text()) as WebhookEvent;
      const schema = DATA_SCHEMA[event.type.split('.')[0]!];
      if (schema) {
        const validate = validatorFor(schema);
        if (!validate(event.data)) problems.push(`webhook ${event.type}: data is not a ${schema}: ${JSON.stringify(validate.errors?.slice(0, 4))}`);
      }
      events.push(event);
      return new Response(null, { status: 200 });
    },
    /**
     * The types received, in the order the sandbox made the events: deliveries run at once, so they may
     * arrive in another order, and a seeded id's uuid begins with the counter step that made it.
     */
    types: (prefix = ''): string[] =>
      events
        .filter((e) => e.type.startsWith(prefix))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((e) => e.type),
  };
}
