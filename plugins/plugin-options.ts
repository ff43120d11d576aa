import type { LoadContext, Plugin, PluginConfig, PluginModule } from '@docusaurus/types';

type RawOptions = Record<string, unknown>;

/**
 * A plugin that takes explicit options, checked by the plugin API's `validateOptions` (the
 * framework calls it with the options given in docusaurus.config.ts before it starts the plugin,
 * so a wrong option stops the build with the plugin's name). Returns the config entry:
 * `plugins: [serving({ ... })]`.
 */
export function pluginWithOptions<Options extends object, Content = unknown>(
  name: string,
  plugin: (context: LoadContext, options: Options) => Plugin<Content> | Promise<Plugin<Content>>,
  validate: (options: RawOptions) => Options,
): PluginFactory<Options, Content> {
  const module = ((context: LoadContext, options: unknown) => plugin(context, options as Options)) as PluginModule<Content>;
  // The framework's hook is generic in its input and output; ours checks and returns Options.
  module.validateOptions = (({ options }: { options: RawOptions | undefined }) => {
    const raw = options ?? {};
    const known = new Set(Object.keys(validate(raw)));
    const unknown = Object.keys(raw).filter((key) => key !== 'id' && !known.has(key));
    if (unknown.length) throw new Error(`[${name}] Unknown option${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} in docusaurus.config.ts.`);
    return { ...validate(raw), id: typeof raw.id === 'string' ? raw.id : 'default' };
  }) as PluginModule['validateOptions'];
  const factory = (options: Options) => [module, options as unknown as Record<string, unknown>] as PluginConfig<Content>;
  return Object.assign(factory, { isEntry: (entry: unknown) => Array.isArray(entry) && entry[0] === module });
}

/** The config-entry builder pluginWithOptions returns; `isEntry` finds its entry in a plugin list (a test config replacing it). */
export interface PluginFactory<Options, Content = unknown> {
  (options: Options): PluginConfig<Content>;
  isEntry(entry: unknown): boolean;
}

/** An option that must be a non-empty string or absent. */
export function optionalString(options: RawOptions, key: string, plugin: string): string | undefined {
  const value = options[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value) return value;
  throw new Error(`[${plugin}] Option "${key}" must be a non-empty string, got ${JSON.stringify(value)}. Fix it in docusaurus.config.ts.`);
}

/** An option that must be a non-empty string. */
export function requiredString(options: RawOptions, key: string, plugin: string): string {
  const value = optionalString(options, key, plugin);
  if (value === undefined) throw new Error(`[${plugin}] Option "${key}" is missing. Set it in docusaurus.config.ts.`);
  return value;
}

/** An option that must be true or false. */
export function requiredBoolean(options: RawOptions, key: string, plugin: string): boolean {
  const value = options[key];
  if (typeof value === 'boolean') return value;
  throw new Error(`[${plugin}] Option "${key}" must be true or false, got ${JSON.stringify(value)}. Fix it in docusaurus.config.ts.`);
}
