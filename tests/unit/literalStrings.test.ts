import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/*
 * Issue 22: a screen renders its texts from the catalogues, never as literals. The lint rule
 * (eslint.config.js: i18next/no-literal-string on JSX text and on the props people read or hear)
 * must find nothing in the panel, the sign-in pages and the site; and it must catch a literal,
 * or this test could not fail.
 */
/*
 * The project's own rule block, taken from eslint.config.js as it is, run alone: the whole
 * configuration would also follow every import for the cycle rule, which `npm run lint` already
 * does over the same files (issue 33: the same check paid twice cost this test most of a minute).
 */
const CONFIG_FILE = '../../eslint.config.js'; // plain JavaScript: typed here
const { default: config } = (await import(CONFIG_FILE)) as { default: Linter.Config[] };
const literalBlock = config.find((block) => block.plugins && 'i18next' in block.plugins);
if (!literalBlock) throw new Error('eslint.config.js has no i18next/no-literal-string block');
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    },
    literalBlock,
  ],
});

const literalFindings = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === 'i18next/no-literal-string')
      .map((m) => `${result.filePath.replace(`${process.cwd()}/`, '')}:${m.line} ${m.message}`),
  );

describe('no literal user-facing strings', () => {
  it('catches a literal text and a literal label', async () => {
    const source = [
      "import Button from '@mui/material/Button';",
      "import { TextField } from 'react-admin';",
      'export function Sample() {',
      '  return (<><Button>Save changes</Button><TextField source="name" label="Tenant name" /></>);',
      '}',
    ].join('\n');
    const results = await eslint.lintText(source, { filePath: 'resources/sample/Sample.tsx' });
    expect(literalFindings(results)).toHaveLength(2);
  });

  it('finds none in the panel, the sign-in pages and the site', { timeout: 240_000 }, async () => {
    const results = await eslint.lintFiles(['src/**/*.tsx', 'resources/**/*.tsx', 'site/**/*.tsx']);
    expect(literalFindings(results)).toEqual([]);
  });
});
