import { aviatorBetResponseSchema, type AviatorBetBody } from '@earnflow/contracts';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders, type MoneyRequest } from '@/lib/idempotency';

/**
 * POST /aviator/bet, the spec's one game call: didCashout false opens a round (or, with roundId,
 * reports its crash; shortly after an unreported crash, without one, too); didCashout true cashes out.
 * The server decides the multiplier and the win.
 */
export function placeBet({ body, idempotencyKey }: MoneyRequest<AviatorBetBody>) {
  return apiFetch('/aviator/bet', {
    method: 'POST',
    auth: 'member',
    body,
    headers: idempotencyHeaders(idempotencyKey),
    schema: aviatorBetResponseSchema,
  });
}
