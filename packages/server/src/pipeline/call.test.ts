import type { BackendErrorCode } from '@wallet-kit/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { RefusalCode } from './call.js';

describe('the refusal codes', () => {
  it('are exactly the backend codes the client types its ServiceError with (checked by the type checker)', () => {
    expectTypeOf<RefusalCode>().toEqualTypeOf<BackendErrorCode>();
  });
});
