import { test, expect } from '@playwright/test';
import type { PluginModule } from '@docusaurus/types';
import { pluginWithOptions, requiredString } from './plugin-options';

const alpha = pluginWithOptions('alpha', () => ({ name: 'alpha' }), (o) => ({ label: requiredString(o, 'label', 'alpha') }));
const beta = pluginWithOptions('beta', () => ({ name: 'beta' }), () => ({}));

test('a factory finds its own config entries and no other', () => {
  const entry = alpha({ label: 'x' });
  expect(alpha.isEntry(entry)).toBe(true);
  expect(alpha.isEntry(alpha({ label: 'y' }))).toBe(true);
  expect(beta.isEntry(entry)).toBe(false);
  expect(alpha.isEntry('./plugins/alpha.ts')).toBe(false);
  expect(alpha.isEntry([() => ({ name: 'alpha' }), { label: 'x' }])).toBe(false);
});

test('the framework-called validation names the plugin and the unknown or missing option', () => {
  const [module] = alpha({ label: 'x' }) as [PluginModule, unknown];
  // As the framework calls it; ours reads only `options` (the framework's validator is unused).
  const validate = (options: Record<string, unknown>) => module.validateOptions!({ options, validate: () => options } as never);
  expect(validate({ label: 'x' })).toEqual({ label: 'x', id: 'default' });
  expect(() => validate({ label: 'x', colour: 'red' })).toThrow('[alpha] Unknown option colour in docusaurus.config.ts.');
  expect(() => validate({})).toThrow('[alpha] Option "label" is missing.');
});
