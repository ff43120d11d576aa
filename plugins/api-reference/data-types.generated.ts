/**
 * The shape of the data files in api/, generated from api/schema/*.schema.json. Do not edit:
 * change the schema, then run `npm run api:types` (data-types.test.ts fails until you do).
 */
/* eslint-disable */

// api/schema/class.schema.json

export type ClassKind = 'value' | 'component' | 'shape' | 'singleton' | 'class';
export type Availability = 'client' | 'server' | 'both';
/**
 * Markdown, the project's own words.
 */
export type Text = string;
export type Examples = Example[];
/**
 * A Lua-facing type: a class, enum or other type name or Lua primitive; T[] (array), T? (a parameter that may be omitted or nil; a return or property that may be nil), A|B (either), table<K,V>, fun(a: T): R, or ... for variadic arguments. The build checks the grammar and that every name exists.
 */
export type TypeName = string;
/**
 * The narrower type the Lua annotations give where the binding says any/table (free text, e.g. fun(progress: number)).
 */
export type Annotation = string;
export type Params = Param[];
export type Returns = TypeName[];

/**
 * One class of the engine's Lua API. Facts (names, types, signatures) come from the engine; every text field is the project's own wording.
 */
export interface ApiClass {
  name: string;
  kind: ClassKind;
  /**
   * The sidebar group; one of the groups listed in api/types.yaml.
   */
  group: string;
  availability: Availability;
  effectiveAvailability?: Availability;
  inherits?: string;
  deprecated?: Deprecation;
  summary: Text;
  description: Text;
  examples?: Examples;
  constructors?: Constructors;
  properties?: Property[];
  methods?: Method[];
  callbacks?: Callback[];
  operators?: Operator[];
}
export interface Deprecation {
  message: Text;
  /**
   * What to use instead, in Markdown (may name an API that has no page).
   */
  replacement?: string;
}
export interface Example {
  title: Text;
  description?: string;
  /**
   * A complete Lua chunk; parsed and name-checked at build time.
   */
  code: string;
}
export interface Constructors {
  summary: Text;
  description?: string;
  examples?: Examples;
  /**
   * @minItems 1
   */
  overloads: ConstructorOverload[];
}
export interface ConstructorOverload {
  params: Params;
  summary?: string;
}
export interface Param {
  name?: string;
  type: TypeName;
  annotatedType?: Annotation;
  summary?: string;
}
export interface Property {
  name: string;
  /**
   * Other spellings of the same property (lowerCamel/UpperCamel twin).
   */
  aliases?: string[];
  type: TypeName;
  annotatedType?: Annotation;
  readonly?: boolean;
  static?: boolean;
  summary: Text;
  description?: string;
  deprecated?: Deprecation;
  examples?: Examples;
  availability?: Availability;
  status?: string;
}
export interface Method {
  name: string;
  static?: boolean;
  summary: Text;
  description?: string;
  deprecated?: Deprecation;
  examples?: Examples;
  availability?: Availability;
  status?: string;
  /**
   * @minItems 1
   */
  overloads: MethodOverload[];
}
export interface MethodOverload {
  params: Params;
  returns: Returns;
  annotatedReturns?: Annotation[];
  summary?: string;
}
export interface Callback {
  name: string;
  params: Params;
  summary: Text;
  description?: string;
  examples?: Examples;
}
export interface Operator {
  op: string;
  summary: Text;
  description?: string;
  /**
   * @minItems 1
   */
  overloads: OperatorOverload[];
}
export interface OperatorOverload {
  params: TypeName[];
  returns: TypeName | null;
}

// api/schema/enum.schema.json

export interface ApiEnum {
  /**
   * Page name and route (/api/enums/{name}).
   */
  name: string;
  /**
   * The name scripts use, where it differs from the page name.
   */
  luaName?: string;
  availability: 'client' | 'server' | 'both';
  bitflags?: boolean;
  summary: string;
  description: string;
  /**
   * @minItems 1
   */
  values: EnumValue[];
}
export interface EnumValue {
  name: string;
  value: number;
  /**
   * What the value means, where known.
   */
  summary?: string;
}

// api/schema/types.schema.json

export interface TypesFile {
  /**
   * Class groups, in sidebar order.
   *
   * @minItems 1
   */
  groups: string[];
  types: OtherType[];
}
export interface OtherType {
  name: string;
  kind: 'primitive' | 'engine';
  summary: string;
  /**
   * For a name that stands for another type (an alias of the engine's annotations, such as keyCode for a key's name string): that type, in the grammar of class.schema.json. The d.lua declares it with ---@alias.
   */
  aliasOf?: string;
}

// api/schema/releases.schema.json

/**
 * The engine releases the API reference knows (api/releases.yaml).
 */
export interface ReleasesFile {
  /**
   * The id of the release the site documents at its base path (/api/...); its data is api/ itself.
   */
  documented: string;
  /**
   * Oldest first.
   *
   * @minItems 1
   */
  releases: Release[];
}
export interface Release {
  /**
   * The engine's year and month; another release's data is in api/<id>/.
   */
  id: string;
  /**
   * How pages name it: "July 2026".
   */
  label: string;
  /**
   * written (default): published. draft: its prose is being written: texts the documented release shares are filled in, what is missing is listed by `npm run api:coverage -- --release <id>`, and it is not published. pending: names and types only (as the importer writes them); compared with the documented release, never published.
   */
  prose?: 'written' | 'draft' | 'pending';
}

// api/schema/prose-sharing.schema.json

/**
 * Entries of a newer release whose sharing of the documented release's text the computed rule gets wrong (api/<id>/prose-sharing.yaml). Entries are named "Class", "Class.member", "Class.constructors" or "enum Name".
 */
export interface ProseSharingFile {
  /**
   * Entries that keep text of their own although the rule finds them the same.
   */
  own?: string[];
  /**
   * Entries that take the documented text although the rule finds them different.
   */
  share?: string[];
}

// api/schema/helpers.schema.json

export type LuaName = string;
/**
 * The manual page (and anchor) that documents it; a member's own docs overrides its owner's.
 */
export type ManualRoute = string;
/**
 * One sentence; the hover text in editors.
 */
export type Summary = string;
/**
 * Where it works (default both). The Lua check rejects a call of a server-only helper outside a server guard.
 */
export type HelperAvailability = 'server' | 'client' | 'both';
/**
 * Values, or functions called with a dot (events.keyDown.addListener(self, fn)).
 */
export type Fields = HelperField[];
export type HelperParams = HelperParam[];
/**
 * Return types; `self` keeps the receiver's type.
 */
export type HelperReturns = string[];

/**
 * Globals (Vox, Cast), global functions (Collide) and the builder classes they return. Types follow the grammar of class.schema.json; `self` means the object the method was called on.
 */
export interface HelpersFile {
  /**
   * Global tables: their methods start a chain, their fields are values or functions called with a dot.
   */
  globals?: HelperGlobal[];
  /**
   * Global functions, and functions the engine adds to Lua's own libraries.
   */
  functions?: HelperFunction[];
  /**
   * The builder classes the globals and functions return.
   */
  classes?: HelperClass[];
}
export interface HelperGlobal {
  name: LuaName;
  docs: ManualRoute;
  summary: Summary;
  availability?: HelperAvailability;
  fields?: Fields;
  methods: HelperMethod[];
}
export interface HelperField {
  name: LuaName;
  type: string;
  summary: Summary;
  docs?: ManualRoute;
}
export interface HelperMethod {
  name: LuaName;
  docs?: ManualRoute;
  summary: Summary;
  params: HelperParams;
  returns: HelperReturns;
}
export interface HelperParam {
  name: LuaName;
  type: string;
}
export interface HelperFunction {
  /**
   * A Lua name, or library.name for an engine addition to a table of Lua's own library (math.perlinNoise).
   */
  name: string;
  docs: ManualRoute;
  summary: Summary;
  availability?: HelperAvailability;
  params: HelperParams;
  returns: HelperReturns;
}
export interface HelperClass {
  name: LuaName;
  /**
   * Another class of this file.
   */
  inherits?: string;
  /**
   * The manual page (and anchor) that documents it; a member's own docs overrides its owner's.
   */
  docs: string;
  summary: Summary;
  fields?: Fields;
  methods?: HelperMethod[];
}

// api/schema/editor-types.schema.json

export interface EditorTypesFile {
  /**
   * The engine release the definitions describe, as a phrase.
   */
  release: string;
  /**
   * The date the data last changed (YYYY-MM-DD), printed as the generation date.
   */
  updated: string;
  addon: {
    name: string;
    /**
     * @minItems 1
     */
    words: string[];
    settings: {};
  };
}
