import type { ServerResponse } from 'node:http';

export const PAGE_SCRIPTS_ATTRIBUTE: string;
export const PAGE_SCRIPTS_LOADED_ATTRIBUTE: string;
export const MOVE_VERSION: string;
export function scriptLoader(sources: string[]): string;
export function pageScriptSources(html: string): string[];
export function moveHeadScripts(head: string): {
  head: string;
  later: Set<string>;
  moved: boolean;
};
export function removeLaterScripts(
  text: string,
  sources: Set<string>,
): { text: string; removed: string[] };
export function moveScriptsPastFirstPaint(html: Buffer): Buffer;
export interface ScriptMover {
  push(chunk: Buffer): string;
  end(): string;
}
export function createScriptMover(): ScriptMover;
export function moveStreamedScripts(response: ServerResponse): void;
export function movesScriptsOf(url: string | undefined): boolean;
