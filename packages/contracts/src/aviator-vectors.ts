/**
 * Rounds whose crash points were computed outside this code (Python's hmac and hashlib, integer
 * arithmetic): the server's node:crypto and the browser's Web Crypto must both give these.
 */
export const aviatorTestVectors = [
  [
    '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
    'e0bc614e4fd035a488619799853b075143deea596c477b8dc077e309c0fe42e9',
    'earnflow',
    1,
    377,
  ],
  [
    '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
    'e0bc614e4fd035a488619799853b075143deea596c477b8dc077e309c0fe42e9',
    'my-lucky-seed',
    2,
    206,
  ],
  [
    'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35',
    'd8bdf9a0cb27a193a1127de2924b6e5a9e4c2d3b3fe42e935e160c011f3df1fc',
    'earnflow',
    1,
    270,
  ],
  [
    'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35',
    'd8bdf9a0cb27a193a1127de2924b6e5a9e4c2d3b3fe42e935e160c011f3df1fc',
    'my-lucky-seed',
    9,
    103,
  ],
  [
    '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce',
    '5b65712d565c1551340998102d418ceccb35db8dbfb45f9041c4cae483d8717b',
    'earnflow',
    1,
    125,
  ],
  [
    '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce',
    '5b65712d565c1551340998102d418ceccb35db8dbfb45f9041c4cae483d8717b',
    'my-lucky-seed',
    16,
    120,
  ],
  [
    '4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a',
    '033c339a7975542785be7423a5b32fa8047813689726214143cdd7939747709c',
    'earnflow',
    1,
    311,
  ],
  [
    '4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a',
    '033c339a7975542785be7423a5b32fa8047813689726214143cdd7939747709c',
    'my-lucky-seed',
    23,
    109,
  ],
  [
    'ef2d127de37b942baad06145e54b0c619a1f22327b2ebbcfbec78f5564afe39d',
    'c81d40dbeed369f1476086cf882dd36bf1c3dc35e07006f0bec588b983055487',
    'earnflow',
    1,
    204,
  ],
  [
    'ef2d127de37b942baad06145e54b0c619a1f22327b2ebbcfbec78f5564afe39d',
    'c81d40dbeed369f1476086cf882dd36bf1c3dc35e07006f0bec588b983055487',
    'my-lucky-seed',
    30,
    140,
  ],
].map(([serverSeed, serverSeedHash, clientSeed, nonce, crashHundredths]) => ({
  serverSeed: String(serverSeed),
  serverSeedHash: String(serverSeedHash),
  clientSeed: String(clientSeed),
  nonce: Number(nonce),
  crashHundredths: Number(crashHundredths),
}));
