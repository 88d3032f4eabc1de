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
