import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
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
