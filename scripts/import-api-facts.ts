/**
 * One-time bootstrap: turns the facts in ../shared/reference/api-facts.json into the API data
 * files under api/ (one YAML file per class and enum). It copies facts only (names, types,
 * signatures, availability, values); every summary and description is left empty for a writer.
 *
 * After the bootstrap the YAML files are the source of truth. Re-running is refused when a file
 * already exists, so written text is never overwritten (pass --force to regenerate one file).
 *
 * Usage: npx tsx scripts/import-api-facts.ts [--force ClassName]
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

type Json = Record<string, unknown>;
interface FactParam { name?: string; type: string; annotatedType?: string }
interface FactMethod {
  name: string; params: FactParam[]; returns: string[]; static: boolean; deprecated: boolean;
  callback?: boolean; availability?: string; annotatedReturns?: string[]; status?: string;
}
interface FactProperty {
  name: string; type: string; readonly: boolean | null; deprecated: boolean; static?: boolean;
  inheritedFrom?: string; caseTwin?: string; pagePrimary?: boolean; availability?: string;
  annotatedType?: string; status?: string;
}
interface FactOperator { op: string; params: string[]; returns: string | null }
interface FactClass {
  name: string; availability: string; effectiveAvailability?: string; kind: string;
  inherits: string[]; deprecated: boolean; properties: FactProperty[];
  constructors: { params: FactParam[] }[]; methods: FactMethod[]; operators: FactOperator[];
}
interface FactEnum {
  name: string; luaName: string; page: { id: string }; bitflags: boolean; availability: string;
  values: { name: string; value: number }[];
}

const root = path.resolve(__dirname, '..');
const factsPath = path.resolve(root, '../shared/reference/api-facts.json');
const facts = JSON.parse(fs.readFileSync(factsPath, 'utf8')) as { classes: FactClass[]; enums: FactEnum[] };

export const CLASS_GROUPS: Record<string, string[]> = {
  Core: ['Script', 'ScriptInstance', 'Client', 'Server', 'Config', 'CommandLine', 'File', 'Asset', 'AssetManager'],
  'Scene and objects': ['Scene', 'Object', 'Component', 'Transform', 'Camera', 'Sky', 'LightingUpdate', 'RealtimeLightingInfo'],
  Voxels: ['VoxelData', 'VoxelDataResource', 'VoxelRenderer', 'StaticVoxelData', 'VoxelEdit', 'VoxelDB', 'VoxelInspectData', 'Filter'],
  Math: ['Vec2', 'Vec2i', 'Vec3', 'Vec3i', 'Vec4', 'Vec4i', 'Quat', 'Mat3', 'Mat4'],
  'Physics and shapes': ['RigidBody', 'Collision', 'VVCollision', 'Hit', 'Overlap', 'Shape', 'Box', 'Sphere', 'Capsule', 'Cylinder', 'Polygon', 'Polyhedron'],
  Rendering: ['MeshData', 'MeshRenderer', 'Material', 'Effect'],
  Audio: ['AudioSource', 'AudioMusic'],
  'Input and UI': ['Input', 'Gamepad', 'UIItem'],
};
const groupOf = (name: string): string => {
  const hit = Object.entries(CLASS_GROUPS).find(([, names]) => names.includes(name));
  if (!hit) throw new Error(`No group for class ${name}: add it to CLASS_GROUPS`);
  return hit[0];
};

function param(p: FactParam): Json {
  const out: Json = {};
  if (p.name) out.name = p.name;
  out.type = p.type;
  if (p.annotatedType) out.annotatedType = p.annotatedType;
  return out;
}

function klass(c: FactClass): Json {
  const out: Json = {
    name: c.name,
    kind: c.kind,
    group: groupOf(c.name),
    availability: c.availability,
  };
  if (c.effectiveAvailability) out.effectiveAvailability = c.effectiveAvailability;
  if (c.inherits.length) out.inherits = c.inherits[0];
  if (c.deprecated) out.deprecated = { message: '', replacement: '' };
  out.summary = '';
  out.description = '';

  if (c.constructors.length) {
    out.constructors = { summary: '', overloads: c.constructors.map((k) => ({ params: k.params.map(param) })) };
  }

  // Inherited copies are documented once, on the base class; case twins become one entry.
  const props = c.properties.filter((p) => !p.inheritedFrom && !(p.caseTwin && p.pagePrimary === false));
  if (props.length) {
    out.properties = props.map((p) => {
      const e: Json = { name: p.name };
      if (p.caseTwin) e.aliases = [p.caseTwin];
      e.type = p.type;
      if (p.annotatedType) e.annotatedType = p.annotatedType;
      if (p.readonly === true) e.readonly = true;
      if (p.static) e.static = true;
      if (p.availability) e.availability = p.availability;
      if (p.deprecated) e.deprecated = { message: '' };
      if (p.status) e.status = p.status;
      e.summary = '';
      return e;
    });
  }

  const byName = new Map<string, FactMethod[]>();
  for (const m of c.methods.filter((x) => !x.callback)) {
    byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
  }
  if (byName.size) {
    out.methods = [...byName.entries()].map(([name, overloads]) => {
      const first = overloads[0]!;
      const e: Json = { name };
      if (first.static) e.static = true;
      if (first.availability) e.availability = first.availability;
      if (overloads.some((o) => o.deprecated)) e.deprecated = { message: '' };
      const status = overloads.find((o) => o.status)?.status;
      if (status) e.status = status;
      e.summary = '';
      e.overloads = overloads.map((o) => {
        const ov: Json = { params: o.params.map(param), returns: o.returns };
        if (o.annotatedReturns) ov.annotatedReturns = o.annotatedReturns;
        return ov;
      });
      return e;
    });
  }

  const callbacks = c.methods.filter((x) => x.callback);
  if (callbacks.length) {
    out.callbacks = callbacks.map((m) => ({ name: m.name, params: m.params.map(param), summary: '' }));
  }

  const byOp = new Map<string, FactOperator[]>();
  for (const o of c.operators) byOp.set(o.op, [...(byOp.get(o.op) ?? []), o]);
  if (byOp.size) {
    out.operators = [...byOp.entries()].map(([op, overloads]) => ({
      op,
      summary: '',
      overloads: overloads.map((o) => ({ params: o.params, returns: o.returns })),
    }));
  }
  return out;
}

function enumeration(e: FactEnum): Json {
  const out: Json = { name: e.page.id };
  if (e.luaName !== e.page.id) out.luaName = e.luaName;
  out.availability = e.availability;
  if (e.bitflags) out.bitflags = true;
  out.summary = '';
  out.description = '';
  out.values = e.values.map((v) => ({ name: v.name, value: v.value }));
  return out;
}

function write(file: string, header: string, data: Json, force: boolean): void {
  if (fs.existsSync(file) && !force) {
    console.log(`kept ${path.relative(root, file)} (exists; pass --force ${String(data.name)} to regenerate)`);
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${header}\n${YAML.stringify(data, { lineWidth: 100 })}`);
}

const forceArg = process.argv.indexOf('--force');
const forced = forceArg >= 0 ? process.argv[forceArg + 1] : undefined;
for (const c of facts.classes) {
  write(path.join(root, 'api/classes', `${c.name}.yaml`),
    '# yaml-language-server: $schema=../schema/class.schema.json', klass(c), forced === c.name);
}
for (const e of facts.enums) {
  write(path.join(root, 'api/enums', `${e.page.id}.yaml`),
    '# yaml-language-server: $schema=../schema/enum.schema.json', enumeration(e), forced === e.page.id);
}
