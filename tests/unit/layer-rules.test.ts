import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of STYLE.md, held by eslint.config.mjs's no-restricted-imports: each rule
 * refuses a deliberate violation, and lets the allowed import through.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layers lint holds', () => {
  it('refuses a components/ import in lib/, and allows lib/ in lib/', async () => {
    const bad =
      "import type { ProductCardProps } from '@/components/site/product-card';\nexport type X = ProductCardProps;\n";
    expect(await restrictedImports('lib/products/violation.ts', bad)).toHaveLength(1);
    const good =
      "import type { CardEntry } from '@/lib/products/card-entry';\nexport type X = CardEntry;\n";
    expect(await restrictedImports('lib/products/violation.ts', good)).toEqual([]);
  }, 30_000);

  it('refuses a db/ import in a route or a page of app/, and allows lib/ there', async () => {
    const viaAlias = "import { getDb } from '@/db/client';\nexport const db = getDb;\n";
    expect(await restrictedImports('app/api/export/route.ts', viaAlias)).toHaveLength(1);
    const viaPath = "import { products } from '../../../db/schema';\nexport const p = products;\n";
    expect(await restrictedImports('app/admin/main/page.tsx', viaPath)).toHaveLength(1);
    const good =
      "import { exportAudit } from '@/lib/audit/export';\nexport const e = exportAudit;\n";
    expect(await restrictedImports('app/api/audit/export/route.ts', good)).toEqual([]);
  }, 30_000);
});
