import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions, PropVersionDoc, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';

/**
 * The docs plugin, with a lighter data file on every page.
 *
 * Every docs page loads its version's metadata, which lists every doc with its id, title, sidebar
 * and description. Only the theme's doc cards (DocCard, DocCardList: generated category index
 * pages) read that list (`useDocById`), and this site has neither. Dropping the list takes the file
 * from about 7.7 to 2.6 kB gzip in every API page's first load (descriptions 4.3 kB, the rest 0.8 kB).
 * Everything else of the plugin is unchanged: same name, options, routes, global data.
 *
 * The plugin's global data, in every page's main script, also lists every doc: there each keeps
 * its path and sidebar but not its id (withoutDocIds).
 *
 * If doc cards, a version dropdown or `doc` navbar items are ever added, remove this wrapper.
 * Manifest: lean-docs-props (framework-changes/manifest.ts).
 */
export default async function leanDocsPropsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocList(route));
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(withoutDocIds(data as GlobalPluginData));
      return contentLoaded({ ...args, actions: { ...args.actions, addRoute, setGlobalData } });
    },
  };
}

export { validateOptions };

/**
 * The plugin's global data (in every page's main script) with each version's docs listed by path
 * and sidebar only: the navbar finds the reader's doc by path and highlights its sidebar's item;
 * only the version dropdown and `doc` navbar items, which this site does not use, match docs by id.
 * The main doc keeps its id (the theme links a version by it).
 */
export function withoutDocIds(data: GlobalPluginData): GlobalPluginData {
  return { ...data, versions: data.versions.map((v) => ({ ...v, docs: v.docs.map((d) => (d.id === v.mainDocId ? d : { ...d, id: '' })) })) };
}

/** The docs plugin's version metadata prop without its list of docs (what the theme receives). */
type LeanVersionMetadata = Omit<PropVersionMetadata, 'docs'> & { docs: Record<string, PropVersionDoc> };

/** Whether a route prop is the docs plugin's version metadata (the prop the plugin names `version`). */
function isVersionMetadata(prop: unknown): prop is PropVersionMetadata {
  return typeof prop === 'object' && prop !== null && typeof (prop as Partial<PropVersionMetadata>).docs === 'object';
}

/** A copy of a route tree in which each docs version's metadata lists no docs (only doc cards read them). */
export function withoutDocList(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const props = isVersionMetadata(version) ? { ...route.props, version: { ...version, docs: {} } satisfies LeanVersionMetadata } : route.props;
  return {
    ...route,
    ...(props ? { props } : {}),
    ...(route.routes ? { routes: route.routes.map(withoutDocList) } : {}),
  };
}
