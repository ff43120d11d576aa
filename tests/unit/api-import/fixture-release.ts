import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The importer's fixtures: small exports written for the tests and a small reference. */
export const FIXTURES = path.resolve(__dirname, '../../fixtures/api-import');
const REAL_SCHEMA = path.resolve(__dirname, '../../../api/schema');

/**
 * Makes project roots holding a copy of the fixture reference (api/ with the real schemas);
 * `cleanup` removes them (call it from the test file's afterAll).
 */
export function fixtureRoots(prefix: string): { projectRoot: () => string; cleanup: () => void } {
  const roots: string[] = [];
  return {
    projectRoot: () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      roots.push(root);
      fs.cpSync(path.join(FIXTURES, 'release'), root, { recursive: true });
      fs.cpSync(REAL_SCHEMA, path.join(root, 'api', 'schema'), { recursive: true });
      return root;
    },
    cleanup: () => roots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
  };
}
