import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { normalisedPayoutAccount, type MemberDevices, type Signal } from '@earnflow/contracts';
import { memberSignals } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import {
  bearer,
  loginAdmin,
  memberByEmail,
  seedAdmin,
  seedMember,
  signedInAdmin,
  signedInMember,
  uploadFile,
} from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import { networkOf, plainAddress, recordSignal } from './fraud.service';

describe('networkOf', () => {
  it('is the /24 of an IPv4 address and the /64 of an IPv6 one, written out in full', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(networkOf('2001:DB8:ABCD:12:FFFF::9')).toBe('2001:0db8:abcd:0012::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(networkOf('::1')).toBe('0000:0000:0000:0000::/64');
    // Two addresses of one /64 are one network; the next /64 is another.
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe(networkOf('2001:0db8:0001:0002:bbbb:0:0:2'));
    expect(networkOf('2001:db8:1:3::1')).not.toBe(networkOf('2001:db8:1:2::1'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(networkOf('::ffff:198.51.100.23')).toBe('198.51.100.0/24');
    expect(networkOf('::FFFF:c633:6417')).toBe('198.51.100.0/24');
    expect(plainAddress('::ffff:198.51.100.23')).toBe('198.51.100.23');
    expect(plainAddress('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('keeps a value that is not an address as its own network, bounded', () => {
    expect(networkOf('console')).toBe('console');
    expect(networkOf('x'.repeat(500))).toHaveLength(64);
  });
});

describe('signals', () => {
  let ctx: TestContext;
  const clock = new TestClock('2026-06-01T06:00:00Z');
  let addressByte = 0;
  /** An address on a network of its own, so no other test's member shares it. */
  const freshAddress = () => `198.18.${String((addressByte += 1))}.10`;
  const deviceId = () => `device-${randomBytes(12).toString('hex')}`;
  const deviceHash = (id: string) => sha256(`device:${id}`);

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    await enableAllPaymentMethods(ctx.app.db);
  });
  afterEach(async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signalsOf = (userId: string) =>
    ctx.app.db
      .select()
      .from(memberSignals)
      .where(eq(memberSignals.userId, userId))
      .orderBy(asc(memberSignals.createdAt));

  it('records a sign-up with its address, network, device, user agent and referrer', async () => {
    const referrer = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const device = deviceId();
    const email = `signal-${randomBytes(4).toString('hex')}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '::ffff:198.18.200.7',
      headers: { 'x-device-id': device, 'user-agent': `Browser/1.0 ${'x'.repeat(400)}` },
      payload: { name: 'Sana Iqbal', email, password: 'password123', referralCode: referrer.accountNumber },
    });
    expect(response.statusCode, response.body).toBe(201);
    const member = await memberByEmail(ctx.app.db, email);
    const [signal, ...more] = await signalsOf(member?.id ?? '');
    expect(more).toEqual([]);
    expect(signal).toMatchObject({
      kind: 'SIGN_UP',
      ip: '198.18.200.7',
      network: '198.18.200.0/24',
      deviceHash: deviceHash(device),
      payoutAccount: null,
      referrerId: referrer.id,
      createdAt: clock.now(),
    });
    expect(signal?.userAgent).toHaveLength(300);
    expect(signal?.userAgent?.startsWith('Browser/1.0 x')).toBe(true);

    // Signing up again with a taken address creates no member, so no signal either.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: freshAddress(),
      payload: { name: 'Sana Iqbal', email, password: 'password123' },
    });
    expect(again.statusCode).toBe(201);
    expect(await signalsOf(member?.id ?? '')).toHaveLength(1);
  });

  it('records a deposit and a transfer in the transaction that writes them, without a device when none was sent', async () => {
    const sender = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
    const recipient = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const before = (await signalsOf(sender.id)).length;
    const device = deviceId();
    const address = freshAddress();
    const deposit = await ctx.app.inject({
      method: 'POST',
      url: '/api/deposits',
      remoteAddress: address,
      headers: { ...bearer(sender.token), 'x-device-id': device, 'user-agent': 'Phone/2' },
      payload: {
        amount: 25,
        paymentMethod: 'EASYPAISA',
        transactionId: `SIG-${randomBytes(4).toString('hex')}`,
        receipt: await uploadFile(ctx.app, sender.token),
      },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    clock.advance(1000);
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      remoteAddress: '2001:db8:77:1::5',
      headers: bearer(sender.token),
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 10, senderName: 'Sender' },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    // A refused transfer writes no signal: the transaction that would have written it wrote nothing.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(sender.token),
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 1000, senderName: 'Sender' },
    });
    expect(refused.statusCode).toBe(400);

    const recorded = (await signalsOf(sender.id)).slice(before);
    expect(recorded).toMatchObject([
      {
        kind: 'DEPOSIT',
        ip: address,
        network: networkOf(address),
        deviceHash: deviceHash(device),
        userAgent: 'Phone/2',
        payoutAccount: null,
      },
      {
        kind: 'TRANSFER',
        ip: '2001:db8:77:1::5',
        network: '2001:0db8:0077:0001::/64',
        deviceHash: null,
        // The test client's own user agent.
        userAgent: 'lightMyRequest',
        payoutAccount: null,
      },
    ]);
    expect(recorded).toHaveLength(2);
  });

  it('keeps the normalised payout account of a withdrawal and tells a new device from a known one', async () => {
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const phone = deviceHash(deviceId());
    const laptop = deviceHash(deviceId());
    const record = (kind: 'SIGN_IN' | 'WITHDRAWAL', hash: string | undefined, payoutAccount?: string) =>
      ctx.app.db.transaction((tx) =>
        recordSignal(tx, {
          userId: member.id,
          kind,
          client: { ip: '198.18.250.1', deviceHash: hash, userAgent: 'Agent' },
          payoutAccount,
          now: clock.now(),
        }),
      );
    // The first signal has nothing to be new against.
    expect(await record('SIGN_IN', phone)).toEqual({ newDevice: false });
    expect(await record('SIGN_IN', phone)).toEqual({ newDevice: false });
    expect(await record('SIGN_IN', undefined)).toEqual({ newDevice: false });
    expect(await record('WITHDRAWAL', laptop, normalisedPayoutAccount('SADAPAY', '+92 300-1234567'))).toEqual(
      { newDevice: true },
    );
    expect(await record('SIGN_IN', laptop)).toEqual({ newDevice: false });
    const [withdrawal] = (await signalsOf(member.id)).filter((row) => row.kind === 'WITHDRAWAL');
    expect(withdrawal?.payoutAccount).toBe(normalisedPayoutAccount('SADAPAY', '+92 300-1234567'));
  });

  it("shows the member their devices and activity, the asking browser's marked, and how long they are kept", async () => {
    const member = await signedInMember(ctx.app, { status: 'ACTIVE' });
    const phone = deviceId();
    const laptop = deviceId();
    const record = (device: string | undefined, ip: string, userAgent: string) =>
      ctx.app.db.transaction((tx) =>
        recordSignal(tx, {
          userId: member.id,
          kind: 'SIGN_IN',
          client: { ip, deviceHash: device === undefined ? undefined : deviceHash(device), userAgent },
          now: clock.now(),
        }),
      );
    const firstPhone = clock.now().toISOString();
    await record(phone, '198.18.251.1', 'Phone/1');
    clock.advance(60_000);
    await record(laptop, '198.18.252.1', 'Laptop/1');
    clock.advance(60_000);
    await record(undefined, '198.18.253.1', 'Unknown/1');
    clock.advance(60_000);
    const lastPhone = clock.now().toISOString();
    await record(phone, '198.18.251.2', 'Phone/2');

    const devices = (asking: string | undefined) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/users/me/devices',
        headers: { ...bearer(member.token), ...(asking === undefined ? {} : { 'x-device-id': asking }) },
      });
    const fromPhone = await devices(phone);
    expect(fromPhone.statusCode, fromPhone.body).toBe(200);
    const body = fromPhone.json<MemberDevices>();
    expect(body.keptDays).toBe(90);
    expect(body.devices).toEqual([
      {
        thisDevice: true,
        userAgent: 'Phone/2',
        firstSeenAt: firstPhone,
        lastSeenAt: lastPhone,
        lastIp: '198.18.251.2',
      },
      expect.objectContaining({ thisDevice: false, userAgent: 'Laptop/1', lastIp: '198.18.252.1' }),
    ]);
    const mine = body.activity.filter((signal) => signal.ip.startsWith('198.18.25'));
    expect(mine.map((signal: Signal) => [signal.userAgent, signal.thisDevice])).toEqual([
      ['Phone/2', true],
      ['Unknown/1', false],
      ['Laptop/1', false],
      ['Phone/1', true],
    ]);
    // A browser without a device id is none of them.
    const anonymous = (await devices(undefined)).json<MemberDevices>();
    expect(anonymous.devices.some((device) => device.thisDevice)).toBe(false);
    expect(anonymous.activity.some((signal) => signal.thisDevice)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me/devices' })).statusCode).toBe(401);
  });

  it("lets operations admins read a member's links, cheats and signals, and no member or support admin", async () => {
    const member = await signedInMember(ctx.app, { status: 'ACTIVE' });
    const other = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await ctx.app.db.transaction((tx) =>
      recordSignal(tx, {
        userId: other.id,
        kind: 'SIGN_IN',
        client: { ip: '198.18.254.9', deviceHash: undefined, userAgent: 'Admin-read' },
        now: clock.now(),
      }),
    );
    const owner = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db, { role: 'OWNER' })).email);
    const support = (await signedInAdmin(ctx.app, { role: 'SUPPORT' })).token;
    for (const path of ['links', 'cheats', 'signals']) {
      const url = `/api/users/${other.id}/${path}`;
      const asOwner = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner) });
      expect(asOwner.statusCode, asOwner.body).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(member.token) })).statusCode).toBe(
        403,
      );
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(support) })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/00000000-0000-4000-8000-000000000000/${path}`,
        headers: bearer(owner),
      });
      expect(unknown.statusCode).toBe(404);
    }
    const signals = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${other.id}/signals`,
      headers: bearer(owner),
    });
    expect(signals.json()).toEqual([
      {
        kind: 'SIGN_IN',
        at: clock.now().toISOString(),
        ip: '198.18.254.9',
        network: '198.18.254.0/24',
        userAgent: 'Admin-read',
        thisDevice: false,
        payoutAccount: null,
      },
    ]);
  });
});
