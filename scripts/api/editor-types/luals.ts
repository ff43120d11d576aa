import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** One diagnostic as LuaLS's `--check_format=json` reports it. */
export interface LualsDiagnostic {
  code: string;
  message: string;
  severity: number;
  range: { start: { line: number; character: number } };
}

export const LEVELS = ['Error', 'Warning', 'Information', 'Hint'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Runs `lua-language-server --check` on a workspace folder set up the way a scripter sets up VS
 * Code: Lua 5.4, the given library folders, no third-party prompts. Returns the diagnostics by file
 * name (the workspace holds no sub-folders).
 */
export function checkWorkspace(luals: string, workspace: string, library: string[], level: Level, scratch: string): Map<string, LualsDiagnostic[]> {
  fs.writeFileSync(
    path.join(workspace, '.luarc.json'),
    `${JSON.stringify({ 'runtime.version': 'Lua 5.4', 'workspace.library': library, 'workspace.checkThirdParty': false })}\n`,
  );
  const out = path.join(scratch, `${path.basename(workspace)}.json`);
  fs.rmSync(out, { force: true });
  const run = spawnSync(
    luals,
    [`--check=${workspace}`, `--checklevel=${level}`, '--check_format=json', `--check_out_path=${out}`, `--logpath=${path.join(scratch, 'log')}`, `--metapath=${path.join(scratch, 'meta')}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!fs.existsSync(out)) throw new Error(`LuaLS gave no result for ${workspace}:\n${run.stdout}${run.stderr}`);
  // LuaLS writes `[]` when it finds nothing, else an object keyed by file URI.
  const data = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, LualsDiagnostic[]> | unknown[];
  const byFile = new Map<string, LualsDiagnostic[]>();
  if (!Array.isArray(data)) {
    for (const [uri, list] of Object.entries(data)) byFile.set(path.basename(decodeURIComponent(uri.replace(/^file:\/\//, ''))), list);
  }
  return byFile;
}

export function lualsVersion(luals: string, scratch: string): string {
  const run = spawnSync(luals, ['--version', `--logpath=${path.join(scratch, 'log')}`, `--metapath=${path.join(scratch, 'meta')}`], { encoding: 'utf8' });
  return run.stdout.trim();
}
