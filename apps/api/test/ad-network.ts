import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './factories';

export const NETWORK_ADDRESS = '198.51.100.7';

/**
 * A simulated ad network: signs postbacks the documented default way (HMAC-SHA256 hex over
 * `tx_id:user_id:reward:status`, values exactly as sent) and sends them as a network does.
 */
export function simulatedNetwork(app: FastifyInstance, slug: string, secret: string) {
  const sign = (values: Record<string, string>) =>
    createHmac('sha256', secret)
      .update(
        [values.tx_id, values.user_id, values.reward, values.status].map((value) => value ?? '').join(':'),
      )
      .digest('hex');
  const signed = (values: Record<string, string>) => ({ ...values, sig: sign(values) });
  const send = (
    values: Record<string, string>,
    method: 'GET' | 'POST' = 'GET',
    remoteAddress = NETWORK_ADDRESS,
  ): Promise<LightMyRequestResponse> =>
    method === 'GET'
      ? app.inject({
          method: 'GET',
          url: `/api/postbacks/${slug}?${new URLSearchParams(values).toString()}`,
          remoteAddress,
        })
      : app.inject({
          method: 'POST',
          url: `/api/postbacks/${slug}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(values).toString(),
          remoteAddress,
        });
  return {
    sign,
    signed,
    send,
    /** The signed parameters of a postback for transaction `txId` (status 1 credits, 2 reverses). */
    postback: (txId: string, userId: string, reward: string, status = '1') =>
      signed({ tx_id: txId, user_id: userId, reward, status }),
    /** A credit of `reward` US dollars (as text, exactly as the network writes it) to the member. */
    credit: (txId: string, userId: string, reward: string, payout = reward, method: 'GET' | 'POST' = 'GET') =>
      send(signed({ tx_id: txId, user_id: userId, reward, payout, status: '1' }), method),
    reversal: (txId: string, userId: string, reward = '0') =>
      send(signed({ tx_id: txId, user_id: userId, reward, status: '2' })),
  };
}

/** Connects a network with the defaults through the admin API; answers its slug and secret. */
export async function connectNetwork(
  app: FastifyInstance,
  adminToken: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; slug: string; secret: string }> {
  const slug = `net-${Math.random().toString(36).slice(2, 10)}`;
  const secret = `secret-${slug}-0123456789`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/ad-networks',
    headers: bearer(adminToken),
    payload: { name: `Network ${slug}`, slug, secret, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: string }>().id, slug, secret };
}
