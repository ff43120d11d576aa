/**
 * What the Lua analyser knows (its type oracle): built from the API model by
 * plugins/api-reference/lua-index.ts, or from the generated atomontage.d.lua by
 * definitions-index.ts. Types are strings in the API's type grammar.
 */
export interface LuaParam {
  name: string;
  type: string;
  optional: boolean;
  variadic: boolean;
}

export interface LuaSignature {
  params: LuaParam[];
  /** Return types; `self` means the receiver's type. */
  returns: string[];
  /** A type-keyed lookup (plugins/api-reference/type-keyed.ts): the string key -> the type returned. */
  keyed?: { base: string; types: Map<string, string> };
}

export interface LuaMember {
  kind: 'field' | 'method' | 'static' | 'callback';
  /** A field's type. */
  type?: string;
  /** A method's forms. */
  overloads?: LuaSignature[];
}

export interface LuaClass {
  name: string;
  base?: string;
  members: Map<string, LuaMember>;
  /** Calling the class's global builds a value (Vec3(1, 2, 3)). */
  constructors?: LuaSignature[];
  /** LuaLS-style operator name (add, mul, ...) -> [other operand, result] pairs. */
  operators: Map<string, [string | undefined, string][]>;
}

export interface LuaNameIndex {
  /** Global name (class, enum, helper) -> the class that describes it. */
  globals: Map<string, string>;
  classes: Map<string, LuaClass>;
  /** Global functions (helpers such as Collide). */
  functions: Map<string, LuaSignature[]>;
  /** Globals and global functions that work only on the server (Vox, Cast, Collide): calls need a server guard. */
  serverOnly?: ReadonlySet<string>;
  /** The class whose members `self` has inside a script's callbacks. */
  scriptInstance?: string;
}
