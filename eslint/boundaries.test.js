import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = (file) => path.join(import.meta.dirname, '..', 'apps/web/src', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('boundaries/web', boundaries.rules.web, {
  valid: [
    {
      filename: web('features/tasks/components/list.js'),
      code: "import { a } from '@/features/tasks/api/tasks';",
    },
    { filename: web('features/tasks/components/list.js'), code: "import { a } from '../api/tasks';" },
    {
      filename: web('features/tasks/components/list.js'),
      code: "import { a } from '@/components/ui/button';",
    },
    {
      filename: web('app/routes/member/tasks.js'),
      code: "import { a } from '@/features/tasks/components/list';",
    },
    { filename: web('app/router.js'), code: "import { a } from './routes/member/tasks';" },
    { filename: web('lib/money.js'), code: "import { a } from '@earnflow/contracts';" },
  ],
  invalid: [
    {
      filename: web('features/tasks/components/list.js'),
      code: "import { a } from '@/features/profile/api/me';",
      errors: [{ message: /Feature 'tasks' imports feature 'profile'/ }],
    },
    {
      filename: web('features/tasks/components/list.js'),
      code: "export { a } from '../../profile/api/me';",
      errors: [{ message: /Feature 'tasks' imports feature 'profile'/ }],
    },
    {
      filename: web('features/tasks/components/list.js'),
      code: "const page = () => import('@/app/routes/member/home');",
      errors: [{ message: /Nothing imports the app layer/ }],
    },
    {
      filename: web('components/ui/card.js'),
      code: "import { a } from '@/features/tasks/api/tasks';",
      errors: [{ message: /Shared code \(components\/\) imports feature 'tasks'/ }],
    },
    {
      filename: web('hooks/use-thing.js'),
      code: "import { a } from '../app/router';",
      errors: [{ message: /Nothing imports the app layer/ }],
    },
  ],
});

const api = (file) => path.join(import.meta.dirname, '..', 'apps/api/src', file);

tester.run('boundaries/api', boundaries.rules.api, {
  valid: [
    {
      filename: api('modules/levels/levels.service.ts'),
      code: "import { recordAudit } from '../audit/audit.service';",
    },
    {
      filename: api('modules/levels/levels.service.ts'),
      code: "import { openHolding } from './levels.repository';",
    },
    { filename: api('modules/levels/levels.routes.ts'), code: "import { a } from '../../plugins/auth';" },
    {
      filename: api('modules/levels/levels.test.ts'),
      code: "import { walletBalanceCents } from '../ledger/ledger.repository';",
    },
    { filename: api('plugins/auth.ts'), code: "import { a } from '../modules/sessions/session-auth';" },
    { filename: api('app.ts'), code: "import { a } from './plugins/auth';" },
    { filename: api('lib/keyset.ts'), code: "import { a } from '../db/client';" },
  ],
  invalid: [
    {
      filename: api('modules/levels/levels.service.ts'),
      code: "import { recordAudit } from '../audit/audit.repository';",
      errors: [{ message: /Module 'levels' imports the repository of 'audit'/ }],
    },
    {
      filename: api('modules/levels/levels.service.ts'),
      code: "export { a } from '../ledger/ledger.repository.ts';",
      errors: [{ message: /Module 'levels' imports the repository of 'ledger'/ }],
    },
    {
      filename: api('modules/rewards/rewards.repository.ts'),
      code: "import { a } from '../../plugins/auth';",
      errors: [{ message: /modules\/ imports plugins\// }],
    },
    {
      filename: api('lib/keyset.ts'),
      code: "import { a } from '../plugins/auth';",
      errors: [{ message: /lib\/ imports plugins\// }],
    },
    {
      filename: api('lib/keyset.ts'),
      code: "import { a } from '../modules/sessions/statement-session';",
      errors: [{ message: /lib\/ imports module 'sessions'/ }],
    },
  ],
});

// Files on disk for the cycle rule, which follows imports through the files themselves.
const cycleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-no-cycle-'));
const files = {
  'a.ts': "import { b } from './b';\nexport const a = b;\n",
  'b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
  'c.ts': "import { a } from './a';\nexport type C = typeof a;\n",
  'd.ts': "import { e } from './e';\nexport const d = e;\n",
  'e.ts': 'export const e = 1;\n',
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(cycleDir, name), text);
afterAll(() => fs.rmSync(cycleDir, { recursive: true, force: true }));

tester.run('boundaries/no-cycle', boundaries.rules['no-cycle'], {
  valid: [{ filename: path.join(cycleDir, 'd.ts'), code: files['d.ts'] }],
  invalid: [
    {
      // b.ts reaches c.ts by a type import: type imports close a cycle too.
      filename: path.join(cycleDir, 'a.ts'),
      code: files['a.ts'],
      errors: [{ message: /Import cycle: .*a\.ts → .*b\.ts → .*c\.ts → .*a\.ts\./ }],
    },
    {
      filename: path.join(cycleDir, 'c.ts'),
      code: "import { a } from './a';",
      errors: [{ message: /Import cycle: .*c\.ts → .*a\.ts → .*b\.ts → .*c\.ts\./ }],
    },
  ],
});
