import { randomUUID } from 'node:crypto';
import {
  adNetworkDefaults,
  type AdNetwork,
  type CreateAdNetworkBody,
  type Offerwall,
  type UpdateAdNetworkBody,
} from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { pageOffset } from '../../lib/list-filters';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { ensureSystemAccount } from '../ledger/ledger.service';
import { networkDayStats } from './ad-networks.stats';
import {
  activeOfferwallNetworks,
  findListedNetwork,
  findListedNetworkForUpdate,
  insertNetwork,
  listedNetworks,
  markNetworkDeleted,
  memberAccountNumber,
  networkPostbackCount,
  networkPostbacks,
  updateNetwork,
  type NetworkRow,
} from './ad-networks.repository';
import { adNetworkSecretsKey, decryptSecret, encryptSecret } from './ad-networks.secrets';
import { offerwallSignature } from './ad-networks.signatures';

export type { NetworkRow };
/** The ad networks' figures, for the admin dashboard. */
export { listedNetworkNames, networkDayStats } from './ad-networks.stats';

const MICROS_PER_USD = 1_000_000;

export function toAdNetwork(row: NetworkRow): AdNetwork {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    postbackPath: `/api/postbacks/${row.slug}`,
    offerwallUrl: row.offerwallUrl,
    signatureScheme: row.signatureScheme,
    signatureParams: row.signatureParams,
    userParam: row.userParam,
    transactionParam: row.transactionParam,
    rewardParam: row.rewardParam,
    payoutParam: row.payoutParam,
    statusParam: row.statusParam,
    signatureParam: row.signatureParam,
    creditStatus: row.creditStatus,
    reversalStatus: row.reversalStatus,
    successReply: row.successReply,
    allowedIps: row.allowedIps,
    exchangeRate: row.usdMicrosPerUnit / MICROS_PER_USD,
    memberSharePercent: row.memberShareBasisPoints / 100,
    holdDays: row.holdDays,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** US dollars per unit of the network's currency, as stored: millionths of a dollar. */
const rateMicros = (usd: number) => Math.round(usd * MICROS_PER_USD);
/** The member's share in percent, as stored: basis points. */
const shareBasisPoints = (percent: number) => Math.round(percent * 100);

/** The columns a create or update body sets (the secret apart), leaving out what it does not name. */
function settableColumns(body: UpdateAdNetworkBody) {
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.offerwallUrl === undefined ? {} : { offerwallUrl: body.offerwallUrl }),
    ...(body.signatureScheme === undefined ? {} : { signatureScheme: body.signatureScheme }),
    ...(body.signatureParams === undefined ? {} : { signatureParams: body.signatureParams }),
    ...(body.userParam === undefined ? {} : { userParam: body.userParam }),
    ...(body.transactionParam === undefined ? {} : { transactionParam: body.transactionParam }),
    ...(body.rewardParam === undefined ? {} : { rewardParam: body.rewardParam }),
    ...(body.payoutParam === undefined ? {} : { payoutParam: body.payoutParam }),
    ...(body.statusParam === undefined ? {} : { statusParam: body.statusParam }),
    ...(body.signatureParam === undefined ? {} : { signatureParam: body.signatureParam }),
    ...(body.creditStatus === undefined ? {} : { creditStatus: body.creditStatus }),
    ...(body.reversalStatus === undefined ? {} : { reversalStatus: body.reversalStatus }),
    ...(body.successReply === undefined ? {} : { successReply: body.successReply }),
    ...(body.allowedIps === undefined ? {} : { allowedIps: body.allowedIps }),
    ...(body.exchangeRate === undefined ? {} : { usdMicrosPerUnit: rateMicros(body.exchangeRate) }),
    ...(body.memberSharePercent === undefined
      ? {}
      : { memberShareBasisPoints: shareBasisPoints(body.memberSharePercent) }),
    ...(body.holdDays === undefined ? {} : { holdDays: body.holdDays }),
    ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
  };
}

// The columns of a network connected with nothing but its name, slug and secret.
const { exchangeRate, memberSharePercent, ...sameNamedDefaults } = adNetworkDefaults;
const defaultColumns = {
  ...sameNamedDefaults,
  usdMicrosPerUnit: rateMicros(exchangeRate),
  memberShareBasisPoints: shareBasisPoints(memberSharePercent),
};

const duplicateSlug = () =>
  new ConflictError(
    'A network with this slug exists or existed (a deleted one keeps its slug): choose another.',
  );
const notFound = () => new NotFoundError('Ad network not found.');

/** Operators' side of the ad networks (decision 0170): connect, change, disable, list, figures. */
export function createAdNetworksService({ db, clock }: { db: Database; clock: Clock }) {
  let key: Promise<Buffer> | undefined;
  // Read outside any transaction: the embedded database has one connection.
  const secretsKey = () => {
    key ??= adNetworkSecretsKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  let accountsReady = false;

  return {
    secretsKey,

    /** The offer accounts are created on first use, outside any transaction (like LEVEL_SALES). */
    async prepareAccounts() {
      if (accountsReady) return;
      await ensureSystemAccount(db, 'OFFERS_HELD');
      await ensureSystemAccount(db, 'MEMBER_DEBTS');
      accountsReady = true;
    },

    async list(): Promise<AdNetwork[]> {
      const rows = await listedNetworks(db);
      return rows.map(toAdNetwork);
    },

    async get(id: string): Promise<AdNetwork> {
      const row = await findListedNetwork(db, id);
      if (row === undefined) throw notFound();
      return toAdNetwork(row);
    },

    async create(adminId: string, body: CreateAdNetworkBody): Promise<AdNetwork & { secret: string }> {
      const id = randomUUID();
      const secretCiphertext = encryptSecret(await secretsKey(), id, body.secret);
      const now = clock.now();
      return inTransaction(db, async (tx) => {
        const row = await tx
          .transaction((savepoint) =>
            insertNetwork(savepoint, {
              id,
              slug: body.slug,
              secretCiphertext,
              name: body.name,
              ...defaultColumns,
              ...settableColumns(body),
              createdAt: now,
              updatedAt: now,
            }),
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw duplicateSlug();
            throw error;
          });
        if (row === undefined) throw new Error('ad network insert returned nothing');
        const network = toAdNetwork(row);
        await recordAudit(tx, {
          adminId,
          action: 'ad-network.create',
          targetType: 'ad_network',
          targetId: id,
          after: network,
        });
        // The secret is answered this once, as the operator entered it, and never again.
        return { ...network, secret: body.secret };
      });
    },

    async update(adminId: string, id: string, body: UpdateAdNetworkBody): Promise<AdNetwork> {
      const secret =
        body.secret === undefined
          ? {}
          : { secretCiphertext: encryptSecret(await secretsKey(), id, body.secret) };
      return inTransaction(db, async (tx) => {
        const before = await findListedNetworkForUpdate(tx, id);
        if (before === undefined) throw notFound();
        const after = await updateNetwork(tx, id, {
          ...settableColumns(body),
          ...secret,
          updatedAt: clock.now(),
        });
        if (after === undefined) throw new Error('ad network update returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'ad-network.update',
          targetType: 'ad_network',
          targetId: id,
          before: toAdNetwork(before),
          after: { ...toAdNetwork(after), secretChanged: body.secret !== undefined },
        });
        return toAdNetwork(after);
      });
    },

    /**
     * Deletes a network from the operators' list and stops answering its postbacks; its conversions and
     * postbacks stay (money moved through them), and so does its slug.
     */
    async remove(adminId: string, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const before = await findListedNetworkForUpdate(tx, id);
        if (before === undefined) throw notFound();
        await markNetworkDeleted(tx, id, clock.now());
        await recordAudit(tx, {
          adminId,
          action: 'ad-network.delete',
          targetType: 'ad_network',
          targetId: id,
          before: toAdNetwork(before),
        });
      });
    },

    async postbacks(id: string, page: number, pageSize: number) {
      await this.get(id);
      const [items, total] = await Promise.all([
        networkPostbacks(db, id, pageSize, pageOffset(page, pageSize)),
        networkPostbackCount(db, id),
      ]);
      return {
        items: items.map((row) => ({
          id: row.id,
          outcome: row.outcome,
          transactionId: row.transactionId,
          params: row.params,
          address: row.address,
          receivedAt: row.receivedAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      };
    },

    async stats(days: number, networkId?: string) {
      return networkDayStats(db, clock.now(), days, networkId);
    },

    /** The member's connected offerwalls, each link carrying their account number and its signature. */
    async offerwalls(userId: string): Promise<Offerwall[]> {
      const accountNumber = await memberAccountNumber(db, userId);
      if (accountNumber === undefined) throw new NotFoundError('Member not found.');
      const member = { accountNumber };
      const rows = await activeOfferwallNetworks(db);
      const secretKey = rows.length === 0 ? undefined : await secretsKey();
      return rows.flatMap((row) => {
        if (row.offerwallUrl === null || secretKey === undefined) return [];
        const secret = decryptSecret(secretKey, row.id, row.secretCiphertext);
        const url = row.offerwallUrl
          .replaceAll('{userId}', encodeURIComponent(member.accountNumber))
          .replaceAll('{signature}', offerwallSignature(secret, member.accountNumber));
        return [{ name: row.name, slug: row.slug, url }];
      });
    },
  };
}
export type AdNetworksService = ReturnType<typeof createAdNetworksService>;
