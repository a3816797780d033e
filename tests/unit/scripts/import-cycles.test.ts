import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The import-circle check of `npm run check` (scripts/import-cycles.mjs), run on folders of its own.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const check = (dir: string) =>
  spawnSync(process.execPath, ['scripts/import-cycles.mjs', dir], { encoding: 'utf8' });

describe('scripts/import-cycles.mjs', () => {
  it('passes modules that import in one direction, dynamic imports and packages aside', () => {
    const dir = project({
      'a.ts': "import { b } from './b';\nimport { z } from 'zod';\nexport const a = b;\n",
      'b.ts': "export const b = 1;\nexport const later = () => import('./a');\n",
    });
    const run = check(dir);
    expect(run.stdout).toContain('No import circles among 2 modules');
    expect(run.status).toBe(0);
  });

  it('fails on a circle through ~/ and relative paths, type-only imports included', () => {
    const dir = project({
      'domain/texts.ts': "import type { Option } from '~/domain/schema';\nexport const x = 1;\n",
      'domain/schema.ts': "import {\n  x,\n} from './texts';\nexport type Option = 'A';\n",
      'server/free.ts': "import { x } from '../domain/texts';\n",
    });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Import circles in .* \(1\):/);
    expect(run.stderr).toMatch(/domain\/schema\.ts <-> .*domain\/texts\.ts/);
    expect(run.stderr).not.toContain('free.ts');
  });
});
