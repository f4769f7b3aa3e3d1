/**
 * CITATION.cff is valid Citation File Format 1.2.0 (checked against the
 * format's JSON Schema, vendored as test data in test/fixtures/cff/ with its
 * licence) and names the version package.json has, which `npm run release`
 * keeps in step (scripts/citation.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const schema = JSON.parse(readFileSync(join(root, 'test/fixtures/cff/schema-1.2.0.json'), 'utf8')) as Record<string, unknown>;
// The schema is draft-07, Ajv 8's default; its formats (`uri`, `email`,
// `date`) come from ajv-formats, and strict mode stays on.
const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile(schema);

/** The validation errors of a CFF text, as `path message` lines; empty when it is valid. */
function errors(text: string): string[] {
  // YAML dates stay strings, as the schema's note to implementers asks.
  const data: unknown = parse(text, { schema: 'core' });
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

const cff = readFileSync(join(root, 'CITATION.cff'), 'utf8');

describe('CITATION.cff', () => {
  it('is valid against the Citation File Format 1.2.0 schema', () => {
    expect(schema.$id).toBe('https://citation-file-format.github.io/1.2.0/schema.json');
    expect(errors(cff)).toEqual([]);
  });

  it('the schema check fails on an invalid file', () => {
    expect(errors(cff.replace(/^authors:\n(?:\s+- .*\n)+/m, ''))).toContain("/ must have required property 'authors'");
    expect(errors(cff.replace(/^license: MIT$/m, 'license: Not-A-Licence'))).not.toEqual([]);
    expect(errors(`${cff}\nrepository: nowhere\n`)).not.toEqual([]);
    expect(errors(cff.replace(/^cff-version: 1\.2\.0$/m, 'cff-version: 1.1.0'))).not.toEqual([]);
  });

  it("names package.json's version, name and licence", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string; license: string };
    const data = parse(cff, { schema: 'core' }) as { version: string; title: string; license: string; 'repository-artifact': string };
    expect(String(data.version)).toBe(pkg.version);
    expect(data.title.startsWith(`${pkg.name}:`)).toBe(true);
    expect(data.license).toBe(pkg.license);
    expect(data['repository-artifact']).toBe(`https://www.npmjs.com/package/${pkg.name}`);
  });
});
