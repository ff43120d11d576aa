import type { ApiModel } from '../model';
import { renderApiSection } from '../render';
import { renderLuaDefinitions } from '../luals';

/**
 * The outputs of the API model. Each output is one module (or one function) registered in
 * OUTPUTS; the Docusaurus plugin writes what they return, and removes stale pages.
 */
export interface GeneratedFile {
  /** `docs`: a page under docs/api/ (stale pages are removed); `static`: a download beside static/. */
  target: 'docs' | 'static';
  /** Path inside the target folder. */
  file: string;
  content: string;
}

export interface ApiOutput {
  name: string;
  render(model: ApiModel, intro: string): GeneratedFile[];
}

const pages: ApiOutput = {
  name: 'pages',
  render: (model, intro) => renderApiSection(model, intro).map((p) => ({ target: 'docs', file: p.file, content: p.content })),
};

/** The LuaLS definition file (/atomontage.d.lua). */
const luaDefinitions: ApiOutput = {
  name: 'atomontage.d.lua',
  render: (model) => [{ target: 'static', file: 'atomontage.d.lua', content: renderLuaDefinitions(model) }],
};

/** The data as JSON, for tools (/api.json). */
const apiJson: ApiOutput = {
  name: 'api.json',
  render: ({ data }) => [{ target: 'static', file: 'api.json', content: `${JSON.stringify({ classes: data.classes, enums: data.enums, types: data.otherTypes }, null, 2)}\n` }],
};

export const OUTPUTS: readonly ApiOutput[] = [pages, luaDefinitions, apiJson];
