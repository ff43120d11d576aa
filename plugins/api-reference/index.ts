import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadApiModel } from './load';
import { luaIndexOf } from './lua-index';
import type { LuaNameIndex } from '../lua-check/check';
import { renderApiSection } from './render';
import { renderLuaDefinitions } from './luals';
import type { ApiModel } from './model';
import { renderApiTwins, renderApiSignatureList, type ApiTwin } from './markdown';

/**
 * Generates the API reference from the data in api/. The pipeline, in the order it runs:
 *
 *   load.ts        read api/**.yaml, validate against api/schema        -> ApiData
 *   normalise.ts   index it, resolve inheritance (cycles are errors)     -> ApiModel (model.ts)
 *   checks/*.ts    one small module per check, each with its own test    -> Problem[]
 *   outputs        render.ts (pages under docs/api/), luals.ts (/atomontage.d.lua),
 *                  api.json (below), lua-index.ts (names for the site-wide Lua check),
 *                  markdown.ts (the pages' Markdown twins and /llms-api.txt, written by
 *                  plugins/markdown-twins with the manual's twins)
 *
 * Every output walks the model with membersOf() (model.ts); types are read with types.ts and
 * writer text is made literal for MDX with prose.ts.
 *
 * Generation runs when the plugin is created, before any plugin loads content, so the docs plugin
 * always reads fresh pages; in the dev server, editing a data file re-runs it (getPathsToWatch) and
 * the docs plugin picks up the rewritten pages.
 */
export const API_DATA_DIR = 'api';
export const API_DOCS_DIR = 'docs/api';
export const GENERATED_STATIC_DIR = 'generated/static';

/** Writes a file only when its content changed, so watchers see real changes only. */
function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

// The names of the last generated data, for the site-wide Lua check (plugins/lua-check/remark.ts):
// it checks code blocks against the same data the pages come from, fresh after every dev reload.
let latestLuaIndex: LuaNameIndex | undefined;

// The last generated Markdown twins of the API pages, for plugins/markdown-twins.
let latestTwins: { twins: ApiTwin[]; signatureList: string } | undefined;

/** The API pages' Markdown twins and the compact signature list, from the last generation. */
export function apiMarkdown(siteDir: string): { twins: ApiTwin[]; signatureList: string } {
  if (!latestTwins) generateApiReference(siteDir);
  return latestTwins!;
}

/** The Lua name index of the API data, loading the data if no generation has run yet. */
export function apiLuaIndex(siteDir: string): LuaNameIndex {
  latestLuaIndex ??= luaIndexOf(loadApiModel(path.join(siteDir, API_DATA_DIR)));
  return latestLuaIndex;
}

export function generateApiReference(siteDir: string): ApiModel {
  const dataDir = path.join(siteDir, API_DATA_DIR);
  const model = loadApiModel(dataDir);
  const { data } = model;
  latestLuaIndex = luaIndexOf(model);
  const intro = fs.readFileSync(path.join(dataDir, 'intro.md'), 'utf8');
  latestTwins = { twins: renderApiTwins(model, intro), signatureList: renderApiSignatureList(model) };
  const outDir = path.join(siteDir, API_DOCS_DIR);
  const pages = renderApiSection(model, intro);
  const wanted = new Set(pages.map((p) => path.join(outDir, p.file)));
  for (const page of pages) writeIfChanged(path.join(outDir, page.file), page.content);
  // Remove pages whose data file was deleted or renamed.
  if (fs.existsSync(outDir)) {
    for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(outDir, file);
      if (fs.statSync(full).isFile() && !wanted.has(full)) fs.rmSync(full);
    }
  }
  const staticDir = path.join(siteDir, GENERATED_STATIC_DIR);
  writeIfChanged(path.join(staticDir, 'atomontage.d.lua'), renderLuaDefinitions(model));
  writeIfChanged(path.join(staticDir, 'api.json'), `${JSON.stringify({ classes: data.classes, enums: data.enums, types: data.otherTypes }, null, 2)}\n`);
  return model;
}

export default function apiReferencePlugin(context: LoadContext): Plugin {
  generateApiReference(context.siteDir);
  // The first content load follows the generation above; only later ones (dev reloads) regenerate.
  let generated = true;
  return {
    name: 'api-reference',
    getPathsToWatch() {
      return [path.join(context.siteDir, API_DATA_DIR, '**/*.{yaml,md,json}')];
    },
    async loadContent() {
      // Runs again on every change to a watched data file in the dev server.
      if (generated) generated = false;
      else generateApiReference(context.siteDir);
    },
  };
}
