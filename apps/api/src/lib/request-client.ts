import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER } from '@earnflow/contracts';
import { sha256 } from './tokens';

/**
 * The client a request comes from, as guessing protection tells clients apart (decision 0140): the device
 * id the web app keeps and sends (`X-Device-Id`, a random first-party id), else the address.
 */
export interface RequestClient {
  ip: string;
  /** SHA-256 of a well-formed device id, when the request carried one. */
  deviceHash: string | undefined;
  /** The device's hash, or the address's: what a code is bound to. */
  key: string;
}

const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function requestClient(request: FastifyRequest): RequestClient {
  const header = request.headers[DEVICE_ID_HEADER];
  const deviceHash =
    typeof header === 'string' && deviceIdPattern.test(header) ? sha256(`device:${header}`) : undefined;
  return { ip: request.ip, deviceHash, key: deviceHash ?? sha256(`address:${request.ip}`) };
}

/** An admin acting for a member from the console (a code resent on their behalf): a client of its own. */
export function consoleClient(adminId: string): RequestClient {
  return { ip: 'console', deviceHash: undefined, key: sha256(`console:${adminId}`) };
}
