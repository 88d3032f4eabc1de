import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { LinkedAccount, LinkReason, MemberDevices, Signal, SignalKind } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { requestClient } from '../../lib/request-client';
import {
  deviceRows,
  insertSignalWithLinks,
  latestSignalRows,
  linkRows,
  stronglyLinkedIds,
  type SignalRow,
} from './fraud.repository';

/** Where a signal comes from: the request's address, device hash (X-Device-Id) and user agent. */
export interface SignalClient {
  ip: string;
  deviceHash: string | undefined;
  userAgent?: string | undefined;
}

/** The client a request's signal records: its address, device hash and user agent. */
export function signalClient(request: FastifyRequest): SignalClient {
  return { ...requestClient(request), userAgent: request.headers['user-agent'] };
}

export interface SignalInput {
  userId: string;
  kind: SignalKind;
  client: SignalClient;
  /** normalisedPayoutAccount(method, number) for deposits and withdrawals. */
  payoutAccount?: string | undefined;
  /** The referrer, at sign-up. */
  referrerId?: string | null | undefined;
  now: Date;
}

const USER_AGENT_MAX = 300;
/** A value that is not an address (a console action, a proxy's garbage) is kept this long at most. */
const ADDRESS_MAX = 64;
/** The activity a member or an admin reads: the latest signals. */
export const ACTIVITY_SIGNALS = 50;
const DEVICES_SHOWN = 50;
/** A member's link rows read at most (a member linked to hundreds is flagged long before that). */
const LINK_ROWS = 300;

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function hextets(address: string): number[] | undefined {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const bytes = last.split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const [head = '', tail = ''] = halves;
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups =
    halves.length === 2
      ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
      : headGroups;
  if (groups.length !== 8) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The address as signals keep it: an IPv4-mapped IPv6 address ("::ffff:1.2.3.4") as the IPv4 address
 * it is, IPv6 in lower case without a zone, anything else as given (bounded).
 */
export function plainAddress(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIP(address) !== 6) return address.slice(0, ADDRESS_MAX);
  const groups = hextets(address);
  if (groups?.slice(0, 5).every((group) => group === 0) === true && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address.toLowerCase();
}

/**
 * The network an address belongs to, as links compare them: "a.b.c.0/24" for IPv4 (a mapped IPv6
 * address included), the first four groups written out in full and "::/64" for IPv6, and the value
 * itself for anything that is not an address.
 */
export function networkOf(ip: string): string {
  const address = plainAddress(ip);
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (version === 6) {
    const groups = hextets(address);
    if (groups !== undefined)
      return `${groups
        .slice(0, 4)
        .map((group) => group.toString(16).padStart(4, '0'))
        .join(':')}::/64`;
  }
  return address;
}

/** The values of a signal row as signalRowStep reads them: the address plain, its network, the agent cut. */
export function signalValues(kind: SignalKind, client: SignalClient, now: Date) {
  const ip = plainAddress(client.ip);
  const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX);
  return {
    signalKind: kind,
    signalIp: ip,
    signalNetwork: networkOf(ip),
    signalDeviceHash: client.deviceHash ?? null,
    signalUserAgent: userAgent === undefined || userAgent === '' ? null : userAgent,
    signalAt: now.toISOString(),
  };
}

/**
 * Records one signal in the caller's transaction and links the member to others who share its device,
 * payout account or (repeatedly, within the window) network. `newDevice`: the member had signals before,
 * none from this device.
 */
export async function recordSignal(tx: Executor, input: SignalInput): Promise<{ newDevice: boolean }> {
  const values = signalValues(input.kind, input.client, input.now);
  const [row] = await insertSignalWithLinks(tx, {
    userId: input.userId,
    kind: input.kind,
    ip: values.signalIp,
    network: values.signalNetwork,
    deviceHash: values.signalDeviceHash,
    userAgent: values.signalUserAgent,
    payoutAccount: input.payoutAccount ?? null,
    referrerId: input.referrerId ?? null,
    now: input.now.toISOString(),
  });
  return { newDevice: row?.new_device === true };
}

function toSignal(row: SignalRow, thisDevice: boolean): Signal {
  return {
    kind: row.kind,
    at: row.createdAt.toISOString(),
    ip: row.ip,
    network: row.network,
    userAgent: row.userAgent,
    thisDevice,
    payoutAccount: row.payoutAccount,
  };
}

/** The member's latest signals, newest first, as an admin reads them (no "this device"). */
export async function recentSignals(db: Executor, userId: string, limit: number): Promise<Signal[]> {
  const rows = await latestSignalRows(db, userId, Math.min(Math.max(limit, 1), ACTIVITY_SIGNALS * 4));
  return rows.map((row) => toSignal(row, false));
}

/**
 * "Devices and sign-ins" for the member: each device (by the hash of its X-Device-Id) with when it was
 * first and last seen and its latest user agent and address, the latest signals, and how long they are
 * kept. `deviceHash` is the asking browser's: its device and signals say thisDevice.
 */
export async function memberDevices(
  db: Executor,
  userId: string,
  deviceHash: string | undefined,
  keptDays: number,
): Promise<MemberDevices> {
  const devices = await deviceRows(db, userId, DEVICES_SHOWN);
  const activity = await latestSignalRows(db, userId, ACTIVITY_SIGNALS);
  return {
    devices: devices.map((device) => ({
      thisDevice: device.deviceHash === deviceHash,
      userAgent: device.userAgent,
      firstSeenAt: device.firstSeenAt.toISOString(),
      lastSeenAt: device.lastSeenAt.toISOString(),
      lastIp: device.ip,
    })),
    activity: activity.map((row) => toSignal(row, deviceHash !== undefined && row.deviceHash === deviceHash)),
    keptDays,
  };
}

const reasonOrder: Record<LinkReason, number> = { DEVICE: 0, PAYOUT_ACCOUNT: 1, NETWORK: 2 };

/**
 * The members linked to `userId` and why, the most recently seen first. A NETWORK link is listed only
 * once it was seen the settings' number of times; DEVICE and PAYOUT_ACCOUNT always.
 */
export async function linkedAccounts(db: Executor, userId: string): Promise<LinkedAccount[]> {
  const byMember = new Map<string, LinkedAccount>();
  for (const row of await linkRows(db, userId, LINK_ROWS)) {
    let linked = byMember.get(row.linkedUserId);
    if (linked === undefined) {
      linked = {
        member: {
          id: row.linkedUserId,
          name: row.name,
          accountNumber: row.accountNumber,
          status: row.status,
        },
        reasons: [],
      };
      byMember.set(row.linkedUserId, linked);
    }
    linked.reasons.push({
      reason: row.reason,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      hits: row.hits,
    });
  }
  const accounts = [...byMember.values()];
  for (const account of accounts)
    account.reasons.sort((a, b) => reasonOrder[a.reason] - reasonOrder[b.reason]);
  return accounts;
}

/** Whether the two members share a device or a payout account (a referral between them pays nothing). */
export async function stronglyLinked(db: Executor, userId: string, otherId: string): Promise<boolean> {
  return (await stronglyLinkedIds(db, userId, [otherId])).length > 0;
}

/** Of `others`, the members who share a device or a payout account with `userId`, in one query. */
export async function stronglyLinkedAmong(
  db: Executor,
  userId: string,
  others: string[],
): Promise<Set<string>> {
  return new Set(await stronglyLinkedIds(db, userId, others));
}
