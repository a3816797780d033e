import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { KEYSTATIC_FINNISH } from '../../../scripts/lib/keystatic-finnish-strings.mjs';
import {
  keystaticInFinnish,
  translatedModuleOf,
  translateModule,
} from '../../../scripts/lib/vite-keystatic-finnish.mjs';

const installed = (module: string) =>
  readFileSync(join(process.cwd(), 'node_modules', module), 'utf8');

describe("Keystatic's words in Finnish, against the installed packages", () => {
  // An upgrade of Keystatic that renames a module or changes a string fails here, not silently
  // in the editor.
  for (const [module, strings] of Object.entries(KEYSTATIC_FINNISH)) {
    it(`finds every string of ${module} and leaves valid JavaScript`, () => {
      const { code, missing } = translateModule(installed(module), strings);
      expect(missing).toEqual([]);
      expect(parseSync('keystatic.js', code).errors).toEqual([]);
      for (const [, finnish] of strings.text ?? []) expect(code).toContain(finnish);
    });
  }

  it("replaces Keystatic's own fi-FI words and leaves the other languages as they are", () => {
    const module = '@keystatic/core/dist/index-3c244051.js';
    const before = installed(module);
    const { code } = translateModule(before, KEYSTATIC_FINNISH[module]!);
    const fi = code.slice(code.indexOf('"fi-FI": {'), code.indexOf('"fr-FR": {'));
    expect(fi).toContain('"cancel": `Peruuta`');
    expect(fi).toContain('"save": `Tallenna`');
    expect(fi).not.toContain('Tühista');
    // Estonian keeps its own word.
    const et = code.slice(code.indexOf('"et-EE": {'), code.indexOf('"fi-FI": {'));
    expect(et).toContain('"cancel": `Tühista`');
  });

  it('names the link button by what it does, and the divider as a divider', () => {
    const module = '@keystatic/core/dist/index-3c244051.js';
    const { code } = translateModule(installed(module), KEYSTATIC_FINNISH[module]!);
    expect(code).toMatch(/"aria-label": "Linkki",\s+command: \(state_0, dispatch\) => \{/);
    expect(code).not.toContain('"aria-label": "Divider"');
    expect(code).toContain('"aria-label": "Vaakaviiva"');
  });
});

describe('translateModule', () => {
  it('matches a snippet across any white space and replaces every occurrence', () => {
    const { code, missing } = translateModule(
      'a({\n  children: "Remove"\n}); b({ children:  "Remove" });',
      {
        text: [['children: "Remove"', 'children: "Poista"']],
      },
    );
    expect(missing).toEqual([]);
    expect(code).toBe('a({\n  children: "Poista"\n}); b({ children: "Poista" });');
  });

  it('says which snippets and dictionary keys it did not find', () => {
    const { missing } = translateModule(
      'const s = { "fi-FI": {\n    "save": `Tallentaa`\n  }\n};',
      {
        locale: { save: 'Tallenna', cancel: 'Peruuta' },
        text: [['"Unsaved"', '"Tallentamatta"']],
      },
    );
    expect(missing).toEqual(['fi-FI cancel', '"Unsaved"']);
  });

  it('takes "$" in the Finnish text literally', () => {
    const { code } = translateModule('x = `${label} is required`;', {
      text: [['`${label} is required`', '`${label} puuttuu.`']],
    });
    expect(code).toBe('x = `${label} puuttuu.`;');
  });

  it('puts the prelude before the module', () => {
    const { code } = translateModule('export const a = 1;', { prelude: 'const b = 2;' });
    expect(code).toBe('const b = 2;\nexport const a = 1;');
  });
});

describe('the plugin', () => {
  it('translates only the modules it knows, by their path in node_modules', () => {
    expect(
      translatedModuleOf('/p/node_modules/@keystatic/core/dist/keystatic-core-ui.js?v=1'),
    ).toBe('@keystatic/core/dist/keystatic-core-ui.js');
    expect(translatedModuleOf('/p/src/keystatic-core-ui.js')).toBeUndefined();
  });

  it('runs in builds and in the dev server pre-bundling, under a name that changes with the words', () => {
    const config = keystaticInFinnish();
    const [plugin] = config.plugins;
    const [prebundle] = config.optimizeDeps.rolldownOptions.plugins;
    expect(plugin!.name).toMatch(/^portal-keystatic-finnish-[0-9a-f]{8}$/);
    expect(prebundle!.name).toBe(plugin!.name);
  });
});
