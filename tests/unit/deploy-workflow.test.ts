import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';

/** The GitHub Pages workflow parses and builds, tests and publishes in that order. */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  'runs-on': string;
  steps: Step[];
  permissions?: Record<string, string>;
}

const file = path.resolve(__dirname, '../../.github/workflows/deploy.yml');

test('deploy.yml parses and has the test → build → deploy jobs', () => {
  const workflow = parse(fs.readFileSync(file, 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> };
  expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'workflow_dispatch']));
  const { test: testJob, build, deploy } = workflow.jobs;
  expect(testJob?.steps.map((s) => s.run)).toContain('npm test');
  expect(build?.needs).toBe('test');
  expect(build?.steps.map((s) => s.run)).toContain('npm run build');
  const upload = build?.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  expect(upload?.with?.path).toBe('build');
  expect(deploy?.needs).toBe('build');
  expect(deploy?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  expect(deploy?.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
});
