import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions, LoadedContent } from '@docusaurus/plugin-content-docs';

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

interface VersionProp {
  docs?: Record<string, { description?: string }>;
}

/** A copy of a route tree in which each docs version's metadata lists its docs without descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props =
    version?.docs && typeof version.docs === 'object'
      ? {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
            ),
          },
        }
      : route.props;
  return {
    ...route,
    ...(props ? { props } : {}),
    ...(route.routes ? { routes: route.routes.map(withoutDocDescriptions) } : {}),
  };
}
