import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  verify,
  type ECDH,
} from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/** A push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription at the test push service, with the private half only a browser holds. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The status the push service answers for this subscription (201 by default; 410 once it is gone). */
  answer: number;
  /** The pushes that reached this subscription, in order. */
  pushes(): ReceivedPush[];
  /** The push's plaintext, decrypted as the browser does (RFC 8291, aes128gcm). */
  decrypt(push: ReceivedPush): string;
}

/** A push service on loopback HTTPS, with a certificate made for this run, as web-push talks to one. */
export interface TestPushService {
  host: string;
  /** Trusts the service's certificate: the app's Web Push posts through it. */
  agent: https.Agent;
  received: ReceivedPush[];
  browser(): TestBrowser;
  close(): Promise<void>;
}

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  if (body.length < 0x80) return Buffer.concat([Buffer.from([tag, body.length]), body]);
  const length = Buffer.from(body.length.toString(16).padStart(body.length > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([Buffer.from([tag, 0x80 | length.length]), length, body]);
}

const sequence = (...content: Buffer[]) => der(0x30, ...content);

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

function utcTime(at: Date): Buffer {
  const text = at.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`));
}

/** A self-signed P-256 certificate for 127.0.0.1 (X.509 v3, DER by hand: node:crypto makes no certificate). */
function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(objectId('1.2.840.10045.4.3.2'));
  const name = sequence(
    der(0x31, sequence(objectId('2.5.4.3'), der(0x0c, Buffer.from('test push service')))),
  );
  const serial = randomBytes(8);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    // subjectAltName: IP 127.0.0.1, the name the client checks.
    der(
      0xa3,
      sequence(sequence(objectId('2.5.29.17'), der(0x04, sequence(der(0x87, Buffer.from([127, 0, 0, 1])))))),
    ),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
  };
}

function decryptAes128Gcm(body: Buffer, curve: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), curve.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', curve.computeSecret(senderKey), authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // One record, the last: the text, the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the push is not a single final record');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The claims of the push's VAPID token, once its signature is checked against the key it names; throws
 * when the header is missing or the signature does not hold.
 */
export function verifiedVapid(push: ReceivedPush): { publicKey: string; claims: Record<string, unknown> } {
  const header = push.headers.authorization;
  const match = typeof header === 'string' ? /^vapid t=([^,\s]+),\s*k=([\w-]+)$/.exec(header) : null;
  const [, token = '', publicKey = ''] = match ?? [];
  const [head = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not hold');
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, TestBrowser>();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path)?.answer ?? 404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new https.Agent({ ca: cert, keepAlive: false });
  return {
    host: '127.0.0.1',
    agent,
    received,
    browser() {
      const curve = createECDH('prime256v1');
      curve.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const browser: TestBrowser = {
        endpoint: `https://127.0.0.1:${String(port)}${path}`,
        keys: { p256dh: curve.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        answer: 201,
        pushes: () => received.filter((push) => push.path === path),
        decrypt: (push) => decryptAes128Gcm(push.body, curve, authSecret),
      };
      answers.set(path, browser);
      return browser;
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
