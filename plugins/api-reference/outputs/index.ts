import type { ApiModel } from '../model';
import { ApiDataError, type ApiSources } from '../read';
import { renderApiSection } from '../render';
import { renderLuaDefinitions } from '../luals';
import { ADDON_ZIP_NAME, DEFINITIONS_FILE_NAME, renderLualsAddon } from '../luals-addon';
import type { ReleaseInfo } from '../releases';

/**
 * The outputs of the API model. Each output is one module (or one function) registered in
 * OUTPUTS; the Docusaurus plugin writes what they return, and removes stale pages.
 */
/**
 * Where one release's outputs go: the folder of its pages and the names of its downloads. The
 * documented release keeps the routes the specification gives (/atomontage.d.lua, /api.json);
 * another release's carry its id, so no two releases share a file or a cleanup.
 */
/** The API docs instance's folder (its current version: the documented release). */
export const API_CURRENT_DOCS_DIR = 'generated/api-docs';
/** Where Docusaurus reads a docs version of the API instance (`<id>_versioned_docs/version-<name>`; not configurable). */
export const versionedDocsDir = (version: string): string => `api_versioned_docs/version-${version}`;
/** Its sidebars file and the instance's list of versions, also at the paths Docusaurus fixes. */
export const versionedSidebarsFile = (version: string): string => `api_versioned_sidebars/version-${version}-sidebars.json`;
export const API_VERSIONS_FILE = 'api_versions.json';

export interface ReleaseOutputPaths {
  /** Its generated pages, relative to the site; the generator removes stale pages here only. */
  docsDir: string;
  definitions: string;
  addon: string;
  json: string;
}

export function releaseOutputPaths(release: Pick<ReleaseInfo, 'id' | 'documented'>): ReleaseOutputPaths {
  if (release.documented) return { docsDir: API_CURRENT_DOCS_DIR, definitions: DEFINITIONS_FILE_NAME, addon: ADDON_ZIP_NAME, json: 'api.json' };
  return { docsDir: versionedDocsDir(release.id), definitions: `atomontage-${release.id}.d.lua`, addon: `atomontage-luals-addon-${release.id}.zip`, json: `api-${release.id}.json` };
}

export interface GeneratedFile {
  /** `docs`: a page in the release's docs folder (stale pages are removed); `static`: a download beside static/. */
  target: 'docs' | 'static';
  /** Path inside the target folder. */
  file: string;
  content: string | Buffer;
}

/** What an output renders from: the model, the files it was read from, and the site's settings. */
export interface OutputInput {
  model: ApiModel;
  sources: ApiSources;
  paths: ReleaseOutputPaths;
  release: ReleaseInfo;
  /** The site URL from docusaurus.config.ts: the d.lua's hovers link to their entries there. */
  siteUrl: string;
}

export interface ApiOutput {
  name: string;
  render(input: OutputInput): GeneratedFile[];
}

const pages: ApiOutput = {
  name: 'pages',
  render: ({ model, sources, release }) => renderApiSection(model, sources.intro, release).map((p) => ({ target: 'docs', file: p.file, content: p.content })),
};

/**
 * The LuaLS definition file (/atomontage.d.lua) and the same file as a LuaLS addon
 * (/atomontage-luals-addon.zip); both describe themselves from api/editor-types.yaml.
 */
const luaDefinitions: ApiOutput = {
  name: 'atomontage.d.lua',
  render: ({ model, sources, siteUrl, paths, release }) => {
    const info = sources.editorTypes[0];
    if (!info) throw new ApiDataError([{ file: 'api/editor-types.yaml', item: '(file)', message: 'is missing', fix: 'restore it from version control; atomontage.d.lua cannot be generated without it' }]);
    const definitions = renderLuaDefinitions(model, { siteUrl, apiRelease: release, release: info.data.release, updated: info.data.updated });
    return [
      { target: 'static', file: paths.definitions, content: definitions },
      { target: 'static', file: paths.addon, content: renderLualsAddon(definitions, info.data) },
    ];
  },
};

/** The data as JSON, for tools (/api.json). */
const apiJson: ApiOutput = {
  name: 'api.json',
  render: ({ model: { data }, paths }) => [{ target: 'static', file: paths.json, content: `${JSON.stringify({ classes: data.classes, enums: data.enums, types: data.otherTypes }, null, 2)}\n` }],
};

export const OUTPUTS: readonly ApiOutput[] = [pages, luaDefinitions, apiJson];
