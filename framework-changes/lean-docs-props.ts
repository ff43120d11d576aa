import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions, PropVersionDoc, PropVersionMetadata } from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, with a lighter data file on every page.
 *
 * Every docs page loads its version's metadata, which lists every doc with its id, title, sidebar
 * and description. Only the theme's doc cards (DocCardList, generated category index pages) read
 * the descriptions, and this site has neither. Dropping them takes the file from about 7.7 to
 * 3.4 kB gzip in every docs page's first load. Everything else of the plugin is
 * unchanged: same name, options, routes, global data.
 *
 * If doc cards are ever added, remove this wrapper (their descriptions would otherwise be empty).
 * Manifest: lean-docs-props (framework-changes/manifest.ts).
 */
export default async function leanDocsPropsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      return contentLoaded({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
}

export { validateOptions };

/** A doc as the version metadata lists it, less its description. */
type LeanVersionDoc = Omit<PropVersionDoc, 'description'>;
/** The docs plugin's version metadata prop with lean docs (what the theme receives). */
type LeanVersionMetadata = Omit<PropVersionMetadata, 'docs'> & { docs: Record<string, LeanVersionDoc> };

/** Whether a route prop is the docs plugin's version metadata (the prop the plugin names `version`). */
function isVersionMetadata(prop: unknown): prop is PropVersionMetadata {
  return typeof prop === 'object' && prop !== null && typeof (prop as Partial<PropVersionMetadata>).docs === 'object';
}

/** A copy of a route tree in which each docs version's metadata lists its docs without descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const props = isVersionMetadata(version)
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc])),
        } satisfies LeanVersionMetadata,
      }
    : route.props;
  return {
    ...route,
    ...(props ? { props } : {}),
    ...(route.routes ? { routes: route.routes.map(withoutDocDescriptions) } : {}),
  };
}
