import {
  adNetworkDefaults,
  type AdNetwork,
  type AdNetworkDayStats,
  type AviatorRound,
  type ChatMessage,
  type Level,
} from '@earnflow/contracts';

/** The signed-in member as GET /users/me answers, for tests of screens that load it. */
export const activeMember = {
  id: '9b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  accountNumber: 'ABCD234567',
  profileImage: null,
  streakScore: 3,
  currentBalance: 12.5,
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  Wallet: { currentBalance: 12.5 },
  twoFactorEnabled: false,
  language: 'en',
};

/** A signed-in owner with two-factor sign-in on, as GET /admins/me (and the sign-in) answers. */
export const ownerAdmin = {
  id: '5b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11',
  name: 'Tariq Owner',
  email: 'tariq@example.com',
  role: 'OWNER',
  twoFactorEnabled: true,
  twoFactorSetupRequired: false,
  mustChangePassword: false,
};

/** A level as GET /levels answers; `number` is its level number and the end of its id. */
export function levelFixture(number: number, title: string): Level {
  return {
    id: `00000000-0000-4000-8000-00000000000${String(number)}`,
    level: number,
    title,
    adsPerDay: 5,
    ratePerAd: 0.2,
    dailyEarning: 1,
    monthlyEarning: 30,
    price: 10,
    expiryInDays: 30,
    isActive: true,
    createdAt: '2026-03-05T14:07:00.000Z',
  };
}

/** An aviator round in play, as the rounds list and a bet answer it. */
export const openAviatorRound: AviatorRound = {
  id: '7d1f3c2a-4b5e-4c6d-8e9f-0a1b2c3d4e5f',
  betAmount: 5,
  status: 'OPEN',
  startedAt: '2026-11-22T08:00:00.000Z',
  elapsedMs: 0,
  multiplier: 1,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'lucky',
  nonce: 3,
  maxWin: 1000,
  cashoutMultiplier: null,
  winAmount: 0,
  settledAt: null,
};

/** A connected ad network as GET /ad-networks answers it (never with its secret). */
export const adNetworkFixture = (overrides: Partial<AdNetwork> = {}): AdNetwork => ({
  id: '7a1c6f2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Ayet Studios',
  slug: 'ayet',
  postbackPath: '/api/postbacks/ayet',
  offerwallUrl: 'https://wall.example.com/?uid={userId}&sig={signature}',
  ...adNetworkDefaults,
  memberSharePercent: 80,
  holdDays: 3,
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** One network's day as GET /ad-networks/stats answers it. */
export const adNetworkDayFixture = (overrides: Partial<AdNetworkDayStats> = {}): AdNetworkDayStats => ({
  networkId: adNetworkFixture().id,
  networkName: 'Ayet Studios',
  day: '2026-11-22',
  completions: 12,
  reversals: 2,
  networkPaid: 30,
  membersGot: 24,
  margin: 6,
  ...overrides,
});

/** A community message in the API's shape; `seq` also makes its id. */
export function chatMessageFixture(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    senderId: 'u1',
    senderType: 'USER',
    text: `message ${String(seq)}`,
    mediaUrl: null,
    mediaType: null,
    isPublic: true,
    senderName: 'Sara',
    senderAvatar: null,
    deleted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
