/**
 * The site's route contract: every manual route the specification names, with the title and
 * sidebar label the page must carry, every API class and enum route, and the site pages. The build checks the generated routes against it
 * (./index.ts) and the browser tests sweep it, so the list lives here once.
 */
export interface ManualPage {
  /** Route path as the router sees it (spaces unencoded). */
  path: string;
  /** Page title (h1 and the document title before the site suffix). */
  title: string;
  /** Label in the manual sidebar. */
  label: string;
}

export const MANUAL_PAGES: readonly ManualPage[] = [
  { path: '/', title: 'Atomontage Documentation', label: 'Home' },
  { path: '/manual/editor/getting-started', title: 'Getting Started with the Editor', label: 'Getting Started' },
  { path: '/manual/editor/basics/camera', title: 'Editor Camera', label: 'Camera' },
  { path: '/manual/editor/basics/heirarchy', title: 'Hierarchy', label: 'Hierarchy' },
  { path: '/manual/editor/basics/shortcuts', title: 'Keyboard Shortcuts', label: 'Shortcuts' },
  { path: '/manual/editor/basics/scene', title: 'Static and Dynamic Scene', label: 'Scene' },
  { path: '/manual/editor/basics/voxels', title: 'Editing Voxels', label: 'Voxels' },
  { path: '/manual/editor/importing/maker-portal', title: 'Maker Portal Uploads', label: 'Maker Portal Uploads' },
  { path: '/manual/editor/importing/image-stack-voxelizer', title: 'Image Stack Voxelizer', label: 'Image Stack Voxelizer' },
  { path: '/manual/editor/importing/importing-meshes', title: 'Importing Meshes', label: 'Importing Meshes' },
  { path: '/manual/editor/framerate-tips', title: 'Framerate Tips', label: 'Framerate Tips' },
  { path: '/manual/scripting/getting-started', title: 'Getting Started with Scripting', label: 'Getting Started' },
  { path: '/manual/scripting/using-vs-code', title: 'Using VS Code', label: 'Using VS Code' },
  { path: '/manual/scripting/style-guide', title: 'Lua Style Guide', label: 'Style Guide' },
  { path: '/manual/scripting/Voxel-Api', title: 'Voxel API', label: 'Voxel API' },
  { path: '/manual/scripting/fps-demo', title: 'FPS Demo', label: 'FPS Demo' },
  { path: '/manual/scripting/examples/Collide', title: 'Collide Example', label: 'Collide' },
  { path: '/manual/scripting/examples/Debugging', title: 'Debugging Example', label: 'Debugging' },
  { path: '/manual/scripting/examples/Input', title: 'Input Example', label: 'Input' },
  { path: '/manual/scripting/examples/Raycasts', title: 'Raycasts Example', label: 'Raycasts' },
  { path: '/manual/scripting/examples/RPCs', title: 'RPCs Example', label: 'RPCs' },
  { path: '/manual/scripting/examples/Simple Physics', title: 'Simple Physics Example', label: 'Simple Physics' },
  { path: '/manual/scripting/examples/Voxel Worm', title: 'Voxel Worm Example', label: 'Voxel Worm' },
  { path: '/manual/scripting/examples/Voxel-Edits', title: 'Voxel Edits Example', label: 'Voxel-Edits' },
];

/** The specification's API class pages, each at `/api/{name}`. */
export const API_CLASSES: readonly string[] = [
  'Asset', 'AssetManager', 'AudioMusic', 'AudioSource', 'Box', 'Camera', 'Capsule', 'Client', 'Collision', 'CommandLine',
  'Component', 'Config', 'Cylinder', 'Effect', 'File', 'Filter', 'Gamepad', 'Hit', 'Input', 'LightingUpdate', 'Mat3',
  'Mat4', 'Material', 'MeshData', 'MeshRenderer', 'Object', 'Overlap', 'Polygon', 'Polyhedron', 'Quat',
  'RealtimeLightingInfo', 'RigidBody', 'Scene', 'Script', 'ScriptInstance', 'Server', 'Shape', 'Sky', 'Sphere',
  'StaticVoxelData', 'Transform', 'UIItem', 'Vec2', 'Vec2i', 'Vec3', 'Vec3i', 'Vec4', 'Vec4i', 'VoxelData',
  'VoxelDataResource', 'VoxelDB', 'VoxelEdit', 'VoxelInspectData', 'VoxelRenderer', 'VVCollision',
];

/** The specification's API enum pages, each at `/api/enums/{name}`. */
export const API_ENUMS: readonly string[] = [
  'AlignmentType', 'BlendMode', 'ClientMode', 'CopyOperation', 'CpuArch', 'Device', 'HitType', 'InsertOperation',
  'luaErrorType', 'PhysSimEventType', 'pixelFormat', 'primitiveTopology', 'RemoveType', 'RendererStateFlags',
  'resourceUsage', 'ShaderPrecisionType', 'Side', 'Space', 'system', 'TextureType', 'TmpLayerFlags', 'UIActionsPlace',
  'UIItemType', 'VRControllerButton',
];

/** Every API route the specification names: the classes, then the enums. */
export const API_PAGES: readonly string[] = [...API_CLASSES.map((c) => `/api/${c}`), ...API_ENUMS.map((e) => `/api/enums/${e}`)];

/** Site pages outside the docs. */
export const SITE_PAGES = {
  markdown: '/markdown-page',
  search: '/search',
  apiIntro: '/api/intro',
  /** Computed from the documented release's data and the July 2026 data set (api/releases.yaml). */
  engineChanges202607: '/api/changes/2026-07',
} as const;

/** The URL a browser uses for a route path (spaces percent-encoded). */
export const toUrl = (routePath: string): string => encodeURI(routePath);

/** Every route the contract requires. */
export const REQUIRED_ROUTES: readonly string[] = [...MANUAL_PAGES.map((p) => p.path), ...API_PAGES, ...Object.values(SITE_PAGES)];

/** The required routes a build lacks, in the contract's order. */
export const missingRoutes = (built: Iterable<string>): string[] => {
  const have = new Set(built);
  return REQUIRED_ROUTES.filter((p) => !have.has(p));
};
