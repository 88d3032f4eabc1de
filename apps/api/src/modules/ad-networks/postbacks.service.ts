import type { FastifyBaseLogger } from 'fastify';
import {
  foldIdentifier,
  MAX_AMOUNT_CENTS,
  POSTBACK_MAX_PARAMS,
  POSTBACK_VALUE_MAX_LENGTH,
  type PostbackOutcome,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordCheat } from '../fraud/fraud.service';
import type { AdNetworksService } from './ad-networks.service';
import {
  dueConversions,
  findNetworkBySlug,
  insertPostback,
  memberIdByAccountNumber,
  type NetworkRow,
} from './ad-networks.repository';
import { decryptSecret } from './ad-networks.secrets';
import { decimalMicros, postbackSignature, signatureMatches, toUsdCents } from './ad-networks.signatures';
import { creditConversion, releaseConversion, reverseConversion } from './offer-conversions';

export const OFFERS_RELEASE_JOB = 'offers.release';
/** Held offer rewards are released by this job within this many seconds of their hold ending. */
export const OFFERS_RELEASE_EVERY_SECONDS = 60;
const RELEASE_BATCH = 100;

/** A postback's parameters as they came: names and values are strings, bounded in count and length. */
export function postbackValues(...sources: unknown[]): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const source of sources) {
    if (source === undefined || source === null) continue;
    if (typeof source !== 'object' || Array.isArray(source))
      throw new ValidationError('Postback parameters are names with text values.');
    for (const [name, value] of Object.entries(source)) {
      if (typeof value !== 'string' || name.length > 64 || value.length > POSTBACK_VALUE_MAX_LENGTH)
        throw new ValidationError(
          `Each postback parameter is one value of at most ${String(POSTBACK_VALUE_MAX_LENGTH)} characters.`,
        );
      values[name] = value;
    }
  }
  if (Object.keys(values).length > POSTBACK_MAX_PARAMS)
    throw new ValidationError(`A postback has at most ${String(POSTBACK_MAX_PARAMS)} parameters.`);
  return values;
}

export interface PostbackAnswer {
  outcome: PostbackOutcome;
  /** The reply the network expects (sent for every call accepted or ignored). */
  reply: string;
}

/**
 * Signed server-to-server postbacks (decision 0171): checked (network, address, signature in constant
 * time), then each (network, transaction id) credited or reversed exactly once, logged with its outcome.
 */
export function createPostbacksService({
  db,
  clock,
  log,
  networks,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  networks: AdNetworksService;
}) {
  async function record(
    executor: Executor,
    network: NetworkRow,
    outcome: PostbackOutcome,
    params: Record<string, string>,
    address: string,
    now: Date,
  ) {
    // The signature is left out of the log; the secret is never among the parameters a network sends.
    const logged = Object.fromEntries(
      Object.entries(params).filter(([name]) => name !== network.signatureParam),
    );
    await insertPostback(executor, {
      networkId: network.id,
      outcome,
      transactionId: params[network.transactionParam]?.slice(0, POSTBACK_VALUE_MAX_LENGTH) ?? null,
      params: logged,
      address,
      businessDay: businessDay(now),
      receivedAt: now,
    });
  }

  /** The member a postback names (its user parameter, folded as every id is), if there is one. */
  async function namedMember(network: NetworkRow, params: Record<string, string>) {
    const accountNumber = foldIdentifier(params[network.userParam] ?? '').toUpperCase();
    return accountNumber === '' ? undefined : memberIdByAccountNumber(db, accountNumber);
  }

  return {
    async handle(slug: string, params: Record<string, string>, address: string): Promise<PostbackAnswer> {
      const now = clock.now();
      const network = await findNetworkBySlug(db, slug);
      if (network === undefined || !network.isActive || network.deletedAt !== null)
        throw new NotFoundError('Unknown network.');
      const answer = (outcome: PostbackOutcome) => ({ outcome, reply: network.successReply });

      if (network.allowedIps.length > 0 && !network.allowedIps.includes(address)) {
        await record(db, network, 'FORBIDDEN_ADDRESS', params, address, now);
        log.warn({ network: network.slug, address }, 'postback from an address the network does not use');
        throw new ForbiddenError('This address may not send postbacks for this network.');
      }
      const secret = decryptSecret(await networks.secretsKey(), network.id, network.secretCiphertext);
      const expected = postbackSignature(
        network.signatureScheme,
        secret,
        network.signatureParams.map((name) => params[name] ?? ''),
      );
      if (!signatureMatches(expected, params[network.signatureParam])) {
        await record(db, network, 'BAD_SIGNATURE', params, address, now);
        // A forged credit in a member's name goes in their cheat log; an unknown name is only logged here.
        const named = await namedMember(network, params);
        if (named !== undefined)
          await recordCheat(db, {
            userId: named.id,
            kind: 'BAD_POSTBACK_SIGNATURE',
            detail: `${network.name}: transaction ${params[network.transactionParam] ?? '(none)'} from ${address} had a bad signature.`,
            now,
          });
        log.warn(
          { network: network.slug, address, transactionId: params[network.transactionParam] },
          'postback with a bad or missing signature',
        );
        throw new ForbiddenError('The postback signature is not valid.');
      }

      const status = params[network.statusParam];
      const transactionId = params[network.transactionParam] ?? '';
      const isCredit = status === network.creditStatus;
      const isReversal = status === network.reversalStatus;
      if ((!isCredit && !isReversal) || transactionId === '') {
        await record(db, network, 'IGNORED', params, address, now);
        return answer('IGNORED');
      }
      const member = await namedMember(network, params);
      if (member === undefined) {
        await record(db, network, 'UNKNOWN_MEMBER', params, address, now);
        log.warn({ network: network.slug, transactionId }, 'postback for an unknown member');
        return answer('UNKNOWN_MEMBER');
      }

      let rewardCents = 0;
      let payoutCents = 0;
      if (isCredit) {
        const reward = decimalMicros(params[network.rewardParam]);
        const payout = decimalMicros(params[network.payoutParam]) ?? reward;
        if (reward === undefined || payout === undefined) {
          await record(db, network, 'IGNORED', params, address, now);
          return answer('IGNORED');
        }
        rewardCents = Math.floor(
          (toUsdCents(reward, network.usdMicrosPerUnit) * network.memberShareBasisPoints) / 10_000,
        );
        payoutCents = toUsdCents(payout, network.usdMicrosPerUnit);
        if (rewardCents < 1 || rewardCents > MAX_AMOUNT_CENTS || payoutCents > MAX_AMOUNT_CENTS) {
          await record(db, network, 'IGNORED', params, address, now);
          return answer('IGNORED');
        }
      }

      await networks.prepareAccounts();
      const booked = inTransaction(db, async (tx) => {
        const result: PostbackOutcome = isCredit
          ? await creditConversion(tx, {
              networkId: network.id,
              networkName: network.name,
              transactionId,
              userId: member.id,
              rewardCents,
              payoutCents,
              holdDays: network.holdDays,
              now,
            })
          : await reverseConversion(tx, { networkId: network.id, transactionId, userId: member.id, now });
        await record(tx, network, result, params, address, now);
        return result;
      });
      const outcome = await booked.catch(async (error: unknown) => {
        // Rolled back: listed for operators when the database still takes a row, then a 5xx for a retry.
        await record(db, network, 'FAILED', params, address, now).catch(() => undefined);
        throw error;
      });
      return answer(outcome);
    },

    /** Releases every held reward whose hold has ended (the job's work), each once; answers how many. */
    async releaseDue(): Promise<number> {
      await networks.prepareAccounts();
      let released = 0;
      for (;;) {
        const now = clock.now();
        const batch = await inTransaction(db, async (tx) => {
          let moved = 0;
          const ids = await dueConversions(tx, now, RELEASE_BATCH);
          for (const id of ids) if (await releaseConversion(tx, id, now)) moved += 1;
          return { found: ids.length, moved };
        });
        released += batch.moved;
        if (batch.found < RELEASE_BATCH) return released;
      }
    },
  };
}
export type PostbacksService = ReturnType<typeof createPostbacksService>;
