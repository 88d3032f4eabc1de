/**
 * A seeded generator of money operations and the small in-memory model of what every balance must be.
 * The generator is deterministic in its seed (a test's own PRNG, never product randomness), so a seed
 * replays the same sequence; steps name their objects by position ("the k-th pending deposit"), so a
 * sequence with steps removed still runs, which is what shrinking needs.
 */

/** mulberry32: a tiny deterministic PRNG for the generator. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MEMBERS = 3;

export type Step =
  | { op: 'adjust'; m: number; cents: number }
  | { op: 'deposit'; m: number; cents: number }
  | { op: 'depositDecide'; k: number; action: 'COMPLETED' | 'FAILED' | 'DELETE' }
  | { op: 'withdraw'; m: number; dollars: number }
  | {
      op: 'withdrawDecide';
      k: number;
      /** APPROVE and REVIEW_REJECT decide from the review screen (POST /withdraw/{id}/review). */
      action: 'COMPLETED' | 'REJECTED' | 'DELETE' | 'APPROVE' | 'REVIEW_REJECT';
    }
  | { op: 'transfer'; m: number; to: number; cents: number }
  | { op: 'transferDecide'; k: number; approve: boolean }
  | { op: 'buyLevel'; m: number; level: 0 | 1 }
  | { op: 'watch'; m: number; kind: 'ads' | 'videos'; item: number }
  | { op: 'spin'; m: number }
  | { op: 'task'; m: number }
  | { op: 'taskDecide'; k: number; approve: boolean }
  | { op: 'redeem'; m: number }
  | { op: 'bet'; m: number; cents: number }
  | { op: 'cashout'; k: number; waitMs: number }
  | { op: 'offer'; m: number; cents: number }
  | { op: 'offerRepeat'; k: number }
  | { op: 'offerReverse'; k: number };

/** One random step; the weights favour the operations that open work for later steps. */
export function randomStep(random: () => number): Step {
  const int = (n: number) => Math.floor(random() * n);
  const m = int(MEMBERS);
  const pick = int(122);
  if (pick < 8) return { op: 'adjust', m, cents: (int(2) === 0 ? -1 : 1) * (1 + int(5000)) };
  if (pick < 18) return { op: 'deposit', m, cents: 100 + int(5000) };
  if (pick < 28) {
    const actions = ['COMPLETED', 'COMPLETED', 'FAILED', 'DELETE'] as const;
    return { op: 'depositDecide', k: int(4), action: actions[int(4)] ?? 'COMPLETED' };
  }
  if (pick < 36) return { op: 'withdraw', m, dollars: 5 + int(40) };
  if (pick < 44) {
    const actions = ['COMPLETED', 'REJECTED', 'DELETE', 'APPROVE', 'REVIEW_REJECT'] as const;
    return { op: 'withdrawDecide', k: int(4), action: actions[int(5)] ?? 'COMPLETED' };
  }
  if (pick < 52) return { op: 'transfer', m, to: (m + 1 + int(MEMBERS - 1)) % MEMBERS, cents: 1 + int(4000) };
  if (pick < 60) return { op: 'transferDecide', k: int(4), approve: int(2) === 0 };
  if (pick < 70) return { op: 'buyLevel', m, level: int(2) === 0 ? 0 : 1 };
  if (pick < 76) return { op: 'watch', m, kind: int(2) === 0 ? 'ads' : 'videos', item: int(3) };
  if (pick < 80) return { op: 'spin', m };
  if (pick < 85) return { op: 'task', m };
  if (pick < 91) return { op: 'taskDecide', k: int(4), approve: int(3) !== 0 };
  if (pick < 94) return { op: 'redeem', m };
  if (pick < 102) return { op: 'bet', m, cents: 100 + int(2000) };
  if (pick < 110) return { op: 'cashout', k: int(4), waitMs: int(3000) };
  if (pick < 115) return { op: 'offer', m, cents: 1 + int(500) };
  if (pick < 118) return { op: 'offerRepeat', k: int(4) };
  return { op: 'offerReverse', k: int(5) };
}

export function randomSequence(random: () => number, maxLength: number): Step[] {
  const length = 1 + Math.floor(random() * maxLength);
  return Array.from({ length }, () => randomStep(random));
}

/** What the model knows: balances in cents and the open business objects that can still move money. */
export interface Model {
  balance: number[];
  deposits: { id: string; m: number; cents: number }[];
  withdrawals: { id: string; m: number; cents: number }[];
  /** Deposits and withdrawals an admin deleted: each stays in its member's history, read as removed. */
  removed: { kind: 'deposits' | 'withdraw'; id: string; m: number }[];
  transfers: { id: string; m: number; to: number; cents: number }[];
  /** The level index each member holds, or null. */
  level: (number | null)[];
  watched: Set<string>[];
  spun: boolean[];
  /** Members with a task submission pending or approved (a rejected one may submit again). */
  tasked: boolean[];
  submissions: { id: string; m: number }[];
  redeemed: boolean[];
  rounds: { id: string; m: number; betCents: number }[];
  /** Network transactions credited by postbacks, and whether a reversal took them back. */
  offers: { txId: string; m: number; cents: number; reversed: boolean }[];
  /** What each member owes after reversals their wallet could not cover (settled from offer rewards). */
  debt: number[];
}

export function emptyModel(startCents: number[]): Model {
  return {
    balance: [...startCents],
    deposits: [],
    withdrawals: [],
    removed: [],
    transfers: [],
    level: startCents.map(() => null),
    watched: startCents.map(() => new Set<string>()),
    spun: startCents.map(() => false),
    tasked: startCents.map(() => false),
    submissions: [],
    redeemed: startCents.map(() => false),
    rounds: [],
    offers: [],
    debt: startCents.map(() => 0),
  };
}

export const describeStep = (step: Step) => JSON.stringify(step);
