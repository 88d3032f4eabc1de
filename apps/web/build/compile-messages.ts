import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const messageModule = /[\\/]src[\\/]locales[\\/](?:en|ur)[\\/][\w-]+\.ts$/;
const exportDefault = /^export default\s+/m;

/**
 * Compiles the message modules (`src/locales/{en,ur}/*.ts`, each `export default { key: 'ICU text' }`) at
 * build time, so the browser receives Lingui's compiled messages and needs no message compiler: the
 * runtime is 2.5 KB instead of 9 KB gzipped (docs/decisions/0185). Tests and the dev server compile at run
 * time, as Lingui does outside production.
 */
export function compileMessages(): Plugin {
  return {
    name: 'earnflow-compile-messages',
    apply: 'build',
    // After TypeScript is stripped: the module is then plain JavaScript, `export default {…}`.
    enforce: 'post',
    async transform(code, id) {
      if (!messageModule.test(id)) return null;
      if (!exportDefault.test(code)) this.error(`${id}: a message module is one \`export default { … }\`.`);
      // The module is data: run as a module of its own, it gives its texts.
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
        default: unknown;
      };
      const texts = module.default;
      if (typeof texts !== 'object' || texts === null)
        this.error(`${id}: its default export is not an object.`);
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text !== 'string') this.error(`${id}: ${key} is not a string.`);
        compiled[key] = compileMessage(text);
      }
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
